/**
 * One URL per page: "/pricing/" and "//pricing" both mean "/pricing". The answer is always a path on
 * this site: runs of slashes collapse, so "//evil.example/" becomes "/evil.example", never the
 * protocol-relative "//evil.example" (or "/\\evil.example") that a browser would follow to another host. Linear in the
 * path's length (a regular expression such as /\/+$/ backtracks quadratically on a long run of slashes).
 */
export function canonicalPath(pathname: string): string {
  let canonical = "";
  let segmentStart = -1;
  for (let i = 0; i <= pathname.length; i += 1) {
    const code = pathname.charCodeAt(i);
    // A backslash is a slash to a browser resolving a Location header ("/\\evil.example" leaves too).
    const slash = i === pathname.length || code === 47 || code === 92;
    if (!slash) {
      if (segmentStart < 0) segmentStart = i;
      continue;
    }
    if (segmentStart >= 0) canonical += `/${pathname.slice(segmentStart, i)}`;
    segmentStart = -1;
  }
  return canonical || "/";
}
