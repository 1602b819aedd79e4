/**
 * A Ghost post's text when the export carries no `html`: its editor's document, Lexical (Ghost 5)
 * or Mobiledoc (Ghost 1–4), drawn as the HTML Ghost itself would give, cards with Ghost's classes,
 * so the import reads it as it reads any export (ghost-cards.ts, foreign-import.ts). Migration files
 * (docs.ghost.org/migration/custom) often hold only one of these. What is not drawn is named.
 */
type Json = Record<string, unknown>;

/** A Markdown card's own text, read as Markdown again by ghost-cards.ts. */
export const MARKDOWN_TAG = "ghost-markdown";

const escape = (value: unknown): string => String(value ?? "").replace(/[&<>"]/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[char]};`);
const record = (value: unknown): Json => (value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Ghost's own markup for the cards ghost-cards.ts turns into ours; payloads as both formats store them. */
const CARDS: Record<string, (payload: Json) => string> = {
  callout: (card) =>
    `<div class="kg-card kg-callout-card kg-callout-card-${escape(card["backgroundColor"] ?? "grey")}"><div class="kg-callout-emoji">${escape(card["calloutEmoji"])}</div><div class="kg-callout-text">${String(card["calloutText"] ?? "")}</div></div>`,
  bookmark: (card) => {
    const metadata = record(card["metadata"]);
    const caption = typeof card["caption"] === "string" && card["caption"] ? `<figcaption>${card["caption"]}</figcaption>` : "";
    return `<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="${escape(card["url"])}"><div class="kg-bookmark-content"><div class="kg-bookmark-title">${escape(metadata["title"])}</div><div class="kg-bookmark-description">${escape(metadata["description"])}</div></div></a>${caption}</figure>`;
  },
  image: (card) =>
    `<figure class="kg-card kg-image-card"><img src="${escape(card["src"])}" alt="${escape(card["alt"])}">${card["caption"] ? `<figcaption>${String(card["caption"])}</figcaption>` : ""}</figure>`,
  html: (card) => String(card["html"] ?? ""),
  // Read as Markdown again by ghost-cards.ts: Ghost 1–4 kept much of a post's text in these cards.
  markdown: (card) => `<${MARKDOWN_TAG}>${escape(card["markdown"])}</${MARKDOWN_TAG}>`,
  hr: () => "<hr>",
  horizontalrule: () => "<hr>",
  code: (card) => `<pre><code>${escape(card["code"])}</code></pre>`,
  codeblock: (card) => `<pre><code>${escape(card["code"])}</code></pre>`,
};

/** The post's text as HTML from its `lexical` or `mobiledoc`, or undefined when it has neither; `left` hears each card type not drawn. */
export function htmlOfGhostDocument(row: Json, left: (type: string) => void): string | undefined {
  const parse = (key: string) => {
    if (typeof row[key] !== "string") return undefined;
    try {
      return record(JSON.parse(row[key] as string));
    } catch {
      return undefined;
    }
  };
  const lexical = parse("lexical");
  if (lexical?.["root"]) return lexicalBlocks(list(record(lexical["root"])["children"]), left);
  const mobiledoc = parse("mobiledoc");
  return mobiledoc?.["sections"] ? mobiledocHtml(mobiledoc, left) : undefined;
}

// Lexical: a tree of nodes with a `type`; Ghost's own are named "extended-…" and its cards by their name.
const LEXICAL_BLOCKS: Record<string, (node: Json) => string> = {
  paragraph: () => "p",
  heading: (node) => (/^h[1-6]$/.test(String(node["tag"])) ? String(node["tag"]) : "h2"),
  quote: () => "blockquote",
  list: (node) => (node["listType"] === "number" ? "ol" : "ul"),
  listitem: () => "li",
};
/** Lexical's text formats, as the bits of `format`. */
const LEXICAL_FORMATS: ReadonlyArray<readonly [number, string]> = [
  [1, "strong"],
  [2, "em"],
  [4, "s"],
  [16, "code"],
  [32, "sub"],
  [64, "sup"],
];

function lexicalBlocks(nodes: unknown[], left: (type: string) => void): string {
  return nodes.map((value) => lexicalNode(record(value), left)).join("");
}

function lexicalNode(node: Json, left: (type: string) => void): string {
  const type = String(node["type"] ?? "").replace(/^extended-/, "");
  if (type === "text") {
    const format = Number(node["format"] ?? 0);
    return LEXICAL_FORMATS.reduce((html, [bit, tag]) => (format & bit ? `<${tag}>${html}</${tag}>` : html), escape(node["text"]));
  }
  if (type === "linebreak") return "<br>";
  if (type === "link" || type === "autolink") return `<a href="${escape(node["url"])}">${lexicalBlocks(list(node["children"]), left)}</a>`;
  const tag = LEXICAL_BLOCKS[type]?.(node);
  if (tag) return `<${tag}>${lexicalBlocks(list(node["children"]), left)}</${tag}>`;
  const card = CARDS[type];
  if (card) return card(node);
  left(type || "unnamed");
  return "";
}

// Mobiledoc: sections of markers, markups opened and closed by index, and cards by name and payload.
function mobiledocHtml(document: Json, left: (type: string) => void): string {
  const markups = list(document["markups"]).map((markup) => list(markup));
  const cards = list(document["cards"]).map((card) => list(card));
  const atoms = list(document["atoms"]).map((atom) => list(atom));
  const markers = (values: unknown[]): string => {
    const open: string[] = [];
    let html = "";
    for (const marker of values.map((value) => list(value))) {
      const [kind, opens, closes, value] = marker;
      for (const index of list(opens)) {
        const [tag, attributes] = list(markups[Number(index)]);
        const pairs = list(attributes);
        const href = pairs[0] === "href" ? ` href="${escape(pairs[1])}"` : "";
        open.push(String(tag));
        html += `<${String(tag)}${href}>`;
      }
      // A soft line break is Ghost's one atom worth keeping; others (its own widgets) are text at most.
      html += kind === 1 ? (atoms[Number(value)]?.[0] === "soft-return" ? "<br>" : escape(atoms[Number(value)]?.[1])) : escape(value);
      for (let closed = 0; closed < Number(closes ?? 0); closed++) html += `</${open.pop()}>`;
    }
    return (
      html +
      open
        .reverse()
        .map((tag) => `</${tag}>`)
        .join("")
    );
  };
  return list(document["sections"])
    .map((value) => {
      const section = list(value);
      const [kind] = section;
      if (kind === 1) {
        const tag = /^(p|h[1-6]|blockquote|aside)$/i.test(String(section[1])) ? String(section[1]).toLowerCase() : "p";
        return `<${tag === "aside" ? "blockquote" : tag}>${markers(list(section[2]))}</${tag === "aside" ? "blockquote" : tag}>`;
      }
      if (kind === 3) {
        const tag = section[1] === "ol" ? "ol" : "ul";
        return `<${tag}>${list(section[2])
          .map((item) => `<li>${markers(list(item))}</li>`)
          .join("")}</${tag}>`;
      }
      if (kind === 2) return CARDS["image"]!({ src: section[1] });
      if (kind === 10) {
        const [name, payload] = cards[Number(section[1])] ?? [];
        const card = CARDS[String(name)];
        if (card) return card(record(payload));
        left(String(name ?? "unnamed"));
      }
      return "";
    })
    .join("");
}
