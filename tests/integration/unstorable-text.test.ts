/**
 * Text PostgreSQL cannot keep (a NUL character, half of a UTF-16 pair) sent to every place the
 * studio and the site store text: refused 422 naming the field, never a 500, nothing stored; the
 * page preview refuses it as a save does. Over the real build and seeded store.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ADMIN_API } from "#server/auth/http.ts";
import { DEFAULT_MENUS } from "#shared/pages/menus.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import type { PostFields } from "#shared/post-fields.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, startHarness } from "./harness.ts";

const track = closedAfterEach();

const NUL = "\u0000";

interface Refusal {
  error?: string;
  problems?: Record<string, string>;
}

/** The field a 422 names, with the status, so a 500 or a 200 shows as itself. */
async function refusal(answer: Response | Promise<Response>): Promise<{ status: number; fields: string[] }> {
  const response = await answer;
  const body = (await response.json().catch(() => ({}))) as Refusal & { field?: string };
  return { status: response.status, fields: body.problems ? Object.keys(body.problems) : body.field ? [body.field] : [] };
}

describe("text the store cannot keep", () => {
  it("is refused 422 by field at every place the studio stores text, and by the page preview", { timeout: 60_000 }, async () => {
    const h = track(await startHarness({ builtSite: true }));
    const editor = await adminClient(h, "editor@vendor.example", "editor");

    const created = await editor.post("/pages", { template: "campaign", path: "/spring-webinar", title: "Spring webinar" });
    const { page } = (await created.json()) as { page: { id: number; revision: number; document: PageDocument } };
    const document = structuredClone(page.document);
    const withNul = { ...document, title: `Spring${NUL} webinar` };
    const inSection = structuredClone(document);
    (inSection.sections[1] as { intro: { title: string } }).intro.title = `Why${NUL}`;

    const menus = structuredClone(DEFAULT_MENUS);
    menus.header.entries[0]!.label = `Home${NUL}`;

    const blank = await editor.get<{ post: { fields: PostFields } }>("/posts/new/edit");

    expect(await refusal(editor.post("/pages", { template: "blank", path: "/our-story", title: `Our${NUL} story` }))).toEqual({ status: 422, fields: ["title"] });
    expect(await refusal(editor.put(`/pages/${page.id}`, { document: withNul, baseRevision: page.revision, editSession: "tab" }))).toEqual({ status: 422, fields: ["document.title"] });
    expect(await refusal(editor.put(`/pages/${page.id}`, { document: inSection, baseRevision: page.revision, editSession: "tab" }))).toEqual({ status: 422, fields: ["document.sections.1.intro.title"] });
    expect(await refusal(editor.post("/pages/preview", { document: withNul }))).toEqual({ status: 422, fields: ["document.title"] });
    expect(await refusal(editor.put("/menus", { menus, baseVersion: 0 }))).toEqual({ status: 422, fields: ["menus.header.entries.0.label"] });
    expect(await refusal(editor.post("/experiments", { name: `Headline${NUL} test`, pagePath: "/pricing" }))).toEqual({ status: 422, fields: ["name"] });
    expect(await refusal(editor.post("/posts", { fields: { ...blank.post.fields, title: `Ten${NUL} ways` }, editSession: "tab-p" }))).toEqual({ status: 422, fields: ["fields.title"] });
    expect(await refusal(editor.post("/authors", { name: "Sam Ortiz", bio: `Writes${NUL}` }))).toEqual({ status: 422, fields: ["bio"] });
    // Half of an emoji (a lone surrogate) is no text either: a JSON column refuses it.
    expect(await refusal(editor.post("/authors", { name: "Sam Ortiz", role: "Editor \ud83d" }))).toEqual({ status: 422, fields: ["role"] });
    expect(await refusal(editor.post("/media/describe", { name: "images/team.jpg", alt: `The team${NUL}` }))).toEqual({ status: 422, fields: ["alt"] });
    const upload = new FormData();
    upload.set("file", new Blob([new Uint8Array(await sharp({ create: { width: 64, height: 40, channels: 3, background: "#4f46e5" } }).png().toBuffer())], { type: "image/png" }), "team.png");
    upload.set("alt", `The team${NUL}`);
    expect(await refusal(fetch(`${h.url}${ADMIN_API}/media`, { method: "POST", headers: editor.headers, body: upload }))).toEqual({ status: 422, fields: ["alt"] });
    // A key is stored as much as its value.
    expect(await refusal(editor.put("/menus", { menus: DEFAULT_MENUS, baseVersion: 0, [`x${NUL}`]: 1 }))).toEqual({ status: 422, fields: [`x${NUL}`] });

    // Nothing of it was kept.
    const kept = await editor.get<{ page: { revision: number; document: PageDocument } }>(`/pages/${page.id}`);
    expect([kept.page.revision, kept.page.document.title]).toEqual([page.revision, "Spring webinar"]);
    expect((await editor.get<{ menus: typeof menus }>("/menus")).menus).toEqual(DEFAULT_MENUS);

    // The site's contact form, as JSON and as a plain form post.
    expect(await refusal(h.post({ name: `Jane${NUL}`, email: "jane@example.com", message: "Hello" }))).toEqual({ status: 422, fields: ["name"] });
    const form = await h.post(undefined, { contentType: "application/x-www-form-urlencoded", raw: new URLSearchParams({ name: "Jane", email: "jane@example.com", message: `Hello${NUL}` }).toString() });
    expect(form.status).toBe(422);
    // A booked demo's meeting address that cannot be stored is left out; the conversion is counted.
    const conversion = await fetch(`${h.url}/api/conversions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ kind: "demo_booked", meeting: `https://calendly.com/x${NUL}` }) });
    expect(conversion.status).toBe(204);
  });
});
