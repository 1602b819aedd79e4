/**
 * The store's generation: every transaction that changes what a page shows (a publish, a post's
 * fields, an author, a redirect, a site setting) moves it on, so every process switches to the new
 * state whole (server/site/pages.ts) and hears of it at commit (notify.ts).
 */
import { sql } from "drizzle-orm";
import type { Executor } from "./database.ts";
import { contentState } from "./content-schema.ts";
import { PUBLISH_CHANNEL } from "./notify.ts";

/** Moves the store to its next generation; called inside every transaction that changes what is shown. */
export async function nextGeneration(tx: Executor): Promise<number> {
  // One statement, so two first changes at once (no row yet) cannot both insert it.
  const [state] = await tx
    .insert(contentState)
    .values({ id: 1, generation: 1 })
    .onConflictDoUpdate({ target: contentState.id, set: { generation: sql`${contentState.generation} + 1` } })
    .returning({ generation: contentState.generation });
  const generation = state!.generation;
  // Delivered to every listening process when (and only if) the transaction commits.
  await tx.execute(sql`select pg_notify(${PUBLISH_CHANNEL}, ${String(generation)})`);
  return generation;
}
