/**
 * The site's languages as the admin sets them (ADR 054): refused in words by field (a code that is
 * none, one twice, a segment the site or one of its pages already has), kept apart from the
 * site's facts (saving those keeps the languages), and the admin's alone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LOCALE_SETTINGS, LOCALE_SETTINGS_WORDS, LOCALE_WORDS, MISSING_WORDS, type LocaleSettings } from "#shared/i18n/locales.ts";
import { DEFAULT_SETTINGS } from "#shared/site-settings.ts";
import { LOCALE_ADDRESS_WORDS } from "#server/platform/site-settings.ts";
import { pages } from "#server/platform/db/schema.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { adminClient } from "./admin-client.ts";
import { startHarness, type Harness } from "./harness.ts";

describe("the site's languages", () => {
  let h: Harness;
  let admin: Awaited<ReturnType<typeof adminClient>>;
  beforeAll(async () => {
    h = await startHarness();
    admin = await adminClient(h, "admin@vendor.example", "admin");
  });
  afterAll(async () => h?.close());
  const problemsOf = async (locales: unknown) => {
    const answer = await admin.put("/settings/locales", { locales });
    return { status: answer.status, problems: ((await answer.json()) as { problems?: Record<string, string> }).problems };
  };

  it("are today's one language until the admin adds one", async () => {
    expect(await admin.get("/settings/locales")).toEqual({ locales: DEFAULT_LOCALE_SETTINGS });
  });

  it("refuses codes that are none, twice, reserved, or the address of a page, in words by field", async () => {
    await h.pipeline.database.db.insert(pages).values({ path: "/fr/offre", document: { path: "/fr/offre" } as unknown as PageDocument });
    expect(await problemsOf({ default: "en-US", others: ["de", "klingon", "DE", "fr", "og"], missing: "maybe" })).toEqual({
      status: 422,
      problems: {
        "others.1": LOCALE_WORDS.shape,
        "others.2": LOCALE_SETTINGS_WORDS.twice,
        "others.4": LOCALE_WORDS.reserved("og"),
        missing: MISSING_WORDS.choose,
      },
    });
    expect(await problemsOf({ default: "en-US", others: ["de", "fr"], missing: "not-found" })).toEqual({ status: 422, problems: { "others.1": LOCALE_ADDRESS_WORDS.taken("fr", "/fr/offre") } });
    expect((await admin.put("/settings/locales", { locales: { default: "en-US", others: "de" } })).status).toBe(400);
    expect(await admin.get("/settings/locales")).toEqual({ locales: DEFAULT_LOCALE_SETTINGS });
  });

  it("stores them canonical, and the site's facts saved later keep them", async () => {
    const wanted: LocaleSettings = { default: "en-US", others: ["DE", "ar"], missing: "not-found" };
    const saved = await admin.put("/settings/locales", { locales: wanted });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ locales: { default: "en-US", others: ["de", "ar"], missing: "not-found" }, changed: true });
    expect((await admin.put("/settings", { settings: { ...DEFAULT_SETTINGS, email: "team@newco.example" } })).status).toBe(200);
    expect(await admin.get("/settings/locales")).toEqual({ locales: { default: "en-US", others: ["de", "ar"], missing: "not-found" } });
    expect(await admin.get<{ settings: { email: string } }>("/settings")).toMatchObject({ settings: { email: "team@newco.example" } });
  });

  it("keep their segment for their pages: no page of the default language may be made there", async () => {
    const made = await admin.post("/pages", { template: "blank", path: "/de/angebot", title: "Angebot" });
    expect(made.status).toBe(422);
    expect(((await made.json()) as { problems: Record<string, string> }).problems).toEqual({ path: "/de holds the pages of one of the site's languages; choose an address outside it." });
    expect((await admin.post("/pages", { template: "blank", path: "/design", title: "Design" })).status).toBe(201);
  });

  it("keep their default language while translations exist", async () => {
    const { db } = h.pipeline.database;
    const [original] = await db
      .insert(pages)
      .values({ path: "/offer", document: { path: "/offer" } as unknown as PageDocument })
      .returning();
    await db.insert(pages).values({ path: "/de/angebot", document: { path: "/de/angebot" } as unknown as PageDocument, locale: "de", translationOf: original!.id });
    expect(await problemsOf({ default: "fr", others: ["de", "ar"], missing: "not-found" })).toEqual({ status: 422, problems: { default: LOCALE_ADDRESS_WORDS.defaultHeld("en-US", 1) } });
    expect(await admin.get("/settings/locales")).toEqual({ locales: { default: "en-US", others: ["de", "ar"], missing: "not-found" } });
  });

  it("are the admin's: an editor may not change them", async () => {
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    expect((await editor.put("/settings/locales", { locales: DEFAULT_LOCALE_SETTINGS })).status).toBe(403);
  });
});
