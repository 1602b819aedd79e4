/**
 * The "visitor" channel: the email that gives a form's visitor what they unlocked (gated content),
 * the same signed link the thank-you showed. The link is made again from the lead (its id, file and
 * expiry) by a port the composition passes in (the site's downloads), so this area signs nothing
 * itself. Written only for a lead that unlocked something, and only when SMTP is configured. A form
 * can be filled in with anyone's address, so an address gets a few of them a day at most, and the
 * name typed beside it is never put in the email.
 */
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { contactMessages, outbox, type ContactMessageRow, type OutboxChannel } from "#server/platform/db/schema.ts";
import { PermanentFailure } from "#server/platform/jobs/worker.ts";
import type { Unlocked } from "#shared/forms/form.ts";
import { site } from "#shared/content/site.ts";
import { escapeHtml } from "#server/platform/html-text.ts";
import { EMAIL_DEADLINE_MS, type Mailer } from "./deliver-email.ts";
import type { Deliverer } from "./deliveries.ts";

/** Download emails one address gets in 24 hours at most; the next is refused (dead, saying why). */
export const VISITOR_EMAILS_PER_DAY = 3;

export interface VisitorEmails {
  db: Database;
  mailer: Mailer;
  from: string;
  /** Where the visitor's replies go: the team's inbox. */
  replyTo: string;
  /** The site's address, before the link's path. */
  publicUrl: string;
  /** The signed link (a path) for what lead `leadId` unlocked: server/site/downloads.ts `linkFor`. */
  downloadLink: (leadId: string, unlocked: Unlocked) => Promise<string>;
  now?: () => Date;
}

/** The outbox channels of a new lead: `channels`, and "visitor" when it unlocked a file and visitor emails are on. */
export function leadChannels(channels: readonly OutboxChannel[], unlocked: Unlocked | undefined, visitorEmails: boolean): OutboxChannel[] {
  return unlocked && visitorEmails ? [...channels, "visitor"] : [...channels];
}

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }) + " UTC";

export const visitorEmailCopy = {
  subject: (label: string) => `Your download: ${label}`,
  greeting: "Hello,",
  intro: (label: string) => `Thank you for your interest. Here is your download, "${label}":`,
  expires: (at: string) => `The link works until ${when(at)}. After that, fill in the form again to get a new one.`,
  signature: `The ${site.brand} team`,
} as const;

export function visitorEmailText(unlocked: Unlocked, link: string): string {
  const copy = visitorEmailCopy;
  return [copy.greeting, "", copy.intro(unlocked.label), link, "", copy.expires(unlocked.expiresAt), "", copy.signature].join("\n");
}

export function visitorEmailHtml(unlocked: Unlocked, link: string): string {
  const copy = visitorEmailCopy;
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body style="font-family: sans-serif; line-height: 1.5">',
    paragraph(copy.greeting),
    paragraph(copy.intro(unlocked.label)),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(unlocked.label)}</a></p>`,
    paragraph(copy.expires(unlocked.expiresAt)),
    paragraph(copy.signature),
    "</body></html>",
  ].join("");
}

/** The download emails sent to `email` (in any case) since `since`. */
async function sentSince(db: Database, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(outbox)
    .innerJoin(contactMessages, eq(contactMessages.id, outbox.messageId))
    .where(and(sql`lower(${contactMessages.email}) = lower(${email})`, eq(outbox.channel, "visitor"), eq(outbox.status, "delivered"), gt(outbox.deliveredAt, since)));
  return row?.sent ?? 0;
}

export function createVisitorDelivery({ db, mailer, from, replyTo, publicUrl, downloadLink, now = () => new Date() }: VisitorEmails): Deliverer {
  return {
    deadlineMs: EMAIL_DEADLINE_MS,
    // One at a time per contact (one address), so the day's count is never raced past.
    oneAtATimePerContact: true,
    async deliver(message: ContactMessageRow, deliveryId: string) {
      const unlocked = message.unlocked;
      // Nothing unlocked (erased since), or a link already past its time: an email would give nothing.
      if (!unlocked || new Date(unlocked.expiresAt) <= now()) return;
      if ((await sentSince(db, message.email, new Date(now().getTime() - 86_400_000))) >= VISITOR_EMAILS_PER_DAY) {
        throw new PermanentFailure(`Not sent: ${message.email} got ${VISITOR_EMAILS_PER_DAY} download emails in the last 24 hours, the most an address gets (anyone can type it into a form).`);
      }
      const link = new URL(await downloadLink(message.id, unlocked), publicUrl).href;
      await mailer.send({
        from,
        to: message.email,
        replyTo,
        subject: visitorEmailCopy.subject(unlocked.label),
        text: visitorEmailText(unlocked, link),
        html: visitorEmailHtml(unlocked, link),
        messageId: `<${deliveryId}@leads.invalid>`,
      });
    },
  };
}
