/** A document's problems as an editor reads them: where (the section and field) and what to do. */
import type { z } from "zod";

/** "sections 3 (faq) › items 2 › answer: Write this; it cannot be empty." */
export function problemsInWords(error: z.ZodError, data?: unknown): string[] {
  return error.issues.map((issue) => `${whereOf(issue.path, data)}: ${issue.message}`);
}

function whereOf(path: readonly PropertyKey[], data: unknown): string {
  if (path.length === 0) return "the page";
  const parts: string[] = [];
  let node: unknown = data;
  for (const key of path) {
    node = node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === "number") {
      const type = node && typeof node === "object" && "type" in node ? ` (${String((node as { type: unknown }).type)})` : "";
      parts.push(`${parts.pop() ?? ""} ${key + 1}${type}`.trim());
    } else parts.push(String(key));
  }
  return parts.join(" › ");
}

/** The problems by field, as the editor shows them beside each one: "sections.2.items.0.title" → "Write this…". */
export function problemsByField(error: z.ZodError): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "page";
    problems[key] ??= issue.message;
  }
  return problems;
}
