/**
 * A page translation's file for a translation agency through the admin API (ADR 054): downloaded
 * as XLIFF 2.0 with the original's words, sent back translated and taken whole into the
 * translation (up to date with its original), and refused in words, with nothing written, when a
 * unit is wrong, the page is an original, the file is too large or the caller may not edit pages.
 */
import js2xliff from "xliff/js2xliff";
import xliff2js from "xliff/xliff2js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageDocument } from "#shared/pages/page.ts";
import { ADMIN_API } from "#server/auth/http.ts";
import { adminClient } from "./admin-client.ts";
import { startHarness, type Harness } from "./harness.ts";

interface PageAnswer {
  page: { id: number; status: string; revision: number; document: PageDocument };
  translation: { outOfDate: boolean } | null;
  problems?: Record<string, string>;
  error?: string;
}

describe("a page translation's file", () => {
  let h: Harness;
  let editor: Awaited<ReturnType<typeof adminClient>>;
  let home: PageAnswer["page"];
  let german: PageAnswer["page"];

  const send = (id: number, body: string, format = "xliff", client = editor) =>
    fetch(`${h.url}${ADMIN_API}/pages/${id}/translation-file?format=${format}`, { method: "PUT", headers: { ...client.headers, "content-type": "application/xliff+xml" }, body });
  const download = (id: number, format = "xliff", client = editor) => fetch(`${h.url}${ADMIN_API}/pages/${id}/translation-file?format=${format}`, { headers: client.headers });
  /** What a translator's tool sends back: each unit's target written ("DE " before the English keeps its {brand} and links). */
  const translatedFile = async (xml: string, leaveOut?: string) => {
    const js = await xliff2js(xml);
    for (const [field, unit] of Object.entries(js.resources![`page-${german.id}`]!)) unit.target = field === leaveOut ? "" : `DE ${unit.source as string}`;
    return js2xliff(js);
  };

  beforeAll(async () => {
    h = await startHarness({ builtSite: true });
    const admin = await adminClient(h, "admin@vendor.example", "admin");
    editor = await adminClient(h, "editor@vendor.example", "editor");
    expect((await admin.put("/settings/locales", { locales: { default: "en-US", others: ["de"], missing: "default-page" } })).status).toBe(200);
    const { pages } = await editor.get<{ pages: Array<{ id: number; path: string }> }>("/pages");
    home = (await editor.get<PageAnswer>(`/pages/${pages.find((page) => page.path === "/")!.id}`)).page;
    german = ((await (await editor.post(`/pages/${home.id}/translations`, { locale: "de" })).json()) as PageAnswer).page;
  }, 60_000);
  afterAll(async () => h?.close());

  it("downloads as XLIFF 2.0: the original's words as sources, nothing yet as targets", async () => {
    const response = await download(german.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xliff+xml; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="de.xlf"');
    const xml = await response.text();
    expect(xml).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US" trgLang="de">');
    const units = (await xliff2js(xml)).resources![`page-${german.id}`]!;
    expect(units["title"]).toEqual({ source: home.document.title, target: "" });
    expect(Object.keys(units).length).toBeGreaterThan(10);
  });

  it("is refused whole, naming each wrong unit, with nothing written", async () => {
    const before = (await editor.get<PageAnswer>(`/pages/${german.id}`)).page;
    const response = await send(german.id, await translatedFile(await (await download(german.id)).text(), "title"));
    expect(response.status).toBe(422);
    expect(((await response.json()) as PageAnswer).problems).toEqual({ file: "title: not translated yet." });
    expect((await editor.get<PageAnswer>(`/pages/${german.id}`)).page).toEqual(before);

    // Sent back untouched, every text is wrong: the first ten are named a line each, then how many more.
    const untouched = await send(german.id, await (await download(german.id)).text());
    const lines = (((await untouched.json()) as PageAnswer).problems?.["file"] ?? "").split("\n");
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe("title: not translated yet.");
    expect(lines[10]).toMatch(/^…and \d+ more\.$/);
  });

  it("comes back translated and gives the translation every word, up to date with its original", async () => {
    const response = await send(german.id, await translatedFile(await (await download(german.id)).text()));
    expect(response.status).toBe(200);
    const after = await editor.get<PageAnswer>(`/pages/${german.id}`);
    expect(after.page.document.title).toBe(`DE ${home.document.title}`);
    expect(after.page.document.path).toBe("/de");
    expect(after.page.document.sections[0]).toMatchObject({ title: `DE ${(home.document.sections[0] as { title: string }).title}` });
    expect(after.translation?.outOfDate).toBe(false);
    // Its placeholders are gone: the translation can now go to review and live.
    expect(JSON.stringify(after.page.document)).not.toContain("[Write");
  });

  it("is refused for an original, an unknown format, a file too large, and a role that may not edit pages", async () => {
    expect((await send(home.id, "<xliff/>")).status).toBe(409);
    expect((await download(german.id, "docx")).status).toBe(400);
    expect((await send(german.id, " ".repeat(3 * 1024 * 1024))).status).toBe(413);
    const sales = await adminClient(h, "sales@vendor.example", "sales");
    expect((await download(german.id, "xliff", sales)).status).toBe(403);
    expect((await send(german.id, "<xliff/>", "xliff", sales)).status).toBe(403);
  });
});
