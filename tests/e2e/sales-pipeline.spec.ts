/**
 * The path from form to owner to meeting to CRM (issue 38), on a server of its own with two sales
 * reps, email to a real SMTP server, the scheduler's signing key and HubSpot (a local fake in the
 * documented shapes): two new visitors go one to each rep, each rep emailed; a returning visitor
 * stays with its owner; the scheduler's signed webhook puts the meeting on the right contact, which
 * its owner sees on the timeline; HubSpot holds exactly the three contacts.
 */
import { createHmac } from "node:crypto";
import { expect, test, type Browser } from "@playwright/test";
import { startFakeHubSpot, type FakeHubSpot } from "#tests/fakes/hubspot.ts";
import { axeViolations } from "#tests/shared/axe.ts";
import { startSmtpSink, type SmtpSink } from "#tests/shared/delivery-sinks.ts";
import { newAccount, sendContactForm, setUpAccount } from "./admin.ts";
import { E2E_PORT } from "./e2e-server.ts";
import { expectNoHorizontalScroll, startOwnServer, VIEWPORTS } from "./support.ts";

const SIGNING_KEY = "e2e-scheduler-signing-key-0123456789";
const REPS = ["ana.sales@vendor.example", "ben.sales@vendor.example"];

/** A booking as Calendly's webhook posts it, signed as its documentation says (t=…,v1=hex HMAC of "t.body"). */
function schedulerDelivery(email: string, name: string) {
  const body = JSON.stringify({
    event: "invitee.created",
    created_at: new Date().toISOString(),
    payload: {
      uri: `https://api.calendly.com/scheduled_events/E2E/invitees/${Date.now()}`,
      email,
      name,
      status: "active",
      scheduled_event: { uri: "https://api.calendly.com/scheduled_events/E2E", name: "30 minute demo", start_time: "2026-12-08T15:00:00.000000Z", end_time: "2026-12-08T15:30:00.000000Z" },
      tracking: { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null },
    },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac("sha256", SIGNING_KEY).update(`${t}.${body}`).digest("hex");
  return { body, headers: { "content-type": "application/json", "calendly-webhook-signature": `t=${t},v1=${v1}` } };
}

async function visitorSends(browser: Browser, url: string, lead: { name: string; email: string; message: string }) {
  const context = await browser.newContext({ baseURL: url });
  await sendContactForm(await context.newPage(), lead);
  await context.close();
}

test("each new lead gets an owner and an email, a returning one keeps its owner, a booked meeting lands on its contact, HubSpot holds three", async ({ browser }) => {
  test.setTimeout(180_000);
  let hubspot: FakeHubSpot | undefined;
  let smtp: SmtpSink | undefined;
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
  try {
    hubspot = await startFakeHubSpot({ owners: REPS.map((email, index) => ({ id: String(700 + index), email })) });
    smtp = await startSmtpSink();
    server = await startOwnServer("sales-pipeline", E2E_PORT + 40, {
      PUBLIC_URL: `http://localhost:${E2E_PORT + 40}`,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_TO: "sales-inbox@vendor.example",
      HUBSPOT_ACCESS_TOKEN: hubspot.accessToken,
      HUBSPOT_API_URL: hubspot.url,
      SCHEDULER_SIGNING_KEY: SIGNING_KEY,
      RATE_LIMIT_PER_MINUTE: "1000",
      OUTBOX_POLL_MS: "200",
    });
    const links = REPS.map((email) => newAccount(email, "sales", { dataDir: server!.dataDir, publicUrl: server!.url }));
    const ownerEmails = (rep: string) => smtp!.mails.filter((mail) => mail.to[0] === rep && /Subject: New lead for you/.test(mail.raw));

    // Cy wrote last month; today two new visitors write, then Cy again.
    const cy = { name: "Cy Returning", email: "cy@returning.example", message: "We spoke last month about AI SDR." };
    await visitorSends(browser, server.url, cy);
    await expect.poll(() => REPS.map((rep) => ownerEmails(rep).length).sort()).toEqual([0, 1]);
    const cyOwner = REPS.find((rep) => ownerEmails(rep).length === 1)!;
    const other = REPS.find((rep) => rep !== cyOwner)!;

    await visitorSends(browser, server.url, { name: "Ada Newcomer", email: "ada@newcomer.example", message: "A demo of ContentOS for our agency, please." });
    await visitorSends(browser, server.url, { name: "Bo Visitor", email: "bo@visitor.example", message: "How does InsightStream price for 12 seats?" });
    await visitorSends(browser, server.url, { ...cy, message: "Following up on my message: can we book a call?" });

    // One new visitor each, in turn, each rep told by email with the link; Cy's second message stays with Cy's owner.
    const subjects = (rep: string) => ownerEmails(rep).map((mail) => /Subject: New lead for you: ([^\r\n(]+)/.exec(mail.raw)?.[1]?.trim());
    await expect.poll(() => [subjects(other), subjects(cyOwner)]).toEqual([["Ada Newcomer"], ["Cy Returning", "Bo Visitor", "Cy Returning"]]);
    expect(ownerEmails(other)[0]!.raw).toMatch(/\/admin\/leads\/[\w-]+/);

    // The scheduler says Ada booked a demo: signed as documented, it lands on Ada's contact.
    const delivery = schedulerDelivery("ada@newcomer.example", "Ada Newcomer");
    const answer = await fetch(`${server.url}/api/scheduler/events`, { method: "POST", headers: delivery.headers, body: delivery.body });
    expect(answer.status).toBe(200);

    // HubSpot has each of the three people once (Cy's two messages are two notes on one contact).
    await expect.poll(() => hubspot!.contacts.map((contact) => contact.properties.email).sort(), { timeout: 30_000 }).toEqual(["ada@newcomer.example", "bo@visitor.example", "cy@returning.example"]);
    await expect.poll(() => hubspot!.notes.length).toBe(4);

    // Ada's owner signs in and finds the meeting on Ada's timeline.
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await setUpAccount(page, links[REPS.indexOf(other)]!);
    await page.getByRole("link", { name: "My leads" }).click();
    await page.getByRole("link", { name: /Ada Newcomer/ }).click();
    const timeline = page.getByRole("region", { name: "Notes and timeline" });
    await expect(timeline.getByText(/The scheduler booked “30 minute demo” for Dec 8, 2026/)).toBeVisible();
    await expect(timeline.getByText(/The scheduler changed the status from New to Meeting booked/)).toBeVisible();
    // The owner calls Ada and logs it: the call is on the timeline and is Ada's first answer, credited to them.
    await timeline.getByLabel("Log call").check();
    await timeline.getByLabel("Call outcome").selectOption({ label: "Connected" });
    await timeline.getByLabel("What was said (optional)").fill("Confirmed the demo time.");
    await timeline.getByRole("button", { name: "Log call" }).click();
    await expect(timeline.getByText(`${other} logged a call: Connected`)).toBeVisible();
    await expect(timeline.getByText("Confirmed the demo time.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Details" })).toContainText(`a call by ${other}`);
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page), `the lead's timeline at ${viewport.width}`).toEqual([]);
      await expectNoHorizontalScroll(page);
    }
    await context.close();
  } finally {
    server?.stop();
    await hubspot?.close();
    await smtp?.close();
  }
});
