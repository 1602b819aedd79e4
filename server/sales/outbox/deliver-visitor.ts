/**
 * The "visitor" channel: the email that gives a form's visitor what they unlocked (gated content),
 * the same signed link the thank-you showed. The link is made again from the lead (its id, file and
 * expiry) by a port the composition passes in (the site's downloads), so this area signs nothing
 * itself. Written only for a lead that unlocked something, and only when SMTP is configured.
 */
import type { OutboxChannel } from "#server/platform/db/schema.ts";
import type { ContactMessageRow } from "#server/platform/db/schema.ts";
import type { Unlocked } from "#shared/forms/form.ts";
import { site } from "#shared/content/site.ts";
import { escapeHtml } from "#server/platform/html-text.ts";
import { EMAIL_DEADLINE_MS, type Mailer } from "./deliver-email.ts";
import type { Deliverer } from "./deliveries.ts";

export interface VisitorEmails {
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
  greeting: (name: string) => `Hello ${name},`,
  intro: (label: string) => `Thank you for your interest. Here is your download, "${label}":`,
  expires: (at: string) => `The link works until ${when(at)}. After that, fill in the form again to get a new one.`,
  signature: `The ${site.brand} team`,
} as const;

export function visitorEmailText(name: string, unlocked: Unlocked, link: string): string {
  const copy = visitorEmailCopy;
  return [copy.greeting(name), "", copy.intro(unlocked.label), link, "", copy.expires(unlocked.expiresAt), "", copy.signature].join("\n");
}

export function visitorEmailHtml(name: string, unlocked: Unlocked, link: string): string {
  const copy = visitorEmailCopy;
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body style="font-family: sans-serif; line-height: 1.5">',
    paragraph(copy.greeting(name)),
    paragraph(copy.intro(unlocked.label)),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(unlocked.label)}</a></p>`,
    paragraph(copy.expires(unlocked.expiresAt)),
    paragraph(copy.signature),
    "</body></html>",
  ].join("");
}

export function createVisitorDelivery({ mailer, from, replyTo, publicUrl, downloadLink, now = () => new Date() }: VisitorEmails): Deliverer {
  return {
    deadlineMs: EMAIL_DEADLINE_MS,
    async deliver(message: ContactMessageRow, deliveryId: string) {
      const unlocked = message.unlocked;
      // Nothing unlocked (erased since), or a link already past its time: an email would give nothing.
      if (!unlocked || new Date(unlocked.expiresAt) <= now()) return;
      const link = new URL(await downloadLink(message.id, unlocked), publicUrl).href;
      await mailer.send({
        from,
        to: { name: message.name, address: message.email },
        replyTo,
        subject: visitorEmailCopy.subject(unlocked.label),
        text: visitorEmailText(message.name, unlocked, link),
        html: visitorEmailHtml(message.name, unlocked, link),
        messageId: `<${deliveryId}@leads.invalid>`,
      });
    },
  };
}
