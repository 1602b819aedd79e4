/**
 * Tells a lead's owner it arrived (ADR 028): an email to the sales account that owns the contact,
 * with a link to the lead in the inbox. The owner is read when it is sent, so a contact reassigned
 * meanwhile notifies its new owner; one with no owner left has nobody to tell.
 */
import { eq } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { adminUsers, contacts, type ContactMessageRow } from "#server/platform/db/schema.ts";
import { EMAIL_DEADLINE_MS, leadEmailText, type Mailer } from "./deliver-email.ts";
import type { Deliverer } from "./deliveries.ts";
import type { FormDocument } from "#shared/forms/form.ts";
import { formDocumentOf, type PublishedForms } from "#shared/forms/published-forms.ts";

export interface OwnerNotifications {
  db: Database;
  mailer: Mailer;
  from: string;
  /** The site's address, for the link to the lead. */
  publicUrl: string;
  /** The built forms' versions (a port, pipeline.ts): a form lead's email lists its answers under their labels. */
  publishedForms?: PublishedForms;
}

export function ownerEmailText(message: ContactMessageRow, leadUrl: string, document?: FormDocument): string {
  return [`A new lead is yours: ${message.name}${message.company ? ` (${message.company})` : ""}.`, `Open it in the inbox: ${leadUrl}`, "", leadEmailText(message, document)].join("\n");
}

/** The email of whoever owns the lead's contact now, if anyone (the CRMs map it to their own users). */
export async function ownerEmailOf(db: Database, message: ContactMessageRow): Promise<string | undefined> {
  const [owner] = await db.select({ email: adminUsers.email }).from(contacts).innerJoin(adminUsers, eq(adminUsers.id, contacts.ownerId)).where(eq(contacts.id, message.contactId));
  return owner?.email;
}

export function createOwnerDelivery({ db, mailer, from, publicUrl, publishedForms }: OwnerNotifications): Deliverer {
  return {
    deadlineMs: EMAIL_DEADLINE_MS,
    async deliver(message, deliveryId) {
      const owner = await ownerEmailOf(db, message);
      if (!owner) return;
      const leadUrl = new URL(`/admin/leads/${encodeURIComponent(message.id)}`, publicUrl).href;
      await mailer.send({
        from,
        to: owner,
        replyTo: { name: message.name, address: message.email },
        subject: `New lead for you: ${message.name}${message.company ? ` (${message.company})` : ""}`,
        text: ownerEmailText(message, leadUrl, await formDocumentOf(publishedForms, message)),
        messageId: `<${deliveryId}@leads.invalid>`,
        headers: { "X-Lead-Id": message.id, "X-Delivery-Id": deliveryId },
      });
    },
  };
}
