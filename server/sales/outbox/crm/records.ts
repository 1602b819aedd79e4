/** CrmRecords in the store (`crm_records`), one row per CRM and contact; erased with the contact. */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { crmRecords, type OutboxChannel } from "#server/platform/db/schema.ts";
import type { CrmRecords } from "./shared.ts";

export function storedCrmRecords(db: Database, channel: OutboxChannel): CrmRecords {
  return {
    async get(message) {
      const [row] = await db.select({ record: crmRecords.record }).from(crmRecords).where(and(eq(crmRecords.channel, channel), eq(crmRecords.contactId, message.contactId)));
      return row?.record;
    },
    async keep(message, record) {
      await db
        .insert(crmRecords)
        .values({ channel, contactId: message.contactId, record })
        .onConflictDoUpdate({ target: [crmRecords.channel, crmRecords.contactId], set: { record, updatedAt: sql`now()` } });
    },
  };
}
