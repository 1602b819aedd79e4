/** An article's sections, linked to their headings' anchors; left out of print. */
export function TableOfContents({ title, entries }: { title: string; entries: Array<{ id: string; text: string }> }) {
  return (
    <nav aria-labelledby="toc-title" className="container-page mt-10 max-w-3xl print:hidden">
      <div className="rounded-xl border border-border bg-subtle p-5 sm:p-6">
        <h2 id="toc-title" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {title}
        </h2>
        <ol className="mt-3 space-y-2 text-[0.9375rem] sm:columns-2 sm:gap-x-8">
          {entries.map((entry, index) => (
            <li key={entry.id} className="flex break-inside-avoid gap-2">
              <span aria-hidden="true" className="w-5 shrink-0 text-right tabular-nums text-muted-foreground">
                {index + 1}.
              </span>
              <a href={`#${entry.id}`} className="font-medium underline-offset-4 hover:text-primary hover:underline">
                {entry.text}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
