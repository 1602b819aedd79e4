/**
 * HTML pasted into the rich editor, tidied before ProseMirror reads it (its `transformPastedHTML`):
 * what Google Docs puts on the clipboard carries its own redirect links and blank lines, and a
 * table without a header row would be written to Markdown under an empty one. Runs once a paste.
 */

/** `https://www.google.com/url?q=<real>&sa=D&…`: the address Google sends the reader on to, else undefined. */
export function unwrapGoogleRedirect(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (!/^(www\.)?google\.[a-z]{2,3}(\.[a-z]{2})?$/.test(url.hostname) || url.pathname !== "/url") return undefined;
  const target = url.searchParams.get("q") ?? url.searchParams.get("url");
  // Only on to the web or an email: anything else stays as it was pasted (and the sanitizer judges it).
  return target && /^(https?:\/\/|mailto:)/i.test(target) ? target : undefined;
}

/** The blank line Docs puts after a table (a Doc always has a paragraph there) and at the end of a copy. */
function addedBreak(line: Element): boolean {
  if (line.classList.contains("Apple-interchange-newline") || !line.nextElementSibling) return true;
  const before = line.previousElementSibling;
  return before?.tagName === "TABLE" || (before?.tagName === "DIV" && before.querySelector("table") !== null);
}

export function tidyPastedHtml(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  const root = template.content;
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const real = unwrapGoogleRedirect(link.getAttribute("href") ?? "");
    if (real) link.setAttribute("href", real);
  }
  // Docs wraps the copy in <b style="font-weight:normal" id="docs-internal-guid-…">: not bold, only a wrapper.
  for (const wrapper of root.querySelectorAll('b[id^="docs-internal-guid-"]')) wrapper.replaceWith(...wrapper.childNodes);
  if (html.includes("docs-internal-guid-")) for (const line of [...root.querySelectorAll("br")].filter((br) => br.parentNode === root && addedBreak(br))) line.remove();
  // A Markdown table has a header row: one pasted without (Docs has none) takes its first row as it.
  for (const table of root.querySelectorAll("table")) {
    if (table.querySelector("th")) continue;
    for (const cell of [...(table.rows[0]?.cells ?? [])]) {
      const header = document.createElement("th");
      for (const { name, value } of cell.attributes) header.setAttribute(name, value);
      header.append(...cell.childNodes);
      cell.replaceWith(header);
    }
  }
  return template.innerHTML;
}

/** Whether pasted HTML holds words, not only an image: a paste of text that comes with a file beside it. */
export function carriesText(html: string): boolean {
  const template = document.createElement("template");
  template.innerHTML = html;
  return (template.content.textContent ?? "").trim() !== "";
}
