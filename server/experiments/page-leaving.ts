/**
 * A test ends with its page (issue 70): taking a live page off the site, or moving it, stops the
 * experiment running or paused on it in the same transaction, no variant published, why said in
 * words the studio shows, and audited. The page kind calls it at its edge (`whenLeaving`, given by
 * the composition root), so that no way a page leaves (the studio, the schedule) can leave a test
 * counting visitors of another page, and the studio never writes the experiments' table.
 */
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { audit } from "#server/auth/audit.ts";
import type { Executor } from "#server/platform/db/database.ts";
import type { PageRow } from "#server/platform/db/content-schema.ts";
import type { Leaving } from "#server/documents/kind.ts";
import { experiments } from "#server/platform/db/experiments-schema.ts";
import { dayInWords } from "#shared/dates.ts";
import { pausesEnded } from "#shared/experiments/pauses.ts";

/** How a live page left the address it was tested at. */
export type PageLeaving = { unpublished: true } | { scheduledFor: Date } | { movedTo: string };

/** How `before` (a live page) left in becoming `after`, or undefined while it stays live where it was. */
export function pageLeaving(before: Pick<PageRow, "status" | "path">, after: Pick<PageRow, "status" | "path" | "publishAt">): PageLeaving | undefined {
  if (before.status !== "published") return undefined;
  if (after.status === "scheduled" && after.publishAt) return { scheduledFor: after.publishAt };
  if (after.status !== "published") return { unpublished: true };
  return after.path === before.path ? undefined : { movedTo: after.path };
}

/** The page kind's `whenLeaving`: the tests of a live page that left the site or its address end with it. */
export const endTestsOfLeavingPage: Leaving<PageRow> = async (tx, before, after, by) => {
  const leaving = pageLeaving(before, after);
  if (leaving) await endTestsOfPage(tx, before, leaving, by);
};

/** Stops the experiments live on `page` (locked by the caller), in the caller's transaction. */
export async function endTestsOfPage(tx: Executor, page: Pick<PageRow, "id" | "path">, leaving: PageLeaving, { actor, now }: { actor: string; now: Date }): Promise<void> {
  // A row kept before experiments named their page's id is matched by its address.
  const onPage = or(eq(experiments.pageId, page.id), and(isNull(experiments.pageId), eq(experiments.pagePath, page.path)));
  const live = await tx
    .select()
    .from(experiments)
    .where(and(inArray(experiments.status, ["running", "paused"]), onPage))
    .for("update");
  const reason = reasonInWords(page.path, leaving, actor, now);
  for (const row of live) {
    await tx
      .update(experiments)
      .set({ status: "stopped", stoppedAt: now, winner: null, stopReason: reason, pauses: pausesEnded(row.pauses, now), revision: row.revision + 1, updatedAt: now })
      .where(eq(experiments.id, row.id));
    await audit(tx, { actor, action: "experiment-stopped", target: `${row.pagePath} #${row.id}`, detail: { reason } });
  }
}

function reasonInWords(path: string, leaving: PageLeaving, actor: string, now: Date): string {
  // The command line and the scheduler are not people: only an account is named.
  const by = actor.includes("@") ? ` by ${actor}` : "";
  const what =
    "movedTo" in leaving
      ? `The page moved from ${path} to ${leaving.movedTo} on ${dayInWords(now)}${by}`
      : "scheduledFor" in leaving
        ? `The page was taken off the site on ${dayInWords(now)}${by}, to be published again on ${dayInWords(leaving.scheduledFor)}`
        : `The page was unpublished on ${dayInWords(now)}${by}`;
  return `${what}: the experiment ended with it, and no variant was published.`;
}
