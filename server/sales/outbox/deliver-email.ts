/**
 * Delivers a lead to the sales inbox over SMTP (nodemailer, pooled connections). The visitor's
 * address is Reply-To. SMTP_CA_FILE trusts a private CA or a self-signed server certificate
 * without turning certificate checks off.
 */
import fs from "node:fs";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import { contactFormCopy } from "#shared/content/contact.ts";
import { attributionLines } from "#shared/attribution-facts.ts";
import { CONTACT_FIELDS } from "#shared/contact-schema.ts";
import type { ContactMessageRow } from "#server/platform/db/schema.ts";
import type { FormDocument } from "#shared/forms/form.ts";
import { formLeadLines, formLeadText } from "#shared/forms/answer-text.ts";
import { formDocumentOf, type PublishedForms } from "#shared/forms/published-forms.ts";
import type { Deliverer } from "./deliveries.ts";

export interface EmailSettings {
  smtpUrl: string;
  to: string;
  from: string;
  /** PEM file of the CA to trust for the SMTP server's certificate. */
  caFile?: string;
  /** Connections kept open to the SMTP server (deliveries in flight share them). */
  maxConnections?: number;
  /** The built forms' versions (a port, pipeline.ts): a form lead's email lists its answers under their labels. */
  publishedForms?: PublishedForms;
}

/** Connection, greeting and idle socket timeouts, and the deadline of one whole send. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;
export const EMAIL_DEADLINE_MS = 45_000;

export function leadEmailText(message: ContactMessageRow, document?: FormDocument): string {
  const labels = contactFormCopy.labels;
  const lines = CONTACT_FIELDS.filter((field) => field !== "message").map((field) => `${labels[field]}: ${message[field] || "-"}`);
  const form = formLeadText(message, document);
  return [
    ...lines,
    `Sent from: ${message.sourcePage ?? "-"}`,
    `Received: ${message.createdAt.toISOString()}`,
    `Lead id: ${message.id}`,
    ...(message.attribution ? ["", ...attributionLines(message.attribution)] : []),
    ...(form ? ["", ...formLeadLines(form)] : []),
    // A form without a "message" field has no message to add.
    ...(form && !message.message ? [] : ["", message.message]),
  ].join("\n");
}

/** Sends one email within EMAIL_DEADLINE_MS over a pooled SMTP transport; shared by the lead and owner emails. */
export interface Mailer {
  send(mail: SendMailOptions): Promise<void>;
  close(): void;
}

export function createMailer(settings: Omit<EmailSettings, "to" | "from">): Mailer {
  // Options in the same object as the URL (a second argument would be message defaults, not transport options).
  const transport: Transporter = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: settings.maxConnections ?? 4,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    ...(settings.caFile ? { tls: { ca: fs.readFileSync(settings.caFile) } } : {}),
  } as never);
  // A pooled transport reports a broken connection as an "error" event as well as rejecting the
  // send; unhandled, that event would end the process. The send's own rejection is what counts.
  transport.on("error", () => undefined);
  return {
    async send(mail) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`SMTP send did not finish within ${EMAIL_DEADLINE_MS / 1000} s`)), EMAIL_DEADLINE_MS);
      });
      try {
        await Promise.race([transport.sendMail(mail), deadline]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => transport.close(),
  };
}

export function createEmailDelivery(settings: EmailSettings, mailer: Mailer = createMailer(settings)): Deliverer & { close: () => void } {
  return {
    deadlineMs: EMAIL_DEADLINE_MS,
    deliver: async (message: ContactMessageRow, deliveryId: string) =>
      mailer.send({
        from: settings.from,
        to: settings.to,
        replyTo: { name: message.name, address: message.email },
        subject: `New website lead: ${message.name}${message.company ? ` (${message.company})` : ""}`,
        text: leadEmailText(message, await formDocumentOf(settings.publishedForms, message)),
        // Stable ids let the receiving mail system and the team spot a redelivery.
        messageId: `<${deliveryId}@leads.invalid>`,
        headers: { "X-Lead-Id": message.id, "X-Delivery-Id": deliveryId },
      }),
    close: () => mailer.close(),
  };
}
