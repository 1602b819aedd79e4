/**
 * Durable first: a message and one outbox row per delivery channel are committed in a single
 * transaction before the visitor gets their 201. If the process dies after that, the outbox
 * still holds the work; if it dies before, the visitor saw no success and can retry.
 */
import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ContactMessage } from "../../app/lib/contact-schema";
import type { Database } from "../db/database";
import { contactMessages, outbox, type OutboxChannel } from "../db/schema";

export type StoreResult =
  | { status: "created"; id: string }
  | { status: "duplicate"; id: string }
  | { status: "conflict" };

export function payloadHash(message: ContactMessage): string {
  return createHash("sha256")
    .update(JSON.stringify([message.name, message.email, message.company, message.phone, message.message]))
    .digest("hex");
}

export async function storeContactMessage(
  db: Database,
  input: { message: ContactMessage; channels: readonly OutboxChannel[]; idempotencyKey?: string; sourcePage?: string },
): Promise<StoreResult> {
  const hash = payloadHash(input.message);
  if (input.idempotencyKey) {
    const existing = await findByKey(db, input.idempotencyKey);
    if (existing) return existing.payloadHash === hash ? { status: "duplicate", id: existing.id } : { status: "conflict" };
  }
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(contactMessages).values({
        id,
        ...input.message,
        sourcePage: input.sourcePage ?? null,
        idempotencyKey: input.idempotencyKey ?? null,
        payloadHash: hash,
      });
      if (input.channels.length > 0) {
        await tx.insert(outbox).values(input.channels.map((channel) => ({ id: `msg_${randomUUID()}`, messageId: id, channel })));
      }
    });
    return { status: "created", id };
  } catch (error) {
    // Two retries with the same key racing each other: the unique index lets one win.
    if (input.idempotencyKey && isUniqueViolation(error)) {
      const existing = await findByKey(db, input.idempotencyKey);
      if (existing) return existing.payloadHash === hash ? { status: "duplicate", id: existing.id } : { status: "conflict" };
    }
    throw error;
  }
}

async function findByKey(db: Database, key: string) {
  const [row] = await db
    .select({ id: contactMessages.id, payloadHash: contactMessages.payloadHash })
    .from(contactMessages)
    .where(eq(contactMessages.idempotencyKey, key))
    .limit(1);
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === "23505") return true;
  }
  return false;
}
