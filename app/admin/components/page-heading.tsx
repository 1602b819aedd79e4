/** A page of the admin app's title and the sentence that says what it is for. */
export function PageHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{lead}</p>
    </div>
  );
}
