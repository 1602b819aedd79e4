/**
 * A staff account as its setup link leaves it (a password set, the link used up), written straight
 * into the store: one scrypt hash per password per worker instead of one per account, each ~0.2 to
 * 1 s of a core. The setup link itself is walked by tests/integration/admin-security.test.ts and
 * the inbox's end-to-end journey.
 */
import { eq } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { adminUsers } from "#server/platform/db/schema.ts";
import { hashPassword, passwordProblem } from "#server/auth/passwords.ts";
import { addUser } from "#server/auth/users.ts";

const hashes = new Map<string, Promise<string>>();

export async function readyAccount(db: Database, email: string, password: string, role: string) {
  const { id, email: address } = await addUser(db, email, { role });
  const problem = passwordProblem(password, address);
  if (problem) throw new Error(problem);
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const [user] = await db
    .update(adminUsers)
    .set({ passwordHash: await hashes.get(password)!, setupTokenHash: null, setupExpiresAt: null })
    .where(eq(adminUsers.id, id))
    .returning();
  return user!;
}
