import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";

/**
 * The brand and every contact fact live only in shared/content/site.ts (content says `{brand}`, `{email}`…),
 * so a rebrand or a new phone number is one edit. This scans every source and content file.
 */
const ROOTS = ["app", "shared", "server", "scripts", "content", "tests"];
const ALLOWED = new Set([path.normalize("shared/content/site.ts")]);
const EXTENSIONS = /\.(ts|tsx|js|mjs|css|md|json|ya?ml|html)$/;

const digitsOnly = (value: string) => value.replace(/\D/g, "");
const forbidden: Array<[string, RegExp]> = [
  ["brand", new RegExp(site.brand, "i")],
  ["email", new RegExp(site.email.replace(/[.@]/g, "\\$&"), "i")],
  ["email domain", new RegExp(site.email.split("@")[1]!.replace(/\./g, "\\."), "i")],
  ["phone", new RegExp(site.phone.display.replace(/[()+]/g, "\\$&"))],
  ["phone digits", new RegExp(digitsOnly(site.phone.display).slice(-7))],
  ["street", new RegExp(site.address.street.split(",")[0]!, "i")],
  ["office city", new RegExp(site.address.locality, "i")],
  ["postal code", new RegExp(`\\b${site.address.postalCode}\\b`)],
];

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (EXTENSIONS.test(entry.name)) files.push(path.normalize(full));
    }
  };
  for (const root of ROOTS) if (fs.existsSync(root)) walk(root);
  return files;
}

describe("site facts have one home", () => {
  it("scans a meaningful number of files", () => {
    expect(sourceFiles().length).toBeGreaterThan(50);
  });

  it("no file but shared/content/site.ts spells out the brand or a contact detail", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles()) {
      if (ALLOWED.has(file)) continue;
      const text = fs.readFileSync(file, "utf8");
      for (const [what, pattern] of forbidden) {
        const line = text.split("\n").findIndex((l) => pattern.test(l));
        if (line >= 0) offenders.push(`${file}:${line + 1} contains the ${what}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("detects a literal when one is planted", () => {
    const planted = `const footer = "Call ${site.phone.display}";`;
    expect(forbidden.some(([, pattern]) => pattern.test(planted))).toBe(true);
  });
});
