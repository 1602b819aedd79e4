/**
 * A kind of document (a post, a page; next a form, a page's other language), declared once as
 * Payload declares a collection: how its row is locked, read and written, what its working copy
 * is, what makes it finished, its history, revisions, jobs queue and preview links, the hooks at
 * its edges, and who may do what, possibly by the row. The workflow (workflow.ts), the scheduled
 * jobs (jobs.ts) and the routes (routes.ts) are written once against this description.
 */
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, Executor } from "#server/platform/db/database.ts";
import type { PostEventAction, RevisionKind } from "#server/platform/db/content-schema.ts";
import type { QueueTable } from "#server/platform/jobs/worker.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";
import type { AdminArea, Role } from "#shared/admin-roles.ts";
import type { FlaggedLink } from "#shared/link-check.ts";

/** A step the document's state refuses (409), or a document that is not there ("There is no …": 404). */
export class PublishingError extends Error {
  constructor(
    message: string,
    /** The fields the step is refused on, by path ("sections.0.lead"): the studio names and opens each. */
    readonly problems?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * A document going live with links to no page of the site (shared/link-check.ts): held back until
 * the asker confirms (`brokenLinks: "accept"`), each link named with its field and words.
 */
export class BrokenLinksFound extends PublishingError {
  constructor(
    message: string,
    readonly links: FlaggedLink[],
  ) {
    super(message);
  }
}

/** A step the asker's rights refuse whatever the document's state (403), by field when `problems` names one. */
export class NotAllowed extends Error {
  constructor(
    message: string,
    readonly problems?: Record<string, string>,
  ) {
    super(message);
  }
}

export type DocumentStatus = "draft" | "in_review" | "scheduled" | "published" | "unpublished";
export type DocumentEvent = PostEventAction;
/** `brokenLinks`: the addresses of its links that led to no page of the site when it went live (published anyway, or by the schedule). */
export type EventDetail = { at?: string; note?: string; revision?: number; from?: string; brokenLinks?: string[] };

/** A line of a document's history, in the order it happened. */
export interface DocumentEventRow {
  id: string;
  seq: number;
  actor: string;
  action: DocumentEvent;
  at: Date;
  detail: EventDetail | null;
}

/** What every kind's row has: its state on the way to the site, and the stamps of its last change. */
export interface DocumentRow {
  id: number;
  status: DocumentStatus;
  revision: number;
  updatedAt: Date;
  updatedBy: string | null;
  publishAt: Date | null;
  unpublishAt: Date | null;
  editSession: string | null;
}

/** What a document's jobs are set from: its state and times (and, for a kind's own jobs, what else the row says). */
export type TimedRow<Row extends DocumentRow = DocumentRow> = Pick<DocumentRow, "id" | "status" | "publishAt" | "unpublishAt"> & Partial<Row>;

/** A document as its editor opens it, whatever its kind: its state and stamps (its copy is the kind's). */
export interface EditableState extends Omit<DocumentRow, "editSession"> {
  /** A live or scheduled document with edits an editor has not put on it yet. */
  hasPendingChanges: boolean;
}

export function editableState({ id, status, revision, updatedAt, updatedBy, publishAt, unpublishAt, pending }: DocumentRow & { pending: unknown }): EditableState {
  return { id, status, revision, updatedAt, updatedBy, publishAt, unpublishAt, hasPendingChanges: pending !== null };
}

/** Who changes a document ("cli", "schedule" or an account's email), and the clock (tests move it). */
export interface ChangeBy {
  actor?: string;
  now?: Date;
  /** The revision the editor read before a step that puts the copy on the site (the studio names it; the CLI has no screen and names none). */
  seen?: number;
  /**
   * Links to no page of the site in a copy going live: "warn" holds the step back with them until
   * the asker accepts (the studio); "accept" goes live and records them in the document's history
   * (the studio's "anyway", the schedule); unsaid, they are not checked (the CLI and an import,
   * which puts pages that link to each other live one after another).
   */
  brokenLinks?: "warn" | "accept";
}

/** The steps that put a document's copy on the site: now, at its time, or over the live one. */
export type PublishStep = "publish" | "schedule" | "update";

const STEP_DONE: Record<PublishStep, string> = { publish: "published", schedule: "scheduled", update: "updated" };

/**
 * An editor publishes what they read (issue 69): a step that puts the copy on the site names the
 * revision the editor saw, and is refused once the copy changed since (a writer's save during
 * review, a colleague's step), never applied to text nobody approved.
 */
export function refuseUnseenChanges(row: { revision: number; updatedBy: string | null }, seen: number | undefined, noun: string, step: PublishStep): void {
  if (seen === undefined || seen === row.revision) return;
  const by = row.updatedBy ? ` (last saved by ${row.updatedBy})` : "";
  throw new PublishingError(`This ${noun} changed since you opened it${by}: nothing was ${STEP_DONE[step]}. Read the changes, then ${step} it.`);
}

/** The revision a step's request says its editor read, refused by field when it names none. */
export function seenRevisionOf(value: unknown): number {
  if (!Number.isSafeInteger(value)) refuseProblems({ revision: "Send the revision you read (revision): the site gets the copy you saw, or nothing." });
  return value as number;
}

/** The steps of the workflow a route takes, each open to a part of the admin app (shared/admin-roles.ts). */
export type WorkflowStep = "submit" | "return" | "publish" | "schedule" | "unschedule" | "unpublish" | "update" | "restore" | "name" | "share" | "revoke";

/** Who asks: the signed-in account. */
export interface Asker {
  email: string;
  role: Role;
}

/** Every row (true), none (false), or the rows a where-clause on the kind's table keeps (Payload's access functions). */
export type RowRule = boolean | SQL;

export interface DocumentAccess {
  steps: Record<WorkflowStep, AdminArea>;
  /** Who may delete which (a kind without it is never deleted from the studio). */
  delete?: (asker: Asker) => RowRule;
}

/** A writer drafts, submits, restores, names versions and shares; an editor also sends back, publishes, schedules, takes down and revokes. */
export const EDITORS_PUBLISH: DocumentAccess["steps"] = {
  submit: "content",
  return: "publishing",
  publish: "publishing",
  schedule: "publishing",
  unschedule: "publishing",
  unpublish: "publishing",
  update: "publishing",
  restore: "content",
  name: "content",
  share: "content",
  revoke: "publishing",
};

/** A live document that left the site or its address (unpublished, scheduled again, moved), and the one it became. */
export type Leaving<Row> = (tx: Executor, before: Row, after: Row, by: { actor: string; now: Date }) => Promise<void>;

/** The restore of a revision asked by someone who may sign any name (an editor) or writes as themselves. */
export type RestoreBy = ChangeBy & { anyAuthor?: boolean };

export interface DocumentKind<Row extends DocumentRow = DocumentRow, Copy = unknown, Noun extends string = string, Plural extends string = string> {
  noun: Noun;
  plural: Plural;
  /** The kind's table and its id, for a row rule's where-clause. */
  table: PgTable;
  idColumn: AnyPgColumn;
  /** The row, locked for the transaction's length; a PublishingError "There is no …" when none. */
  lock(tx: Executor, id: number): Promise<Row>;
  write(tx: Executor, id: number, change: Partial<Row>): Promise<Row>;
  /** The copy being worked on: a live document's pending edits, else its own. */
  workingCopy(row: Row): Copy;
  /** What the row itself holds (what the site shows of a live one). */
  ownCopy(row: Row): Copy;
  /** A copy as the row's own columns. */
  columnsOf(copy: Copy): Partial<Row>;
  pendingOf(row: Row): Copy | null;
  sameCopy(a: Copy, b: Copy): boolean;
  /**
   * Its address on the site: a live document that moves leaves a 301 from the old one. A kind
   * without one (a form) lives on the pages that show it: it never moves and leaves no 301.
   */
  address?(row: Row): string;
  /** How a refusal names it: `"Title"` (posts), `“Title”` (pages), and the subject of a state refusal. */
  named(row: Row): string;
  subject(row: Row): string;
  /** Refuses a copy the site cannot show (review and every step to the site need it finished). */
  refuseUnfinished(copy: Copy): void;
  /** Refuses a copy that cannot become the row's: its address taken, an author unknown. */
  refuseCopy(tx: Executor, row: Row, copy: Copy): Promise<void>;
  /** Refuses an edit (a restore) the asker may not make, or one naming what is not there. */
  refuseEdit(tx: Executor, row: Row, copy: Copy, by: RestoreBy): Promise<void>;
  /** Refuses taking it off the site when it must stay (the not-found page). */
  refuseLeaving?(row: Row): void;
  /** Refuses a copy going live (publish, schedule, update) that names what is not on the site: a page's unpublished form, a form's missing file. */
  refuseGoingLive?(tx: Executor, row: Row, copy: Copy): Promise<void>;
  /**
   * Its copy's links to this site, flagged when they reach no page (or go through a redirect) once
   * it is live at `at`: checked, and confirmed by the asker, before it goes live.
   */
  linksGoingLive?(tx: Executor, copy: Copy, at: Date): Promise<FlaggedLink[]>;
  /** Publishing takes the working copy live (pages), or what the row holds, its edits still pending (posts). */
  goesLiveWithWorkingCopy: boolean;
  /** The day a publish now gives it. */
  publishDay(row: Row, now: Date): Date;
  /** An update that moved it says so in its history. */
  historyNamesMoves: boolean;
  events: {
    record(tx: Executor, id: number, actor: string, action: DocumentEvent, at: Date, detail?: EventDetail): Promise<void>;
    history(db: Database, id: number): Promise<DocumentEventRow[]>;
  };
  revisions: {
    keep(tx: Executor, row: Row, copy: Copy, how: { actor: string; now: Date; kind: RevisionKind }): Promise<number>;
    read(db: Executor, id: number, revisionId: number): Promise<{ copy: Copy } | undefined>;
    /** The document's revisions kept whatever their age (published and named versions, "before"), newest first, as stored. */
    kept(tx: Executor, id: number): Promise<Array<{ id: number; copy: Copy }>>;
  };
  jobs: {
    queue: QueueTable & { name: "content_jobs" | "page_jobs" | "form_jobs"; subjectColumn: "post_id" | "page_id" | "form_id" };
    worker: { name: string; concurrency: number };
    /** Jobs of its own beside the schedule's (a post's cover). */
    alongside?(tx: Executor, row: TimedRow<Row>): Promise<void>;
  };
  /** The column of preview_links that names it; null: it has no page of its own to share (a form is seen in its builder). */
  previewColumn: "postId" | "pageId" | null;
  /** A live document that left the site or its address: what goes with it (a page's tests). */
  whenLeaving?(tx: Executor, before: Row, after: Row, by: { actor: string; now: Date }): Promise<void>;
  access: DocumentAccess;
}
