/**
 * A secret every process shares (server_secrets): the operator's when configured, else one made at
 * random by the first process that asks and read by all the others. Two processes asking at once
 * agree: the insert keeps the first, and both read what it kept.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "#server/platform/db/database.ts";
import { serverSecrets } from "#server/platform/db/schema.ts";

export async function serverSecret(db: Executor, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, secret: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: serverSecrets.secret }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.secret;
}
