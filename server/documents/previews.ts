/**
 * Preview links (ADR 026): a document's copy (a draft, or a live one's edits) for a colleague
 * without an account, at /preview/<token>. The token is 256 random bits kept only as its hash; a
 * link works until it expires, an editor revokes it, or the document is unpublished (workflow.ts).
 * The site serves what a link opens (server/site/previews.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { previewLinks } from "#server/platform/db/content-schema.ts";
import { PublishingError, type ChangeBy, type DocumentKind, type DocumentRow } from "./kind.ts";

type AnyKind = DocumentKind<DocumentRow, unknown>;

export const PREVIEW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const previewPath = (token: string) => `/preview/${token}`;

export const previewTokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The column of preview_links naming the kind; a kind without one (a form) has no page to share. */
function linkColumn(kind: { noun: string; previewColumn: DocumentKind["previewColumn"] }) {
  if (!kind.previewColumn) throw new PublishingError(`There is no preview link of a ${kind.noun}: it is seen in its editor.`);
  return kind.previewColumn;
}

/** A new link to the document's copy, valid for `days`. */
export async function createPreviewLink<Row extends DocumentRow, Copy>(
  db: Database,
  kind: DocumentKind<Row, Copy, string, string>,
  id: number,
  { actor = "cli", now = new Date(), days = PREVIEW_DAYS }: ChangeBy & { days?: number } = {},
) {
  const any = kind as unknown as AnyKind;
  const [found] = await db.select({ id: any.idColumn }).from(any.table).where(eq(any.idColumn, id));
  if (!found) throw new PublishingError(`There is no ${kind.noun} ${id}.`);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  await db.transaction(async (tx) => {
    await tx.insert(previewLinks).values({ tokenHash: previewTokenHash(token), [linkColumn(kind)]: id, createdBy: actor, createdAt: now, expiresAt });
    await kind.events.record(tx, id, actor, "preview-shared", now, { at: expiresAt.toISOString() });
  });
  return { id: previewTokenHash(token), token, path: previewPath(token), expiresAt };
}

/** A link as the studio lists it: its id is the token's hash, which cannot open the preview. */
export interface PreviewLinkSummary {
  id: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The document's links that still open it, oldest first. */
export async function listPreviewLinks<Row extends DocumentRow, Copy>(db: Database, kind: DocumentKind<Row, Copy, string, string>, id: number, now = new Date()): Promise<PreviewLinkSummary[]> {
  if (!kind.previewColumn) return [];
  return db
    .select({ id: previewLinks.tokenHash, createdBy: previewLinks.createdBy, createdAt: previewLinks.createdAt, expiresAt: previewLinks.expiresAt })
    .from(previewLinks)
    .where(and(eq(previewLinks[linkColumn(kind)], id), gt(previewLinks.expiresAt, now)))
    .orderBy(asc(previewLinks.createdAt));
}

/** Ends one link at once; false when the document has no such link (already revoked, or never its own). */
export async function revokePreviewLink<Row extends DocumentRow, Copy>(
  db: Database,
  kind: DocumentKind<Row, Copy, string, string>,
  id: number,
  linkId: string,
  { actor = "cli", now = new Date() }: ChangeBy = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(previewLinks)
      .where(and(eq(previewLinks[linkColumn(kind)], id), eq(previewLinks.tokenHash, linkId)))
      .returning({ id: previewLinks.tokenHash });
    if (ended.length) await kind.events.record(tx, id, actor, "preview-revoked", now);
    return ended.length > 0;
  });
}

/** Links past their time open nothing: they are removed by the periodic sweep. */
export async function sweepPreviewLinks(db: Executor, now = new Date()): Promise<number> {
  const swept = await db.delete(previewLinks).where(lte(previewLinks.expiresAt, now)).returning({ id: previewLinks.tokenHash });
  return swept.length;
}
