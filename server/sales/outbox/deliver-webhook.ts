/**
 * Delivers a lead to a webhook, signed per the Standard Webhooks scheme: headers webhook-id (stable
 * across retries, for deduplication), webhook-timestamp and webhook-signature
 * ("v1,<base64 HMAC-SHA256 of id.timestamp.body>"), with a "whsec_<base64>" secret.
 */
import { createHmac } from "node:crypto";
import { CONTACT_FIELDS } from "#shared/contact-schema.ts";
import type { ContactMessageRow } from "#server/platform/db/schema.ts";
import type { FormDocument } from "#shared/forms/form.ts";
import { formDocumentOf, type PublishedForms } from "#shared/forms/published-forms.ts";
import type { Deliverer } from "./deliveries.ts";

export interface WebhookSettings {
  url: string;
  /** Standard Webhooks signing secret ("whsec_" + base64); every delivery is signed. */
  secret: string;
  /** The whole request, connection to last byte of the answer's head. */
  timeoutMs?: number;
  /** The built forms' versions (a port, pipeline.ts): a form lead's body names its form. */
  publishedForms?: PublishedForms;
}

export function secretBytes(secret: string): Buffer {
  return secret.startsWith("whsec_") ? Buffer.from(secret.slice("whsec_".length), "base64") : Buffer.from(secret, "utf8");
}

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const signature = createHmac("sha256", secretBytes(secret)).update(`${id}.${timestamp}.${body}`).digest("base64");
  return `v1,${signature}`;
}

/**
 * The body's version (docs/operations.md, "Webhook"). 2 added `data.attribution`; 3 added
 * `data.form`, `data.answers`, `data.consent` and `data.unlocked` (null for the contact form). Every
 * field of the earlier versions is unchanged, so a receiver written for them keeps working. A field
 * is never removed or renamed without a new version.
 */
export const WEBHOOK_VERSION = 3;

/** The form a lead answered as the webhook names it; null for the contact form. */
function formOf(message: ContactMessageRow, document: FormDocument | undefined) {
  if (message.formId === null || message.formVersion === null) return null;
  return { id: message.formId, name: document?.name ?? null, version: message.formVersion };
}

/** The lead as JSON: its id, every contact field in the contract's order, where and when it was sent, where it came from, its form's answers. */
export function webhookPayload(message: ContactMessageRow, document?: FormDocument) {
  const fields = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, message[field]]));
  return {
    type: "contact.created",
    version: WEBHOOK_VERSION,
    timestamp: message.createdAt.toISOString(),
    data: {
      id: message.id,
      ...fields,
      sourcePage: message.sourcePage,
      locale: message.locale,
      createdAt: message.createdAt.toISOString(),
      attribution: message.attribution,
      form: formOf(message, document),
      answers: message.answers ?? null,
      consent: message.consent ?? null,
      unlocked: message.unlocked ?? null,
    },
  };
}

export function createWebhookDelivery(settings: WebhookSettings): Deliverer {
  const deadlineMs = settings.timeoutMs ?? 10_000;
  return {
    deadlineMs,
    async deliver(message: ContactMessageRow, deliveryId: string) {
      const body = JSON.stringify(webhookPayload(message, await formDocumentOf(settings.publishedForms, message)));
      const timestamp = Math.floor(Date.now() / 1000);
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "user-agent": "lead-pipeline/1",
        "webhook-id": deliveryId,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signWebhook(settings.secret, deliveryId, timestamp, body),
      };
      const response = await fetch(settings.url, {
        method: "POST",
        headers,
        body,
        signal: AbortSignal.timeout(deadlineMs),
        redirect: "error",
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
      await response.body?.cancel();
    },
  };
}
