import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCsv } from "#server/sales/leads/export.ts";
import { contactMessages, outbox } from "#server/platform/db/schema.ts";
import { eraseEmail, purgeOlderThan, retryDead } from "#server/sales/leads/queries.ts";
import { startSmtpSink, startWebhookSink, webhookSignatureValid } from "#tests/shared/delivery-sinks.ts";
import { closedAfterEach, startHarness, waitFor, type Harness } from "./harness.ts";

const valid = { name: "Jane Smith", email: "jane@example.com", company: "Acme", phone: "+1 555 0100", message: "Please call me about AI SDR." };
const WEBHOOK_SECRET = `whsec_${Buffer.from("a-very-secret-signing-key-123").toString("base64")}`;

const track = closedAfterEach();

async function rows(h: Harness) {
  const messages = await h.pipeline.database.db.select().from(contactMessages);
  const deliveries = await h.pipeline.database.db.select().from(outbox);
  return { messages, deliveries };
}

describe("lead pipeline", () => {
  const start = (overrides?: Parameters<typeof startHarness>[0]) => startHarness(overrides).then(track);

  it("answers the status-code table and stores only accepted messages", async () => {
    const hook = track(await startWebhookSink());
    const h = await start({ webhook: { url: hook.url, secret: WEBHOOK_SECRET } });

    const created = await h.post(valid);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    expect((await h.post(undefined, { raw: "{not json" })).status).toBe(400);
    expect((await h.post(undefined, { raw: "[1,2]" })).status).toBe(400);
    expect((await h.post(undefined, { raw: "null" })).status).toBe(400);
    expect((await h.post(undefined, { raw: "name=x", contentType: "text/plain" })).status).toBe(415);
    expect((await h.post(undefined, { raw: "<x/>", contentType: "application/xml" })).status).toBe(415);
    const tooLarge = await h.post({ ...valid, message: "x".repeat(65 * 1024) });
    expect(tooLarge.status).toBe(413);
    const invalid = await h.post({ ...valid, email: "nope", message: "" });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({
      error: "Please enter a valid email address",
      field: "email",
      fields: { email: "Please enter a valid email address", message: "Message is required" },
    });
    expect((await h.post(valid, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await h.post(valid, { headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await h.post(valid, { headers: { origin: h.url, "sec-fetch-site": "same-origin" } })).status).toBe(201);
    expect((await fetch(`${h.url}/api/submit-contact`)).status).toBe(405);

    const form = await h.post(undefined, {
      raw: new URLSearchParams({ ...valid, name: "Form Person" }).toString(),
      contentType: "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/thank-you");

    const { messages, deliveries } = await rows(h);
    expect(messages.map((m) => m.name).sort()).toEqual(["Form Person", "Jane Smith", "Jane Smith"]);
    expect(messages.find((m) => m.id === id)).toMatchObject({ email: "jane@example.com", company: "Acme" });
    // One outbox row per message for the one configured channel, written with it.
    expect(deliveries).toHaveLength(3);
    expect(h.logs.join("\n")).not.toContain("jane@example.com");
  });

  it("stores one message for a retried submit with the same Idempotency-Key", async () => {
    const h = await start();
    const headers = { "idempotency-key": "retry-7f3a" };
    const answers = await Promise.all(Array.from({ length: 5 }, () => h.post(valid, { headers })));
    const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(ids).size).toBe(1);
    expect((await rows(h)).messages).toHaveLength(1);
    expect((await h.post({ ...valid, message: "something else" }, { headers })).status).toBe(409);
    expect((await h.post(valid, { headers: { "idempotency-key": "x".repeat(300) } })).status).toBe(400);
  });

  it("commits a burst of concurrent submissions together without losing or mixing up any", async () => {
    const hook = track(await startWebhookSink());
    const h = await start({ webhook: { url: hook.url, secret: WEBHOOK_SECRET } });
    // Distinct messages, plus two racing retries of one key that can land in the same commit.
    const sends = Array.from({ length: 60 }, (_, i) => h.post({ ...valid, email: `burst${i}@example.com` }));
    const racing = [0, 1].map(() => h.post(valid, { headers: { "idempotency-key": "burst-retry" } }));
    const answers = await Promise.all([...sends, ...racing]);
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id));
    expect(ids[60]).toBe(ids[61]);
    const { messages, deliveries } = await rows(h);
    expect(messages).toHaveLength(61);
    expect(new Set(ids)).toEqual(new Set(messages.map((m) => m.id)));
    for (let i = 0; i < 60; i += 1) expect(messages.find((m) => m.id === ids[i])?.email).toBe(`burst${i}@example.com`);
    expect(deliveries.map((d) => d.messageId).sort()).toEqual(messages.map((m) => m.id).sort());
  });

  it("limits each client address to the configured rate, with Retry-After, by the address the trusted proxy appended", async () => {
    const h = await start({ rateLimitPerMinute: 5, proxyHops: 1 });
    // The proxy appends the address it saw; whatever the client wrote before that proves nothing.
    let forged = 0;
    const from = (ip: string) => ({ headers: { "x-forwarded-for": `10.9.${forged++ % 250}.${forged % 250}, ${ip}` } });
    for (let i = 0; i < 5; i += 1) expect((await h.post(valid, from("203.0.113.5"))).status).toBe(201);
    const limited = await h.post(valid, from("203.0.113.5"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await h.post(valid, from("198.51.100.7"))).status).toBe(201);
    expect((await rows(h)).messages).toHaveLength(6);
  });

  it("counts proxy hops from the right: behind two proxies the client is the second entry from the right", async () => {
    const h = await start({ rateLimitPerMinute: 1, proxyHops: 2 });
    const via = (client: string, forged = "1.2.3.4") => ({ headers: { "x-forwarded-for": `${forged}, ${client}, 10.0.0.2` } });
    expect((await h.post(valid, via("203.0.113.9"))).status).toBe(201);
    expect((await h.post(valid, via("203.0.113.9", "5.6.7.8"))).status).toBe(429);
    expect((await h.post(valid, via("198.51.100.1"))).status).toBe(201);
  });

  it("believes neither X-Forwarded-For nor X-Forwarded-Host unless a trusted proxy is configured", async () => {
    const h = await start({ rateLimitPerMinute: 2, proxyHops: 0 });
    // A page on another site cannot pass the origin check by claiming to be for its own host.
    const forgedHost = await h.post(valid, { headers: { origin: "https://evil.example", "x-forwarded-host": "evil.example" } });
    expect(forgedHost.status).toBe(403);
    expect((await h.post(valid, { headers: { "x-forwarded-for": "1.1.1.1" } })).status).toBe(201);
    expect((await h.post(valid, { headers: { "x-forwarded-for": "2.2.2.2" } })).status).toBe(201);
    expect((await h.post(valid, { headers: { "x-forwarded-for": "3.3.3.3" } })).status).toBe(429);
  });

  it("accepts and discards honeypot hits", async () => {
    const h = await start();
    const answer = await h.post({ ...valid, website: "http://spam.example" });
    expect(answer.status).toBe(201);
    expect((await rows(h)).messages).toHaveLength(0);
  });

  it("delivers to a real SMTP server, with the visitor as Reply-To", async () => {
    const smtp = track(await startSmtpSink());
    const h = await start({ email: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, to: "sales@vendor.test", from: "Website <web@vendor.test>" } });
    const { id } = (await (await h.post(valid)).json()) as { id: string };
    const mail = await waitFor(() => smtp.mails[0]);
    expect(mail.to).toEqual(["sales@vendor.test"]);
    expect(mail.raw).toContain("Subject: New website lead: Jane Smith (Acme)");
    expect(mail.raw).toMatch(/Reply-To: "?Jane Smith"? <jane@example.com>/);
    expect(mail.raw).toContain("Please call me about AI SDR.");
    expect(mail.raw).toMatch(new RegExp(`X-Lead-Id: ${id}`, "i"));
    await waitFor(async () => (await rows(h)).deliveries.every((d) => d.status === "delivered"));
  });

  it("keeps a message while SMTP is down and delivers it once SMTP is back", async () => {
    const probe = await startSmtpSink();
    const port = probe.port;
    await probe.close(); // nothing listens on this port now
    const h = await start({ email: { smtpUrl: `smtp://127.0.0.1:${port}`, to: "sales@vendor.test" }, outbox: { maxAttempts: 50, baseDelayMs: 50, maxDelayMs: 200, pollMs: 50 } });
    expect((await h.post(valid)).status).toBe(201);
    const failed = await waitFor(async () => {
      const [delivery] = (await rows(h)).deliveries;
      return delivery && delivery.attempts >= 1 && delivery.lastError ? delivery : undefined;
    });
    expect(failed.status).toBe("pending");
    const smtp = track(await startSmtpSink({ port }));
    await waitFor(() => smtp.mails[0], 15_000);
    const [delivery] = (await rows(h)).deliveries;
    await waitFor(async () => (await rows(h)).deliveries[0]?.status === "delivered");
    expect(delivery?.attempts).toBeGreaterThanOrEqual(2);
  });

  it("signs webhooks per Standard Webhooks and retries with the same webhook-id", async () => {
    const hook = track(await startWebhookSink({ secret: WEBHOOK_SECRET, statuses: [500] }));
    const h = await start({ webhook: { url: hook.url, secret: WEBHOOK_SECRET } });
    const { id } = (await (await h.post(valid)).json()) as { id: string };
    await waitFor(() => hook.hooks.length >= 2 && hook.hooks);
    const [first, second] = hook.hooks;
    expect(first!.headers["webhook-id"]).toBe(second!.headers["webhook-id"]);
    for (const received of [first!, second!]) {
      expect(received.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
      expect(received.signed).toBe(true);
      expect(Math.abs(Date.now() / 1000 - Number(received.headers["webhook-timestamp"]))).toBeLessThan(60);
    }
    // The receiver's check fails for another key, or a body changed on the way.
    expect(webhookSignatureValid(`whsec_${Buffer.from("another-signing-key").toString("base64")}`, first!.headers, first!.body)).toBe(false);
    expect(webhookSignatureValid(WEBHOOK_SECRET, first!.headers, first!.body.replace("jane@", "mallory@"))).toBe(false);
    expect(JSON.parse(second!.body)).toMatchObject({ type: "contact.created", data: { id, email: "jane@example.com" } });
    await waitFor(async () => (await rows(h)).deliveries[0]?.status === "delivered");
  });

  it("dead-letters after the last attempt and an operator can queue it again", async () => {
    const hook = track(await startWebhookSink({ statuses: [500, 500, 500] }));
    const h = await start({ webhook: { url: hook.url, secret: WEBHOOK_SECRET }, outbox: { maxAttempts: 3, baseDelayMs: 20, pollMs: 30 } });
    await h.post(valid);
    const dead = await waitFor(async () => (await rows(h)).deliveries.find((d) => d.status === "dead"));
    expect(dead.attempts).toBe(3);
    expect(dead.lastError).toContain("500");
    expect(await retryDead(h.pipeline.database.db)).toBe(1);
    h.pipeline.worker.wake();
    await waitFor(async () => (await rows(h)).deliveries[0]?.status === "delivered", 15_000);
    expect(hook.hooks.length).toBeGreaterThanOrEqual(4);
  });

  it("erases every record of an address, purges by age, and exports safe CSV", async () => {
    const hook = track(await startWebhookSink());
    const h = await start({ webhook: { url: hook.url, secret: WEBHOOK_SECRET } });
    await h.post(valid);
    await h.post({ ...valid, email: "JANE@example.com", name: '=HYPERLINK("x")' });
    await h.post({ ...valid, email: "other@example.com" });
    const csv = toCsv((await rows(h)).messages.map((message) => ({ ...message, owner: null })));
    expect(csv.split("\r\n")[0]).toBe(
      "id,createdAt,name,email,company,phone,sourcePage,locale,status,owner,contactId,dueAt,firstResponseAt,firstSource,firstMedium,firstCampaign,firstTerm,firstContent,firstLandingPage,firstReferrer,firstClickIds,firstAt,lastSource,lastMedium,lastCampaign,lastTerm,lastContent,lastLandingPage,lastReferrer,lastClickIds,lastAt,secondsToConvert,experiments,form,form_version,answers,message",
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(await eraseEmail(h.pipeline.database.db, " Jane@Example.com ")).toBe(2);
    const after = await rows(h);
    expect(after.messages.map((m) => m.email)).toEqual(["other@example.com"]);
    expect(after.deliveries.every((d) => d.messageId === after.messages[0]!.id)).toBe(true);
    await h.pipeline.database.db
      .update(contactMessages)
      .set({ createdAt: new Date(Date.now() - 400 * 24 * 3600 * 1000) })
      .where(eq(contactMessages.email, "other@example.com"));
    expect(await purgeOlderThan(h.pipeline.database.db, 365)).toBe(1);
  });

  it("never answers arbitrary input with a 5xx", async () => {
    const h = await start();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((value) => ({ raw: JSON.stringify(value), contentType: "application/json" })),
          fc.string().map((raw) => ({ raw, contentType: "application/json" })),
          fc.string().map((raw) => ({ raw, contentType: "application/x-www-form-urlencoded" })),
          fc
            .dictionary(fc.constantFrom("name", "email", "company", "phone", "message", "website", "x"), fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string())))
            .map((value) => ({ raw: JSON.stringify(value), contentType: "application/json" })),
        ),
        async ({ raw, contentType }) => {
          const answer = await h.post(undefined, { raw, contentType });
          expect(answer.status).toBeLessThan(500);
          await answer.body?.cancel();
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("a form posted without JavaScript, against the built site", () => {
  it("comes back, when rejected, as the built contact page with the error and the values kept, and no script", async () => {
    const h = track(await startHarness({ builtSite: true }));
    const response = await h.post(undefined, {
      raw: new URLSearchParams({ name: "Jane <b>Smith</b>", email: "not-an-email", company: "Acme", phone: "", message: "Hello" }).toString(),
      contentType: "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain('value="Jane &lt;b&gt;Smith&lt;/b&gt;"');
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain(">Hello</textarea>");
    // The prerendered contact page the server loaded (the site's chrome, not the minimal stand-in),
    // without its scripts, kept out of search results.
    expect(html).toMatch(/<header[\s>][\s\S]*<footer[\s>]/);
    expect(html).toContain("Validation Error");
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(html).not.toContain("<script");
    expect((await rows(h)).messages).toHaveLength(0);
  });
});
