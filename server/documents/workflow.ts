/**
 * The one workflow every kind of document goes (ADR 045): a draft is submitted for review and sent
 * back, published now or at its time, unscheduled, unpublished now or at its time, a live one's
 * pending edits put on it, a revision restored. Each step is one transaction; each that changes
 * what the site shows moves the store to a new generation in it, so every process switches to the
 * new state whole, or (killed mid-way) never sees any of it. A live document that moves leaves a
 * 301 from its old address; one that leaves the site takes its preview links with it.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { previewLinks, redirects } from "#server/platform/db/content-schema.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { RetryLater } from "#server/platform/jobs/worker.ts";
import { isBroken } from "#shared/link-check.ts";
import {
  BrokenLinksFound,
  PublishingError,
  refuseUnseenChanges,
  type ChangeBy,
  type DocumentEvent,
  type DocumentKind,
  type DocumentRow,
  type PublishStep,
  type RestoreBy,
  type RowRule,
} from "./kind.ts";
import { setScheduleJobs } from "./timed-jobs.ts";

type AnyKind<Row extends DocumentRow, Copy> = DocumentKind<Row, Copy, string, string>;
type SomeKind = DocumentKind<DocumentRow, unknown>;

/** What the site shows, or will show at its time, was approved by an editor: edits to it wait for one. */
export const holdsEdits = (status: DocumentRow["status"]) => status === "published" || status === "scheduled";

const inWords = (status: DocumentRow["status"]) => status.replace("_", " ");

/** Its address, or none for a kind that lives on other documents' pages (a form): it never moves. */
const addressOf = <Row extends DocumentRow, Copy>(kind: AnyKind<Row, Copy>, row: Row): string | undefined => kind.address?.(row);

interface Transition<Row> {
  event: DocumentEvent;
  /** The columns the step sets, beside its stamps. */
  decide: (row: Row) => object;
  /**
   * A step by hand checks the copy the editor read, moves the revision (an editor's open copy is
   * then stale) and sets the jobs; the schedule's puts what the row holds live, as it is.
   */
  byHand: boolean;
  /** The scheduled job's check, inside the lock: false when there is nothing left to do. */
  due?: (row: Row) => boolean;
  /** When a step that puts the copy on the site makes it live: now, or its scheduled time. */
  liveAt?: Date;
}

/** One change of state: the row, its jobs, its 301, what leaves with it, its history and the generation. */
async function transition<Row extends DocumentRow, Copy>(
  kind: AnyKind<Row, Copy>,
  db: Database,
  id: number,
  step: Transition<Row>,
  { actor = "cli", now = new Date(), seen, brokenLinks }: ChangeBy,
): Promise<Row | undefined> {
  return db.transaction(async (tx) => {
    const row = await kind.lock(tx, id);
    if (step.due && !step.due(row)) return undefined;
    if (step.event === "unpublished") kind.refuseLeaving?.(row);
    const goesLive = step.event === "published" || step.event === "scheduled";
    let live: Partial<Row> = {};
    let links: string[] = [];
    if (goesLive && step.byHand) {
      refuseUnseenChanges(row, seen, kind.noun, step.event === "published" ? "publish" : "schedule");
      kind.refuseUnfinished(kind.workingCopy(row));
      const copy = kind.goesLiveWithWorkingCopy ? kind.workingCopy(row) : kind.ownCopy(row);
      await kind.refuseGoingLive?.(tx, row, copy);
      links = await checkLinks(kind, tx, copy, step.liveAt ?? now, brokenLinks, step.event === "published" ? "publish" : "schedule");
      // A document going live goes with its editor's copy, where the kind says so.
      if (kind.goesLiveWithWorkingCopy) live = { ...kind.columnsOf(kind.workingCopy(row)), pending: null } as Partial<Row>;
    }
    // The schedule puts what the row holds live, whatever its links: their state is kept in its history.
    if (goesLive && !step.byHand) links = await checkLinks(kind, tx, kind.ownCopy(row), now, "accept", "publish");
    const moved = { ...row, ...live };
    if (addressOf(kind, moved) !== addressOf(kind, row)) await kind.refuseCopy(tx, row, kind.workingCopy(row));
    const changed = await kind.write(tx, id, { ...live, ...step.decide(row), updatedAt: now, ...(step.byHand && { revision: row.revision + 1 }) } as Partial<Row>);
    await afterChange(kind, tx, row, changed, { actor, now, jobs: step.byHand });
    if (step.event === "published") await keepPublished(kind, tx, changed, { actor, now });
    if (step.event === "unpublished") await endPreviewLinks(kind, tx, id);
    const detail = { ...(step.event === "scheduled" && { at: changed.publishAt!.toISOString() }), ...(links.length && { brokenLinks: links }) };
    await kind.events.record(tx, id, actor, step.event, now, Object.keys(detail).length ? detail : undefined);
    await nextGeneration(tx);
    return changed;
  });
}

const ANYWAY: Record<PublishStep, string> = { publish: "publish it anyway", schedule: "schedule it anyway", update: "update it anyway" };

/**
 * The addresses of `copy`'s links that reach no page of the site once it is live at `at`. With
 * "warn" (the studio) any such link holds the step back, every flagged link named (a redirect's too,
 * with where it goes), until the asker accepts them; with "accept" they go live, listed for the
 * history; unsaid (the CLI, an import), nothing is checked.
 */
async function checkLinks<Row extends DocumentRow, Copy>(kind: AnyKind<Row, Copy>, tx: Executor, copy: Copy, at: Date, brokenLinks: ChangeBy["brokenLinks"], step: PublishStep): Promise<string[]> {
  if (!brokenLinks) return [];
  const flagged = (await kind.linksGoingLive?.(tx, copy, at)) ?? [];
  const broken = flagged.filter(isBroken);
  if (broken.length && brokenLinks === "warn") {
    const [count, lead] = broken.length === 1 ? ["One link", "leads"] : [`${broken.length} links`, "lead"];
    throw new BrokenLinksFound(`${count} of this ${kind.noun} ${lead} to no page of the site: fix ${broken.length === 1 ? "it" : "them"}, or ${ANYWAY[step]}.`, flagged);
  }
  return [...new Set(broken.map((link) => link.href))];
}

/** What follows any change of a row: a live one that moved leaves a 301, one that left takes its tests, its jobs follow its times. */
async function afterChange<Row extends DocumentRow, Copy>(
  kind: AnyKind<Row, Copy>,
  tx: Executor,
  before: Row,
  after: Row,
  { actor, now, jobs }: { actor: string; now: Date; jobs: boolean },
): Promise<void> {
  const [from, to] = [addressOf(kind, before), addressOf(kind, after)];
  if (before.status === "published" && from !== undefined && to !== undefined && from !== to) await recordMove(tx, from, to);
  if (before.status === "published" && (after.status !== "published" || from !== to)) await kind.whenLeaving?.(tx, before, after, { actor, now });
  // The schedule's own job is the one running: it records itself done.
  if (jobs) await setScheduleJobs(kind, tx, after);
}

/** What the site shows now is kept as a revision of its own, never merged into afterwards (issue 73). */
async function keepPublished<Row extends DocumentRow, Copy>(kind: AnyKind<Row, Copy>, tx: Executor, live: Row, by: { actor: string; now: Date }): Promise<void> {
  await kind.revisions.keep(tx, live, kind.ownCopy(live), { ...by, kind: "published" });
}

/** Live now. */
export async function publish<Row extends DocumentRow, Copy>(kind: AnyKind<Row, Copy>, db: Database, id: number, by: ChangeBy = {}): Promise<Row> {
  const now = by.now ?? new Date();
  const decide = (row: Row) => ({ status: "published", publishAt: kind.publishDay(row, now) });
  return (await transition(kind, db, id, { event: "published", byHand: true, decide }, { ...by, now }))!;
}

/** Live at `at` (a time to come), by the schedule, whether or not anyone is signed in. */
export async function schedule<Row extends DocumentRow, Copy>(kind: AnyKind<Row, Copy>, db: Database, id: number, at: Date, by: ChangeBy = {}): Promise<Row> {
  if (at <= (by.now ?? new Date())) throw new PublishingError("A scheduled time must be in the future; publish now instead.");
  return (await transition(kind, db, id, { event: "scheduled", byHand: true, decide: () => ({ status: "scheduled", publishAt: at }), liveAt: at }, by))!;
}

/** A scheduled document back to a draft: nothing goes live at its time, and the edits made since it was scheduled are the draft. */
export async function unschedule<Row extends DocumentRow, Copy>(kind: AnyKind<Row, Copy>, db: Database, id: number, by: ChangeBy = {}): Promise<Row> {
  const decide = (row: Row) => {
    if (row.status !== "scheduled") throw new PublishingError(`${kind.subject(row)} is ${inWords(row.status)}: only a scheduled ${kind.noun} has a schedule to cancel.`);
    return { ...kind.columnsOf(kind.workingCopy(row)), pending: null, status: "draft", publishAt: null, unpublishAt: null };
  };
  return (await transition(kind, db, id, { event: "unscheduled", byHand: true, decide }, by))!;
}

/** Off the site, and every preview link with it; its address answers 410 Gone. */
export async function unpublish<Row extends DocumentRow, Copy>(kind: AnyKind<Row, Copy>, db: Database, id: number, by: ChangeBy = {}): Promise<Row> {
  return (await transition(kind, db, id, { event: "unpublished", byHand: true, decide: () => ({ status: "unpublished", unpublishAt: null }) }, by))!;
}

/**
 * A publish or unpublish the schedule runs at its time (jobs.ts), as the step by hand does it but
 * by "schedule": what the row holds goes live (edits since wait for an editor), its day kept. A
 * job run again (its process died before recording it) finds nothing to do; one claimed a moment
 * before its time is tried again at it.
 */
export async function runScheduled<Row extends DocumentRow, Copy>(kind: AnyKind<Row, Copy>, db: Database, id: number, action: "publish" | "unpublish", now: Date): Promise<Row | undefined> {
  const due = (row: Row) => {
    const at = action === "publish" ? (row.status === "scheduled" ? row.publishAt : null) : row.unpublishAt;
    if (!at) return false;
    if (at > now) throw new RetryLater(`${action} is due at ${at.toISOString()}`, at.getTime() - now.getTime());
    return true;
  };
  const decide = () => (action === "publish" ? { status: "published" } : { status: "unpublished", unpublishAt: null });
  return transition(kind, db, id, { event: action === "publish" ? "published" : "unpublished", byHand: false, decide, due }, { actor: "schedule", now });
}

/** Comes down at `at` (a time to come), by the schedule; live until then. The site does not change yet. */
export async function scheduleUnpublish<Row extends DocumentRow, Copy>(kind: AnyKind<Row, Copy>, db: Database, id: number, at: Date, { actor = "cli", now = new Date() }: ChangeBy = {}): Promise<Row> {
  if (at <= now) throw new PublishingError("A time to unpublish must be in the future; unpublish now instead.");
  return db.transaction(async (tx) => {
    const row = await kind.lock(tx, id);
    if (row.status !== "published" && row.status !== "scheduled") throw new PublishingError(`${kind.subject(row)} is ${row.status}: only a live or scheduled ${kind.noun} can be set to come down.`);
    kind.refuseLeaving?.(row);
    const changed = await kind.write(tx, id, { unpublishAt: at, updatedAt: now } as Partial<Row>);
    await setScheduleJobs(kind, tx, changed);
    await kind.events.record(tx, id, actor, "unpublish-scheduled", now, { at: at.toISOString() });
    return changed;
  });
}

/**
 * A draft handed to the editors (a writer cannot publish), or one sent back with a note. Neither
 * changes what the site shows, so the store keeps its generation.
 */
export async function review<Row extends DocumentRow, Copy>(
  kind: AnyKind<Row, Copy>,
  db: Database,
  id: number,
  step: "submitted" | "returned",
  { actor = "cli", now = new Date(), note }: ChangeBy & { note?: string },
): Promise<Row> {
  return db.transaction(async (tx) => {
    const row = await kind.lock(tx, id);
    const from = step === "submitted" ? ["draft", "unpublished"] : ["in_review"];
    if (!from.includes(row.status)) {
      throw new PublishingError(step === "submitted" ? `${kind.named(row)} is ${inWords(row.status)}: only a draft can be submitted for review.` : `${kind.named(row)} is not in review.`);
    }
    if (step === "submitted") kind.refuseUnfinished(kind.workingCopy(row));
    const changed = await kind.write(tx, id, { status: step === "submitted" ? "in_review" : "draft", updatedAt: now } as Partial<Row>);
    await kind.events.record(tx, id, actor, step, now, note ? { note } : undefined);
    return changed;
  });
}

/** A live or scheduled document's pending edits, on it (checked whole); a live one that moved leaves a 301 from its old address. */
export async function update<Row extends DocumentRow, Copy>(kind: AnyKind<Row, Copy>, db: Database, id: number, { actor = "cli", now = new Date(), seen, brokenLinks }: ChangeBy = {}): Promise<Row> {
  return db.transaction(async (tx) => {
    const row = await kind.lock(tx, id);
    if (!holdsEdits(row.status)) throw new PublishingError(`This ${kind.noun} is ${inWords(row.status)}: publish it rather than update it.`);
    refuseUnseenChanges(row, seen, kind.noun, "update");
    const pending = kind.pendingOf(row);
    if (pending === null) throw new PublishingError(row.status === "published" ? "The site already shows this version." : `The scheduled ${kind.noun} already holds this version.`);
    kind.refuseUnfinished(pending);
    await kind.refuseGoingLive?.(tx, row, pending);
    const links = await checkLinks(kind, tx, pending, row.status === "scheduled" && row.publishAt ? row.publishAt : now, brokenLinks, "update");
    await kind.refuseCopy(tx, row, pending);
    const changed = await kind.write(tx, id, { ...kind.columnsOf(pending), pending: null, revision: row.revision + 1, updatedAt: now, updatedBy: actor } as Partial<Row>);
    await afterChange(kind, tx, row, changed, { actor, now, jobs: true });
    await keepPublished(kind, tx, changed, { actor, now });
    const from = addressOf(kind, row);
    const moved = kind.historyNamesMoves && from !== undefined && addressOf(kind, changed) !== from;
    const detail = { ...(moved && { from }), ...(links.length && { brokenLinks: links }) };
    await kind.events.record(tx, id, actor, "updated", now, Object.keys(detail).length ? detail : undefined);
    await nextGeneration(tx);
    return changed;
  });
}

/** Puts `copy` where the editor's copy lives: the row itself, or an approved document's pending edits. */
export async function writeCopy<Row extends DocumentRow, Copy>(
  kind: AnyKind<Row, Copy>,
  tx: Executor,
  row: Row,
  copy: Copy,
  { actor, now, editSession = null }: { actor: string; now: Date; editSession?: string | null },
): Promise<Row> {
  const change = holdsEdits(row.status) ? { pending: kind.sameCopy(kind.ownCopy(row), copy) ? null : copy } : { ...kind.columnsOf(copy), pending: null };
  return kind.write(tx, row.id, { ...change, revision: row.revision + 1, updatedAt: now, updatedBy: actor, editSession } as Partial<Row>);
}

/**
 * Makes an earlier revision the editor's copy again (an approved document's: pending until
 * "Update"), kept as a revision of its own; a revision the same as the copy changes nothing,
 * however often it is asked for.
 */
export async function restore<Row extends DocumentRow, Copy>(kind: AnyKind<Row, Copy>, db: Database, id: number, revisionId: number, by: RestoreBy = {}): Promise<Row> {
  const { actor = "cli", now = new Date() } = by;
  return db.transaction(async (tx) => {
    const row = await kind.lock(tx, id);
    const revision = await kind.revisions.read(tx, id, revisionId);
    if (!revision) throw new PublishingError(`There is no revision ${revisionId} of this ${kind.noun}.`);
    if (kind.sameCopy(kind.workingCopy(row), revision.copy)) return row;
    await kind.refuseCopy(tx, row, revision.copy);
    await kind.refuseEdit(tx, row, revision.copy, by);
    await kind.revisions.keep(tx, row, revision.copy, { actor, now, kind: "restore" });
    const restored = await writeCopy(kind, tx, row, revision.copy, { actor, now });
    await kind.events.record(tx, id, actor, "restored", now, { revision: revisionId });
    return restored;
  });
}

/** Taking a document down takes its shared copies down too: its preview links stop opening it. */
export async function endPreviewLinks(kind: Pick<SomeKind, "previewColumn">, tx: Executor, id: number): Promise<void> {
  if (kind.previewColumn) await tx.delete(previewLinks).where(eq(previewLinks[kind.previewColumn], id));
}

/** A live document's old address answers 301 to its new one, chains collapsed, none looping back. */
export async function recordMove(tx: Executor, from: string, to: string): Promise<void> {
  await tx.update(redirects).set({ to }).where(eq(redirects.to, from));
  await tx.delete(redirects).where(eq(redirects.from, to));
  await tx
    .insert(redirects)
    .values({ from, to, reason: "slug" })
    .onConflictDoUpdate({ target: redirects.from, set: { to, reason: "slug" } });
}

/** Whether a rule (kind.ts, RowRule) keeps this row: all, none, or the rows its where-clause on the kind's table keeps. */
export async function ruleKeeps(kind: Pick<SomeKind, "table" | "idColumn">, db: Executor, rule: RowRule, id: number): Promise<boolean> {
  if (typeof rule === "boolean") return rule;
  const found = await db
    .select({ one: sql<number>`1` })
    .from(kind.table)
    .where(and(eq(kind.idColumn, id), rule));
  return found.length > 0;
}
