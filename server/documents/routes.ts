/**
 * The admin API's routes every kind of document shares (ADR 045), made once per kind: its steps to
 * the site and back, the restore of a revision, its revisions, and its preview links. Each declares
 * who may take it from the kind's access (access.ts reads the declaration); each step is audited as
 * `<noun>-<what happened>` and followed by the site at once. A kind's own routes (a post's list, a
 * page's templates) stay in its own file.
 */
import { Hono, type Context } from "hono";
import { access } from "#server/auth/access.ts";
import { audit, type AuditAction } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, answerRefusedFields, problem, readJson, type AdminDeps, type AdminEnv } from "#server/auth/http.ts";
import type { Database } from "#server/platform/db/database.ts";
import { sqlStateOf } from "#server/platform/logger.ts";
import { mayUse } from "#shared/admin-roles.ts";
import { PUBLISH_ANYWAY } from "#shared/link-check.ts";
import { BrokenLinksFound, NotAllowed, PublishingError, seenRevisionOf, type DocumentEvent, type DocumentKind, type DocumentRow } from "./kind.ts";
import { createPreviewLink, revokePreviewLink } from "./previews.ts";
import { scheduleRangeProblem } from "./schedule-time.ts";
import { nameVersion, revisionNames, versionNameProblem } from "./versions.ts";
import { publish, restore, review, schedule, scheduleUnpublish, unpublish, unschedule, update } from "./workflow.ts";

/** A note sent back with a draft: a few sentences, not an essay. */
const NOTE_MAX_LENGTH = 2_000;

/** What the request said is unusable (422); a PublishingError is a step the document's state refuses (409). */
class InputError extends Error {}

/** How a kind's routes answer: its row as the studio reads it after a step, and its revisions. */
/** The admin frame, and the hook that tells this process the store moved (a step changed what the site shows). */
export type DocumentRouteDeps = AdminDeps & { onContentChanged?: () => Promise<void> };

export interface DocumentViews<Row, StepView, EditView, RevisionList extends ReadonlyArray<{ id: number }>, RevisionRead, RestorePath extends string> {
  /** After a review or publishing step; after an update or a restore, as its editor opens it. */
  step(row: Row): StepView;
  edit(row: Row): EditView;
  /** What the audit log names: the address of the step's document. */
  auditTarget(row: Row, event: DocumentEvent): string;
  /** Where a revision is restored: its number in the path (`:revision`) or in the body (`revision`). */
  restorePath: RestorePath;
  /** Newest first; each is listed with its name, when a person named it. */
  listRevisions(db: Database, id: number): Promise<RevisionList | undefined>;
  readRevision(db: Database, id: number, revisionId: number): Promise<RevisionRead | undefined>;
  /** The field an address taken by another document at the same instant is refused on. */
  addressField: string;
}

export function documentId(c: Context<AdminEnv>): number | undefined {
  const id = Number(c.req.param("id"));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export const noSuch = (c: Context<AdminEnv>, noun: string) => problem(c, 404, `This ${noun} does not exist.`);

/** The refusals a document's fields, rights and state give, as answers: by field (422), rights (403), state (409), nothing there (404). */
export async function documentAnswer<Answer extends Response>(c: Context<AdminEnv>, { noun, addressField }: { noun: string; addressField: string }, run: () => Promise<Answer>) {
  try {
    return await answerRefusedFields(c, run);
  } catch (error) {
    if (error instanceof NotAllowed) return c.json({ error: error.message, ...(error.problems && { problems: error.problems }) }, 403, ADMIN_RESPONSE_HEADERS);
    if (error instanceof InputError) return problem(c, 422, error.message);
    // Two documents took one address in the same instant: the unique index refused the second.
    if (sqlStateOf(error) === "23505")
      return c.json(
        { error: `Another ${noun} has just taken this address.`, problems: { [addressField]: `Another ${noun} has just taken this address; choose another.` } },
        422,
        ADMIN_RESPONSE_HEADERS,
      );
    if (!(error instanceof PublishingError)) throw error;
    if (error instanceof BrokenLinksFound) return c.json({ error: error.message, links: error.links }, 409, ADMIN_RESPONSE_HEADERS);
    if (error.problems) return c.json({ error: error.message, problems: error.problems }, 409, ADMIN_RESPONSE_HEADERS);
    return problem(c, /^There is no /.test(error.message) ? 404 : 409, error.message);
  }
}

/** What an editor's save sends (a page's, a form's): the copy, the revision it is based on and the editor's tab; a 400 in words otherwise. */
export async function saveRequest(c: Context<AdminEnv>): Promise<{ document: unknown; baseRevision: number; editSession: string } | Response> {
  const body = await readJson(c);
  if (body instanceof Response) return body;
  const { document, baseRevision, editSession } = body;
  if (!Number.isSafeInteger(baseRevision) || typeof editSession !== "string" || editSession.length > 64) {
    return problem(c, 400, "Send the revision your copy is based on (baseRevision) and your editor's id (editSession).");
  }
  return { document, baseRevision: baseRevision as number, editSession };
}

/** A save refused because another's came first: the copy kept as revision `keptAs`, not applied (409), with the document as it is. */
export function overtakenSave<View extends { updatedBy: string | null }>(c: Context<AdminEnv>, noun: string, { conflict, keptAs }: { conflict: View; keptAs: number }) {
  const by = conflict.updatedBy ?? "someone";
  return c.json(
    { error: `${by} saved this ${noun} while you were editing. Your version was not applied; it is kept in the ${noun}'s revisions.`, [noun]: conflict, keptAs },
    409,
    ADMIN_RESPONSE_HEADERS,
  );
}

type By = { actor: string };
type Run<Row> = (id: number, body: Record<string, unknown>, by: By) => Promise<Row>;

export function documentRoutes<
  Row extends DocumentRow,
  Copy,
  Noun extends string,
  Plural extends string,
  StepView,
  EditView,
  RevisionList extends ReadonlyArray<{ id: number }>,
  RevisionRead,
  RestorePath extends string,
>(kind: DocumentKind<Row, Copy, Noun, Plural>, views: DocumentViews<Row, StepView, EditView, RevisionList, RevisionRead, RestorePath>, deps: DocumentRouteDeps) {
  const { db } = deps;
  const { noun, plural, access: rights } = kind;
  const answer = <Answer extends Response>(c: Context<AdminEnv>, run: () => Promise<Answer>) => documentAnswer(c, { noun, addressField: views.addressField }, run);
  const notFound = (c: Context<AdminEnv>) => noSuch(c, noun);
  // A kind with no page of its own (a form) shares no preview link: its editor shows it.
  const noPreviews = (c: Context<AdminEnv>) => problem(c, 404, `A ${noun} has no preview link: its editor shows it as visitors will see it.`);
  const keyed = <View>(view: View) => ({ [noun]: view }) as { [Key in Noun]: View };

  /** A step that changes the document, audited, answered with it; the site follows at once. */
  async function taken<View>(c: Context<AdminEnv>, event: DocumentEvent | ((body: Record<string, unknown>) => DocumentEvent), run: Run<Row>, view: (row: Row) => View, body?: Record<string, unknown>) {
    const id = documentId(c);
    if (id === undefined) return notFound(c);
    const read = body ?? (await readJson(c));
    if (read instanceof Response) return read;
    const { user } = c.get("admin");
    return answer(c, async () => {
      const row = await run(id, read, { actor: user.email });
      const done = typeof event === "function" ? event(read) : event;
      await audit(db, { actor: user.email, action: auditAction(`${noun}-${done}`), target: views.auditTarget(row, done), address: deps.clientAddress(c) });
      // Every process's pages follow within a second (the store's generation; ADR 024).
      await deps.onContentChanged?.();
      return c.json(keyed(view(row)), 200, ADMIN_RESPONSE_HEADERS);
    });
  }

  // The steps, one route each; their answers are the document (the studio reads none of them).
  const steps = new Hono<AdminEnv>();
  const step = (path: string, event: DocumentEvent | ((body: Record<string, unknown>) => DocumentEvent), run: Run<Row>) =>
    steps.post(`/${plural}/:id/${path}`, access(rights.steps[path as keyof typeof rights.steps]), (c) => taken<StepView | EditView>(c, event, run, path === "update" ? views.edit : views.step));
  step("submit", "submitted", (id, _body, by) => review(kind, db, id, "submitted", by));
  step("return", "returned", (id, body, by) => {
    const note = typeof body["note"] === "string" ? body["note"].trim().slice(0, NOTE_MAX_LENGTH) : "";
    return review(kind, db, id, "returned", { ...by, ...(note && { note }) });
  });
  // What goes on the site is what the editor read: these steps name its revision (refuseUnseenChanges).
  // Links to no page of the site hold these steps back until the editor publishes anyway (shared/link-check.ts).
  step("publish", "published", (id, body, by) => publish(kind, db, id, { ...by, seen: seenRevisionOf(body["revision"]), brokenLinks: linksAnswer(body) }));
  step("schedule", "scheduled", (id, body, by) => schedule(kind, db, id, timeOf(body["at"], "publish"), { ...by, seen: seenRevisionOf(body["revision"]), brokenLinks: linksAnswer(body) }));
  step("unschedule", "unscheduled", (id, _body, by) => unschedule(kind, db, id, by));
  step(
    "unpublish",
    (body) => (body["at"] === undefined ? "unpublished" : "unpublish-scheduled"),
    (id, body, by) => (body["at"] === undefined ? unpublish(kind, db, id, by) : scheduleUnpublish(kind, db, id, timeOf(body["at"], "unpublish"), by)),
  );
  step("update", "updated", (id, body, by) => update(kind, db, id, { ...by, seen: seenRevisionOf(body["revision"]), brokenLinks: linksAnswer(body) }));

  return new Hono<AdminEnv>()
    .post(views.restorePath, access(rights.steps.restore), async (c) => {
      const inPath = (c.req.param() as Record<string, string | undefined>)["revision"];
      const body = inPath === undefined ? await readJson(c) : {};
      if (body instanceof Response) return body;
      const restoreBy = { anyAuthor: mayUse(c.get("admin").user.role, "publishing") };
      const run: Run<Row> = (id, _body, by) => restore(kind, db, id, revisionAsked(inPath, body), { ...by, ...restoreBy });
      return taken(c, "restored", run, views.edit, body);
    })
    .post(`/${plural}/:id/preview-link`, access(rights.steps.share), async (c) => {
      const id = documentId(c);
      if (!kind.previewColumn) return noPreviews(c);
      if (id === undefined) return notFound(c);
      const actor = c.get("admin").user.email;
      return answer(c, async () => {
        const link = await createPreviewLink(db, kind, id, { actor });
        await audit(db, { actor, action: auditAction(`${noun}-preview-shared`), target: String(id), address: deps.clientAddress(c) });
        return c.json({ id: link.id, path: link.path, expiresAt: link.expiresAt }, 201, ADMIN_RESPONSE_HEADERS);
      });
    })
    .post(`/${plural}/:id/preview-links/:link/revoke`, access(rights.steps.revoke), async (c) => {
      const id = documentId(c);
      const actor = c.get("admin").user.email;
      if (!kind.previewColumn) return noPreviews(c);
      if (id === undefined || !(await revokePreviewLink(db, kind, id, c.req.param("link") ?? "", { actor }))) return problem(c, 404, `This preview link no longer opens the ${noun}.`);
      await audit(db, { actor, action: auditAction(`${noun}-preview-revoked`), target: String(id), address: deps.clientAddress(c) });
      return c.json({ revoked: true }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .get(`/${plural}/:id/revisions`, access("content"), async (c) => {
      const id = documentId(c);
      const revisions = id === undefined ? undefined : await views.listRevisions(db, id);
      if (id === undefined || !revisions) return notFound(c);
      const names = await revisionNames(kind, db, id);
      const named = revisions.map((revision: RevisionList[number]) => ({ ...revision, name: names.get(revision.id) ?? null }));
      return c.json({ revisions: named }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .get(`/${plural}/:id/revisions/:revision`, access("content"), async (c) => {
      const [id, revisionId] = [documentId(c), Number(c.req.param("revision"))];
      const revision = id !== undefined && Number.isSafeInteger(revisionId) ? await views.readRevision(db, id, revisionId) : undefined;
      return revision ? c.json({ revision }, 200, ADMIN_RESPONSE_HEADERS) : problem(c, 404, "This revision does not exist.");
    })
    .route("/", steps)
    .route("/", versionRoutes(kind, deps, answer));
}

/** "Name this version": the copy being edited, kept as it is and listed by its name (versions.ts). */
function versionRoutes<Row extends DocumentRow, Copy>(
  kind: DocumentKind<Row, Copy>,
  deps: DocumentRouteDeps,
  answer: <Answer extends Response>(c: Context<AdminEnv>, run: () => Promise<Answer>) => Promise<Response>,
) {
  const { db } = deps;
  return new Hono<AdminEnv>().post(`/${kind.plural}/:id/versions`, access(kind.access.steps.name), async (c) => {
    const id = documentId(c);
    if (id === undefined) return noSuch(c, kind.noun);
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const refused = versionNameProblem(body["name"]);
    if (refused) return c.json({ error: refused, problems: { name: refused } }, 422, ADMIN_RESPONSE_HEADERS);
    const actor = c.get("admin").user.email;
    return answer(c, async () => {
      const named = await nameVersion(kind, db, id, body["name"] as string, { actor });
      await audit(db, { actor, action: auditAction(`${kind.noun}-named`), target: String(id), address: deps.clientAddress(c) });
      return c.json({ named }, 201, ADMIN_RESPONSE_HEADERS);
    });
  });
}

/** A kind's audit actions are `<noun>-<event>`: the audit log's type lists each kind's (server/auth/audit.ts). */
const auditAction = (action: string) => action as AuditAction;

/** The revision a restore names: in its path (a number, else none there), or its body's `revision`. */
function revisionAsked(inPath: string | undefined, body: Record<string, unknown>): number {
  if (inPath !== undefined) return Number.isSafeInteger(Number(inPath)) ? Number(inPath) : 0;
  if (!Number.isSafeInteger(body["revision"])) throw new InputError("Send the revision to restore (revision).");
  return body["revision"] as number;
}

/** Whether the asker has seen the step's broken links and goes live with them (`brokenLinks: "publish-anyway"`). */
const linksAnswer = (body: Record<string, unknown>) => (body["brokenLinks"] === PUBLISH_ANYWAY ? "accept" : "warn");

/** A time as the browser sends it (ISO 8601 with its offset: the editor's own time zone, made absolute). */
function timeOf(value: unknown, what: "publish" | "unpublish"): Date {
  const at = typeof value === "string" && value.length <= 40 ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw new InputError(`Give the time to ${what} as a date and time, e.g. 2026-12-01T09:00:00Z.`);
  const outOfRange = scheduleRangeProblem(at);
  if (outOfRange) throw new InputError(outOfRange);
  return at;
}
