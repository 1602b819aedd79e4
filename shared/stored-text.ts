/**
 * What text the store can keep. PostgreSQL refuses the NUL character in text and in JSON (22021,
 * 22P05), and a JSON column half of a UTF-16 pair (a text column turns it into "�"); neither is
 * anything a person means to write. One rule for every text: the schemas' (fields.ts, post fields)
 * and the admin API's, which checks every JSON body before a route reads it (server/auth/http.ts).
 */

/* eslint-disable-next-line no-control-regex -- finding NUL is the point */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_PROBLEM =
  "This text holds an invisible character that cannot be stored (a NUL, or half of an emoji), often pasted from another program: remove it, or type the text again.";

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * Where the first text of `value` (a parsed JSON body) that cannot be stored sits, as its field's
 * path ("document.sections.2.title"; a key is text too); undefined when all of it can be. Walked
 * without recursion: a body may nest as deep as its size allows.
 */
export function unstorableTextAt(value: unknown): string | undefined {
  const pending: Array<{ item: unknown; at: string; key: string }> = [{ item: value, at: "", key: "" }];
  while (pending.length) {
    const { item, at, key } = pending.pop()!;
    if (!isStorableText(key) || (typeof item === "string" && !isStorableText(item))) return at;
    if (!item || typeof item !== "object") continue;
    const entries = Array.isArray(item) ? item.map((child, index) => [String(index), child] as const) : Object.entries(item);
    // Pushed last first, so the body's first field is the one named.
    for (const [name, child] of entries.reverse()) pending.push({ item: child, at: at ? `${at}.${name}` : name, key: name });
  }
  return undefined;
}
