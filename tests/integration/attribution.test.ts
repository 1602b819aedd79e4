/**
 * A lead carries where it came from (ADR 016): the browser's record of the visit when the site's
 * script sent the form, what the request itself showed when it did not; stored, emailed, in the
 * webhook and in the export, and never a way in for hostile values.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages } from "#server/platform/db/schema.ts";
import { toCsv } from "#server/sales/leads/export.ts";
import { startSmtpSink, startWebhookSink } from "#tests/shared/delivery-sinks.ts";
import { closedAfterEach, startHarness, waitFor } from "./harness.ts";

const valid = { name: "Jane Smith", email: "jane@example.com", company: "Acme", phone: "", message: "Tell me about AI SDR." };
const SECRET = `whsec_${Buffer.from("attribution-signing-key-0123").toString("base64")}`;

const track = closedAfterEach();

describe("attribution", () => {
  async function start() {
    const smtp = track(await startSmtpSink());
    const hook = track(await startWebhookSink());
    const h = track(
      await startHarness({
        email: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, to: "sales@vendor.test", from: "Website <web@vendor.test>" },
        webhook: { url: hook.url, secret: SECRET },
      }),
    );
    const lead = async (id: string) => (await h.pipeline.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;
    return { h, smtp, hook, lead };
  }

  it("stores the visit's first and last touch, and sends them in the email and the webhook", async () => {
    const { h, smtp, hook, lead } = await start();
    const firstAt = new Date(Date.now() - 42 * 60_000).toISOString();
    const attribution = {
      first: {
        page: "/aisdr",
        referrer: "https://www.linkedin.com/feed/?trk=x",
        params: { utm_source: "LinkedIn", utm_medium: "paid-social", utm_campaign: "q4-sdr", li_fat_id: "abc123" },
        at: firstAt,
      },
      last: { page: "/pricing", referrer: "https://www.google.com/", params: {}, at: new Date().toISOString() },
    };
    const answer = await h.post({ ...valid, attribution }, { headers: { referer: `${h.url}/contact` } });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };

    const stored = await lead(id);
    expect(stored.sourcePage).toBe("/contact");
    expect(stored.attribution).toMatchObject({
      version: 1,
      capturedBy: "browser",
      first: { source: "linkedin", medium: "paid-social", campaign: "q4-sdr", landingPage: "/aisdr", referrer: "https://www.linkedin.com/feed/", clickIds: { li_fat_id: "abc123" } },
      last: { source: "google", medium: "organic", landingPage: "/pricing" },
    });
    expect(stored.attribution!.secondsToConvert).toBeGreaterThanOrEqual(42 * 60 - 5);

    const mail = await waitFor(() => smtp.mails[0]);
    expect(mail.text).toContain("First touch: linkedin / paid-social · campaign q4-sdr · landing page /aisdr");
    expect(mail.text).toContain("Last touch: google / organic · landing page /pricing · referrer https://www.google.com/");
    expect(mail.text).toContain("First visit to message: 42 min");

    const received = await waitFor(() => hook.hooks[0]);
    const body = JSON.parse(received.body);
    expect(body).toMatchObject({
      type: "contact.created",
      version: 3,
      data: { id, form: null, answers: null, attribution: { first: { source: "linkedin", campaign: "q4-sdr" }, last: { source: "google" } } },
    });

    const [header, row] = toCsv([{ ...stored, owner: null }]).split("\r\n");
    const cells = Object.fromEntries(header!.split(",").map((name, i) => [name, row!.split(",")[i]]));
    expect(cells).toMatchObject({ firstSource: "linkedin", firstCampaign: "q4-sdr", firstLandingPage: "/aisdr", lastSource: "google", lastMedium: "organic", firstClickIds: "li_fat_id=abc123" });
  });

  it("records what the server saw for a form posted without JavaScript: the sending page and its campaign", async () => {
    const { h, smtp, lead } = await start();
    const form = await h.post(undefined, {
      raw: new URLSearchParams({ ...valid, attribution: '{"first":{"params":{"utm_source":"forged"}}}' }).toString(),
      contentType: "application/x-www-form-urlencoded",
      headers: { referer: `${h.url}/contact?utm_source=Newsletter&utm_medium=email&utm_campaign=november` },
    });
    expect(form.status).toBe(303);
    const [stored] = await h.pipeline.database.db.select().from(contactMessages);
    expect((await lead(stored!.id)).attribution).toMatchObject({
      capturedBy: "server",
      first: { source: "newsletter", medium: "email", campaign: "november", landingPage: "/contact", at: null },
      last: { source: "newsletter", campaign: "november" },
      secondsToConvert: null,
    });
    const mail = await waitFor(() => smtp.mails[0]);
    expect(mail.text).toContain("First and last touch: newsletter / email · campaign november · landing page /contact");
  });

  it("bounds and cleans hostile attribution instead of storing it or failing the message", async () => {
    const { h, smtp, lead } = await start();
    const hostile = {
      first: {
        page: "javascript:alert(1)",
        referrer: "data:text/html,<script>",
        params: { utm_source: "x".repeat(5000), utm_campaign: "a\r\nBcc: victim@example.com", utm_term: { $ne: 1 }, __proto__: { polluted: true } },
        at: "9999-01-01",
      },
      last: { page: ["/"], referrer: 42, params: "utm_source=y", at: null, extra: "z".repeat(20_000) },
      more: Array.from({ length: 1000 }, () => ({ nested: true })),
    };
    const answer = await h.post({ ...valid, attribution: hostile });
    expect(answer.status).toBe(201);
    const stored = (await lead(((await answer.json()) as { id: string }).id)).attribution!;
    expect(stored.first.source).toHaveLength(200);
    expect(stored.first.campaign).toBe("aBcc: victim@example.com");
    expect(stored.first).toMatchObject({ landingPage: null, referrer: null, term: null, at: null });
    expect(stored.last).toMatchObject({ source: "(direct)", medium: "(none)", landingPage: null });
    expect(JSON.stringify(stored)).not.toMatch(/polluted|extra|nested|zzzz/);
    const mail = await waitFor(() => smtp.mails[0]);
    // The forged header stays inside one line of the body.
    expect(mail.text).not.toMatch(/^Bcc:/im);
  });
});
