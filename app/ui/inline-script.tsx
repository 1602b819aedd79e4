/**
 * A small script inlined where the page needs it (scripts/lib/inline-scripts.ts bundles the source;
 * the server hashes it into the page's CSP). Classic and parser-run: it sees the markup above it.
 */
export function InlineScript({ code }: { code: string }) {
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
