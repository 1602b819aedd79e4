/**
 * What the studio shows of a post beside its history, and the site's manual redirects. A post's
 * steps to the site are the one document workflow's (server/documents/workflow.ts).
 */
import { eq } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { posts, redirects } from "#server/platform/db/content-schema.ts";
import { redirectProblems, storedFrom } from "./redirect-rules.ts";
import { forgetNotFound } from "./not-found-log.ts";
import { planRedirectImport, type RedirectImportPlan } from "./redirect-import.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";

/** What the studio shows of a post beside its history (not its body). */
export async function postSummary(db: Database, id: number) {
  const [post] = await db
    .select({
      id: posts.id,
      slug: posts.slug,
      title: posts.title,
      excerpt: posts.excerpt,
      author: posts.author,
      category: posts.category,
      status: posts.status,
      publishAt: posts.publishAt,
      unpublishAt: posts.unpublishAt,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .where(eq(posts.id, id));
  return post;
}

/**
 * A manual redirect (301 to a path of this site or an address elsewhere), or a removed address
 * (410, `to` null); refused by field (redirect-rules.ts) when it breaks a rule or closes a loop.
 */
export async function setRedirect(db: Database, from: string, to: string | null, status: 301 | 302 = 301): Promise<void> {
  await db.transaction(async (tx) => {
    // First, so two saves that would close a loop between them take turns (the generation's row lock).
    await nextGeneration(tx);
    await writeRedirect(tx, from, to, status);
  });
}

/**
 * A redirect written in the caller's transaction (which has moved the generation first, as
 * setRedirect does), by the same rules: a deleted page's, with the page's removal.
 */
export async function writeRedirect(tx: Executor, from: string, to: string | null, status: 301 | 302, reason: "manual" | "removed" = "manual"): Promise<void> {
  const table = new Map((await tx.select({ from: redirects.from, to: redirects.to }).from(redirects)).map((row) => [row.from, row.to]));
  refuseProblems(redirectProblems(from, to, table));
  await tx
    .insert(redirects)
    .values({ from: storedFrom(from), to, reason, status })
    .onConflictDoUpdate({ target: redirects.from, set: { to, reason, status } });
  // The address no longer answers 404: it leaves the studio's log.
  await forgetNotFound(tx, [storedFrom(from)]);
}

/**
 * Redirects from a CSV (redirect-import.ts): with `apply`, every row written in one transaction when
 * no row is refused, else none; without, only the plan, for the studio's preview.
 */
export async function importRedirects(db: Database, csv: string, apply: boolean): Promise<RedirectImportPlan & { imported: number }> {
  return db.transaction(async (tx) => {
    // First, as setRedirect does: a save meanwhile cannot close a loop with the rows checked here.
    if (apply) await nextGeneration(tx);
    const table = new Map((await tx.select({ from: redirects.from, to: redirects.to }).from(redirects)).map((row) => [row.from, row.to]));
    const plan = planRedirectImport(csv, table);
    if (!apply || plan.problems.length > 0) return { ...plan, imported: 0 };
    for (const { from, to, status } of plan.rows) {
      await tx
        .insert(redirects)
        .values({ from, to, reason: "manual", status })
        .onConflictDoUpdate({ target: redirects.from, set: { to, reason: "manual", status } });
    }
    await forgetNotFound(
      tx,
      plan.rows.map((row) => row.from),
    );
    return { ...plan, imported: plan.rows.length };
  });
}
