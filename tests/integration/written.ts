/** A template's placeholder copy ("[Write the headline]") replaced in every string, as a writer would. */
export function written(value: unknown): unknown {
  if (typeof value === "string") return value.replace(/^\[Write (.*)\]$/, (_, what: string) => `Our ${what}`);
  if (Array.isArray(value)) return value.map(written);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, written(item)]));
  return value;
}
