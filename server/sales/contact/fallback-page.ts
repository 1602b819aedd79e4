/**
 * The answer to a form posted without JavaScript that could not be accepted: the prerendered
 * /contact page itself (one contract for the lead path: the same form, header and footer), with
 * its scripts removed, the error shown at the top of the form and every value kept.
 *
 * The page is parsed once at boot (parse5, the HTML spec's parser). Everything outside the form
 * is the same for every answer, so it is serialized once; a request clones only the form (a few
 * dozen nodes), fills it in and serializes it. Visitors' values only ever reach the HTML as text
 * and attribute nodes, which parse5's serializer escapes.
 */
import { randomUUID } from "node:crypto";
import { defaultTreeAdapter as tree, html, parse, serialize, serializeOuter, type DefaultTreeAdapterTypes as T } from "parse5";
import { contactFormCopy } from "#shared/content/contact.ts";
import { site } from "#shared/content/site.ts";
import { CONTACT_ENDPOINT, CONTACT_FIELDS, HONEYPOT_FIELD } from "#shared/contact-schema.ts";

export interface FallbackState {
  /** What the visitor sent, by field name (only the contact fields are used; never the honeypot). */
  values: Record<string, string>;
  error: string;
  /** The alert's heading: "Validation Error", as the form's own error toast says, unless given, e.g. "Error" for a failure that is not the visitor's. */
  title?: string;
  /** The field the error is about: marked invalid, described by the alert, focused on load (without one, the alert is). */
  field?: string;
  /** The site's page the form was sent from (its path): answered from it when it holds the form. */
  page?: string;
}

export type FallbackRenderer = (state: FallbackState) => string;

/**
 * Answers from the page the form was sent from, as the site serves it now (the store's, ADR 040): a
 * landing page with the contact form keeps its visitor on it; any other address, or a page without
 * the form, answers from /contact. Each page is parsed again only when it changed.
 */
export function fallbackFromServedPage(readPage: (path: string) => Promise<string | undefined>): (state: FallbackState) => Promise<string> {
  const made = new Map<string, { html: string; render: FallbackRenderer; hasForm: boolean }>();
  const rendererOf = async (path: string) => {
    const html = (await readPage(path)) ?? "";
    let kept = made.get(path);
    if (kept?.html !== html) {
      // A few forms at most: a landing page's, the contact page's.
      if (made.size >= 32) made.clear();
      kept = { html, ...pageFallback(html) };
      made.set(path, kept);
    }
    return kept;
  };
  return async (state) => {
    const from = state.page && state.page !== CONTACT_PATH ? await rendererOf(state.page) : undefined;
    return (from?.hasForm ? from : await rendererOf(CONTACT_PATH)).render(state);
  };
}

/** The alert's id; the invalid field's aria-describedby points to it. */
export const FALLBACK_ALERT_ID = "contact-form-alert";

/** The look of the site's error toast (app/ui/toaster.tsx); every class is in the built stylesheet (the test checks). */
const ALERT_CLASS = "flex flex-col gap-1 rounded-xl border border-destructive/40 bg-background px-4 py-3.5 text-sm outline-none";

/** What the minimal stand-in calls the contact page it links to. */
const CONTACT_PATH = "/contact";
const CONTACT_TITLE = "Contact Us";

/** Used when there is no built contact page with a form (tests with a tiny fixture site). */
const MINIMAL_PAGE = `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title></title></head><body><main class="container-page max-w-xl py-16"><div data-fallback-slot class="flex flex-col gap-4"><p><a class="font-medium text-primary underline underline-offset-2" href="/contact"></a></p></div></main></body></html>`;

/**
 * `contactPageHtml`: the /contact page as served. Parsed
 * here, once; never throws: without a page or a form in it, answers are a minimal page.
 */
export function createFallbackRenderer(contactPageHtml: string): FallbackRenderer {
  return pageFallback(contactPageHtml).render;
}

function pageFallback(pageHtml: string): { render: FallbackRenderer; hasForm: boolean } {
  const document = parse(pageHtml);
  const form = findElement(document, (element) => element.tagName === "form" && attr(element, "action") === CONTACT_ENDPOINT);
  return form ? { render: pageRenderer(document, form, true), hasForm: true } : { render: minimalRenderer(), hasForm: false };
}

function minimalRenderer(): FallbackRenderer {
  const document = parse(MINIMAL_PAGE);
  setText(findElement(document, (element) => element.tagName === "title")!, `${contactFormCopy.errorTitle}: ${CONTACT_TITLE} | ${site.brand}`);
  setText(findElement(document, (element) => element.tagName === "a")!, CONTACT_TITLE);
  const slot = findElement(document, (element) => attr(element, "data-fallback-slot") !== undefined)!;
  removeAttr(slot, "data-fallback-slot");
  return pageRenderer(document, slot, false);
}

/**
 * Prepares the page around `slot` (the form, or the minimal page's container) once, and returns
 * the per-request renderer: the alert goes first in the slot (after the form's heading), and a
 * form gets the visitor's values back.
 */
function pageRenderer(document: T.Document, slot: T.Element, isForm: boolean): FallbackRenderer {
  stripScripts(document);
  setRobots(document);
  const title = findElement(document, (element) => element.tagName === "title");
  if (title && isForm) setText(title, `${contactFormCopy.errorTitle}: ${textOf(title)}`);

  // Swap the slot for a marker, serialize the rest once, and keep the slot as a detached template.
  const marker = tree.createCommentNode(`fallback-slot-${randomUUID()}`);
  const parent = slot.parentNode!;
  parent.childNodes[parent.childNodes.indexOf(slot)] = marker;
  marker.parentNode = parent;
  slot.parentNode = null;
  const [before, after] = serialize(document).split(`<!--${marker.data}-->`) as [string, string];

  // The alert goes after the block holding the form's heading (the form's first child), else first.
  const headingId = attr(slot, "aria-labelledby");
  const headingBlock = headingId ? slot.childNodes.findIndex((child) => isElement(child) && (attr(child, "id") === headingId || !!findElement(child, (el) => attr(el, "id") === headingId))) : -1;
  const alertIndex = headingBlock + 1;

  return ({ values, error, title: heading, field }) => {
    const copy = cloneElement(slot, null);
    const alert = alertElement(error, heading);
    insertAt(copy, alertIndex, alert);
    const fieldMarked = isForm && fillForm(copy, values, field);
    // Without JavaScript nothing can move focus; autofocus brings the invalid field into view, ready
    // to fix, or else the alert itself (on a phone the form starts below the fold).
    if (!fieldMarked) {
      setAttr(alert, "tabindex", "-1");
      setAttr(alert, "autofocus", "");
    }
    return before + serializeOuter(copy) + after;
  };
}

function alertElement(error: string, heading: string = contactFormCopy.validationTitle): T.Element {
  const alert = element("div", { role: "alert", id: FALLBACK_ALERT_ID, class: ALERT_CLASS });
  const title = element("p", { class: "font-semibold text-destructive" });
  setText(title, heading);
  const text = element("p", { class: "text-foreground" });
  setText(text, error);
  tree.appendChild(alert, title);
  tree.appendChild(alert, text);
  return alert;
}

const FILLED: ReadonlySet<string> = new Set(CONTACT_FIELDS);

/** Puts the values back; returns whether the invalid field was found (and marked). */
function fillForm(form: T.Element, values: Record<string, string>, invalid: string | undefined): boolean {
  let marked = false;
  const controls: T.Element[] = [];
  findElement(form, (element) => {
    if ((element.tagName === "input" || element.tagName === "textarea") && attr(element, "name") !== undefined) controls.push(element);
    return false;
  });
  for (const control of controls) {
    const name = attr(control, "name")!;
    // The honeypot is never echoed: a bot's value must not come back, and a person never typed one.
    const value = name !== HONEYPOT_FIELD && FILLED.has(name) ? (values[name] ?? "") : "";
    if (control.tagName === "textarea") {
      // The parser drops one newline right after <textarea>; a value that starts with one needs a spare.
      control.childNodes = [];
      if (value) tree.insertText(control, /^[\r\n]/.test(value) ? `\n${value}` : value);
    } else if (value) {
      setAttr(control, "value", value);
    } else {
      removeAttr(control, "value");
    }
    if (invalid !== undefined && name === invalid && FILLED.has(name)) {
      setAttr(control, "aria-invalid", "true");
      const describedBy = attr(control, "aria-describedby");
      setAttr(control, "aria-describedby", describedBy ? `${FALLBACK_ALERT_ID} ${describedBy}` : FALLBACK_ALERT_ID);
      setAttr(control, "autofocus", "");
      marked = true;
    }
  }
  return marked;
}

/** No script runs on this answer: its CSP has no hashes for them, and the form posts as it does without JavaScript. */
function stripScripts(document: T.Document) {
  const doomed: T.Element[] = [];
  findElement(document, (element) => {
    if (element.tagName === "script" || (element.tagName === "link" && attr(element, "rel")?.split(/\s+/).includes("modulepreload"))) doomed.push(element);
    return false;
  });
  for (const element of doomed) tree.detachNode(element);
}

function setRobots(document: T.Document) {
  const head = findElement(document, (element) => element.tagName === "head")!;
  const existing: T.Element[] = [];
  findElement(head, (element) => {
    if (element.tagName === "meta" && attr(element, "name")?.toLowerCase() === "robots") existing.push(element);
    return false;
  });
  for (const element of existing) tree.detachNode(element);
  const viewport = head.childNodes.findIndex((child) => isElement(child) && attr(child, "name") === "viewport");
  insertAt(head, viewport + 1, element("meta", { name: "robots", content: "noindex" }));
}

// --- parse5 tree helpers -------------------------------------------------------------------------

const isElement = (node: T.Node): node is T.Element => "tagName" in node;

const attr = (element: T.Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function setAttr(element: T.Element, name: string, value: string) {
  const existing = element.attrs.find((a) => a.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

function removeAttr(element: T.Element, name: string) {
  element.attrs = element.attrs.filter((a) => a.name !== name);
}

function element(tagName: string, attrs: Record<string, string>): T.Element {
  return tree.createElement(tagName, html.NS.HTML, Object.entries(attrs).map(([name, value]) => ({ name, value })));
}

function setText(element: T.Element, text: string) {
  element.childNodes = [];
  tree.insertText(element, text);
}

function textOf(node: T.ParentNode): string {
  return node.childNodes.map((child) => (child.nodeName === "#text" ? (child as T.TextNode).value : "tagName" in child ? textOf(child) : "")).join("");
}

function insertAt(parent: T.Element, index: number, child: T.Element) {
  const before = parent.childNodes[index];
  if (before) tree.insertBefore(parent, child, before);
  else tree.appendChild(parent, child);
}

/** Depth-first, document order; returns the first element `match` accepts (also a visitor that always says no). */
function findElement(root: T.ParentNode, match: (element: T.Element) => boolean): T.Element | undefined {
  const stack: T.ChildNode[] = [...root.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (match(node)) return node;
    const children = node.tagName === "template" ? (node as T.Template).content.childNodes : node.childNodes;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return undefined;
}

/** A deep copy of an element (attributes included), detached from the document. */
function cloneElement(source: T.Element, parentNode: T.ParentNode | null): T.Element {
  const copy: T.Element = {
    ...source,
    attrs: source.attrs.map((a) => ({ ...a })),
    parentNode,
    childNodes: [],
    sourceCodeLocation: undefined,
  };
  copy.childNodes = source.childNodes.map((child): T.ChildNode => {
    if (isElement(child)) return cloneElement(child, copy);
    return { ...child, parentNode: copy } as T.ChildNode;
  });
  if (source.tagName === "template") {
    const content = (source as T.Template).content;
    const fragment = tree.createDocumentFragment();
    fragment.childNodes = content.childNodes.map((child) => (isElement(child) ? cloneElement(child, fragment) : ({ ...child, parentNode: fragment } as T.ChildNode)));
    (copy as T.Template).content = fragment;
  }
  return copy;
}
