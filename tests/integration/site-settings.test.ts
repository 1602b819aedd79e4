/**
 * The site's settings as an editor changes them (ADR 027): refused by field in words, then live on
 * every page (the footer is on all of them), the contact page's hours, the booking
 * frame and its CSP, the organisation's structured data and the not-found answer, the moment the
 * API has answered. A row written around the API cannot put markup or a script link on the site.
 * Over the real build.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { DEFAULT_SETTINGS, type SiteSettings } from "#shared/site-settings.ts";
import { auditLog, siteSettings } from "#server/platform/db/schema.ts";
import { readPageFiles } from "#server/site/render/page-files.server.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { adminClient } from "./admin-client.ts";
import { startHarness, type Harness } from "./harness.ts";

/** Every page made of sections (from the seed), and the blog's list. */
const PAGES = readPageFiles().map((page) => page.path).filter((path) => path !== "/404").concat("/blog");

const changed: SiteSettings = {
  ...DEFAULT_SETTINGS,
  email: "team@newco.example",
  phone: "+44 20 7946 0321",
  address: { street: "1 Canada Square", locality: "London", region: "Greater London", postalCode: "E14 5AB", country: "GB" },
  hours: { timeZone: "Europe/London", days: [...DEFAULT_SETTINGS.hours.days.slice(0, 5), null, null] },
  socials: { LinkedIn: "https://www.linkedin.com/company/newco" },
  schedulerUrl: "https://meet.newco.example/demo",
};

const footerOf = (html: string) => (/<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "").replaceAll("<!-- -->", "");
const directive = (csp: string, name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `))?.split(" ").slice(1) ?? [];

describe("site settings", () => {
  let h: Harness;
  let editor: Awaited<ReturnType<typeof adminClient>>;
  beforeAll(async () => {
    h = await startHarness({ builtSite: true });
    editor = await adminClient(h, "editor@vendor.example", "editor");
  });
  afterAll(async () => h?.close());
  const page = (path: string) => fetch(`${h.url}${path}`);

  it("refuses wrong settings by field, then shows the new ones on every page at once", async () => {
    const initial = await editor.get<{ settings: SiteSettings; updatedBy: string | null }>("/settings");
    expect(initial).toMatchObject({ settings: DEFAULT_SETTINGS, updatedBy: null });

    const wrong: SiteSettings = {
      ...changed,
      email: "team at newco",
      phone: "020 7946 0321",
      hours: { timeZone: "Mars/Olympus", days: [{ opens: "18:00", closes: "09:00" }, ...changed.hours.days.slice(1)] },
      socials: { X: "https://www.linkedin.com/in/someone" },
      schedulerUrl: "http://meet.newco.example/demo",
      legal: { privacyPolicyId: "privacy", termsOfServiceId: DEFAULT_SETTINGS.legal.termsOfServiceId },
    };
    const refused = await editor.put("/settings", { settings: wrong });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { problems: Record<string, string> }).problems).toEqual({
      email: "Give an email address, e.g. hello@example.com.",
      phone: "Write the number with its country code, e.g. +1 (212) 555-0199.",
      "hours.timeZone": "Choose a time zone from the list.",
      "hours.0": "The closing time must come after the opening time.",
      "socials.X": "Paste the profile's address, starting https://x.com/ or https://www.x.com/.",
      schedulerUrl: "Paste the booking page's address, starting https://.",
      "legal.privacyPolicyId": "Paste the policy's ID from the provider, e.g. 1a2b3c4d-….",
    });
    expect((await editor.put("/settings", { settings: { email: "x" } })).status).toBe(400);
    // Until a change is saved, the pages show the defaults.
    expect(footerOf(await (await page("/")).text())).toContain(site.email);

    const saved = await editor.put("/settings", { settings: changed });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ changed: ["email", "phone", "address", "hours", "socials", "schedulerUrl"], updatedBy: "editor@vendor.example" });

    // Every page, the moment the API has answered: the footer names the new facts and none of the old.
    for (const path of PAGES) {
      const footer = footerOf(await (await page(path)).text());
      expect(footer, path).toContain("team@newco.example");
      expect(footer, path).toContain('href="tel:+442079460321"');
      expect(footer, path).toContain("London, Greater London E14 5AB");
      expect(footer, path).toContain('href="https://www.linkedin.com/company/newco"');
      expect(footer, path).not.toContain(site.email);
      expect(footer, path).not.toContain("x.com/");
    }
    const missing = await page("/no-such-page");
    expect(missing.status).toBe(404);
    expect(footerOf(await missing.text())).toContain("team@newco.example");

    const contact = await (await page("/contact")).text();
    expect(contact).toMatch(/Monday - Friday<\/dt><dd[^>]*>9:00 AM - 6:00 PM/);
    expect(contact).toMatch(/Saturday - Sunday<\/dt><dd[^>]*>Closed/);
    expect(contact).toContain("United Kingdom Time.");

    // The booking frame loads the new scheduler, and its page's policy allows that origin alone.
    const booking = await page("/booking");
    expect(await booking.text()).toContain('src="https://meet.newco.example/demo?embed_domain=');
    const frames = directive(booking.headers.get("content-security-policy")!, "frame-src");
    expect(frames).toContain("https://meet.newco.example");
    expect(frames).not.toContain(new URL(site.scheduling.url).origin);

    const home = await (await page("/")).text();
    expect(home).toContain('"email":"team@newco.example","telephone":"+442079460321"');

    const [entry] = await h.pipeline.database.db.select().from(auditLog).where(eq(auditLog.action, "settings-changed"));
    expect(entry).toMatchObject({ actor: "editor@vendor.example", target: "email, phone, address, hours, socials, schedulerUrl" });

    // Saving the same again changes nothing and says so.
    expect(await (await editor.put("/settings", { settings: changed })).json()).toMatchObject({ changed: [] });
  });

  it("never shows markup or a script link written into the store around the API", async () => {
    const { db } = h.pipeline.database;
    const script = '<script>alert("x")</script>';
    const hostile = {
      email: `a${script}@x.example`,
      phone: `+1 ${script}`,
      address: { street: script, locality: "Paris", region: "IDF", postalCode: "75001", country: "FR" },
      socials: { LinkedIn: "javascript:alert(1)" },
      schedulerUrl: "javascript:alert(1)",
      legal: { privacyPolicyId: `"><script>`, termsOfServiceId: DEFAULT_SETTINGS.legal.termsOfServiceId },
    } as unknown as SiteSettings;
    await db.insert(siteSettings).values({ id: 1, settings: hostile, updatedAt: new Date(), updatedBy: "db" }).onConflictDoUpdate({ target: siteSettings.id, set: { settings: hostile } });
    // A new generation makes the pages read the row.
    await db.transaction((tx) => nextGeneration(tx));
    await h.content!.refresh();
    for (const path of ["/", "/contact", "/booking", "/privacy", "/blog"]) {
      const html = await (await page(path)).text();
      expect(html, path).not.toContain(script);
      expect(html, path).not.toContain("javascript:");
      expect(html, path).not.toContain('"><script>');
      // A group that breaks the rules shows the default; free text (a street) shows as text.
      expect(footerOf(html), path).toContain(site.email);
      expect(footerOf(html), path).toContain("&lt;script&gt;");
    }
  });
});
