/**
 * The form as a kind of document (server/documents/kind.ts; ADR 045, ADR 049): its document is one
 * JSON value of its row, checked whole by its schema (shared/forms/form.ts), finished when the
 * schema passes; publishing takes the editor's copy live, as a page's. A form has no address of
 * its own: it lives on the pages whose form section names it, so it never moves and shares no
 * preview link (its builder previews it). Every version that goes live is kept in form_versions,
 * in the transaction that puts it there: a lead names the version it answered.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "#server/platform/db/database.ts";
import { formEvents, forms, formVersions, mediaFiles, pages, type FormRow } from "#server/platform/db/content-schema.ts";
import { experiments } from "#server/platform/db/experiments-schema.ts";
import { refuseProblems, type FieldProblemList } from "#server/platform/field-problems.ts";
import { EDITORS_PUBLISH, PublishingError, type DocumentEvent, type DocumentKind, type EventDetail } from "#server/documents/kind.ts";
import { formDocument, type FormDocument } from "#shared/forms/form.ts";
import { FORM_TRANSLATION_WORDS, unwrittenTexts } from "#shared/i18n/form-translation.ts";
import { sameValue } from "#shared/same-value.ts";
import { problemsByField } from "#shared/pages/problems.ts";
import { keepFormRevision, keptFormRevisions, readFormRevision } from "./form-revisions.ts";

export type FormKind = DocumentKind<FormRow, FormDocument, "form", "forms">;

/** The copy being worked on: a live form's pending edits, else the form itself. */
export const workingCopy = (row: FormRow): FormDocument => row.pending ?? row.document;

export async function lockedForm(tx: Executor, id: number): Promise<FormRow> {
  const [row] = await tx.select().from(forms).where(eq(forms.id, id)).for("update");
  if (!row) throw new PublishingError(`There is no form ${id}.`);
  return row;
}

export async function recordFormEvent(tx: Executor, formId: number, actor: string, action: DocumentEvent, at: Date, detail?: EventDetail): Promise<void> {
  await tx.insert(formEvents).values({ id: randomUUID(), formId, actor, action, at, detail: detail ?? null });
}

/** The document checked whole, refused by field in words ("fields.2.choices.0.label"); a problem of the whole form under "form". */
export function checkedForm(input: unknown): FormDocument {
  const parsed = formDocument.safeParse(input);
  if (!parsed.success) {
    const { page, ...problems } = problemsByField(parsed.error);
    refuseProblems(page === undefined ? problems : { ...problems, form: page });
  }
  return parsed.data!;
}

/**
 * A file the form gives that is no longer in the media library (deleted since), by field. The file
 * found stays until the transaction ends (KEY SHARE): a delete waits, then sees this form offer it.
 */
export async function missingDownload(tx: Executor, document: FormDocument): Promise<FieldProblemList> {
  if (!document.download) return {};
  const [found] = await tx.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.id, document.download.file)).for("key share");
  return found ? {} : { "download.file": "This file is no longer in the media library: choose another, or remove the download." };
}

/**
 * A form that is live after a write has its document kept as a version (publish now, at its time,
 * an update): a new version when the document differs from the live one, never a changed one.
 */
async function keepLiveVersion(tx: Executor, row: FormRow): Promise<FormRow> {
  if (row.status !== "published") return row;
  const [live] = await tx
    .select({ version: formVersions.version, document: formVersions.document })
    .from(formVersions)
    .where(eq(formVersions.formId, row.id))
    .orderBy(desc(formVersions.version))
    .limit(1);
  if (live && sameValue(live.document, row.document)) return row.version === live.version ? row : setVersion(tx, row.id, live.version);
  const version = (live?.version ?? 0) + 1;
  await tx.insert(formVersions).values({ formId: row.id, version, document: row.document, publishedAt: row.updatedAt });
  return setVersion(tx, row.id, version);
}

async function setVersion(tx: Executor, id: number, version: number): Promise<FormRow> {
  const [row] = await tx.update(forms).set({ version }).where(eq(forms.id, id)).returning();
  return row!;
}

/** Every version that went live, newest first: what the editor's history of versions lists. */
export function formVersionList(db: Executor, formId: number) {
  return db.select({ version: formVersions.version, publishedAt: formVersions.publishedAt }).from(formVersions).where(eq(formVersions.formId, formId)).orderBy(desc(formVersions.version));
}

export const formKind: FormKind = {
  noun: "form",
  plural: "forms",
  table: forms,
  idColumn: forms.id,
  lock: lockedForm,
  async write(tx, id, change) {
    const [row] = await tx.update(forms).set(change).where(eq(forms.id, id)).returning();
    return keepLiveVersion(tx, row!);
  },
  workingCopy,
  ownCopy: (row) => row.document,
  columnsOf: (document) => ({ document }),
  pendingOf: (row) => row.pending,
  sameCopy: sameValue,
  named: (row) => `“${row.document.name}”`,
  subject: () => "This form",
  refuseUnfinished: (document) => {
    checkedForm(document);
    // A translation's words start as placeholders (ADR 054): none goes to review or the site.
    const unwritten = unwrittenTexts(document);
    if (unwritten.length) throw new PublishingError(FORM_TRANSLATION_WORDS.unfinished(unwritten));
  },
  refuseCopy: async (tx, _row, document) => refuseProblems(await missingDownload(tx, document)),
  refuseEdit: async (tx, _row, document) => refuseProblems(await missingDownload(tx, document)),
  // Saved with its file, which may have gone since (a delete racing the save, a fix by hand): never live without it.
  refuseGoingLive: async (tx, _row, document) => refuseProblems(await missingDownload(tx, document)),
  goesLiveWithWorkingCopy: true,
  publishDay: (row, now) => (row.status === "unpublished" && row.publishAt ? row.publishAt : now),
  historyNamesMoves: false,
  events: {
    record: recordFormEvent,
    history: (db, formId) => db.select().from(formEvents).where(eq(formEvents.formId, formId)).orderBy(asc(formEvents.seq)),
  },
  revisions: {
    keep: keepFormRevision,
    read: async (db, id, revisionId) => {
      const revision = await readFormRevision(db, id, revisionId);
      // A revision kept under older rules is checked as any copy is.
      return revision && { copy: checkedForm(revision.document) };
    },
    kept: keptFormRevisions,
  },
  jobs: {
    queue: { name: "form_jobs", kindColumn: "action", subjectColumn: "form_id", doneStatus: "done", doneAtColumn: "done_at", handlerNoun: "handler" },
    worker: { name: "forms", concurrency: 1 },
  },
  previewColumn: null,
  // A live or scheduled page (or its pending edits), or a running test's variant, that shows the form would have nothing to draw.
  whenLeaving: async (tx, before) => {
    const showing = await shownBy(tx, before);
    if (showing.length) throw new PublishingError(showing.join(" "));
  },
  access: { steps: EDITORS_PUBLISH },
};

/**
 * Where a form is shown, or due to be, in words: live or scheduled pages, their pending edits,
 * running or paused tests' variants. A translation is shown by its locale's pages whose form
 * section names its original (ADR 054).
 */
async function shownBy(tx: Executor, form: Pick<FormRow, "id" | "translationOf" | "locale">): Promise<string[]> {
  const id = form.translationOf ?? form.id;
  const shows = (sections: SQL) => sql`${sections} @> ${JSON.stringify([{ type: "form", form: id }])}::jsonb`;
  const rows = await tx
    .select({ path: pages.path, live: shows(sql`${pages.document} -> 'sections'`).mapWith(Boolean) })
    .from(pages)
    .where(
      and(
        inArray(pages.status, ["published", "scheduled"]),
        or(shows(sql`${pages.document} -> 'sections'`), shows(sql`${pages.pending} -> 'sections'`)),
        form.locale === null ? undefined : eq(pages.locale, form.locale),
      ),
    )
    .orderBy(asc(pages.path));
  if (form.translationOf !== null) return pagesShowing(rows);
  const tests = await tx
    .select({ name: experiments.name, path: experiments.pagePath })
    .from(experiments)
    .where(and(inArray(experiments.status, ["running", "paused"]), sql`exists (select 1 from jsonb_array_elements(${experiments.variants}) as v where ${shows(sql`v -> 'document' -> 'sections'`)})`))
    .orderBy(asc(experiments.pagePath));
  return [...pagesShowing(rows), ...tests.map((test) => `The experiment “${test.name}” on ${test.path} shows this form in a variant: stop it first.`)];
}

function pagesShowing(rows: ReadonlyArray<{ path: string; live: boolean }>): string[] {
  const pagesIn = (live: boolean) => rows.filter((row) => row.live === live).map((row) => `The page ${row.path}`);
  const [live, pending] = [pagesIn(true), pagesIn(false)];
  return [
    ...(live.length ? [`${live.join(", ")} shows this form: choose another form there, or take the page off the site, first.`] : []),
    ...(pending.length ? [`${pending.join(", ")} shows this form in edits not published yet: choose another form there, or take the page off the site, first.`] : []),
  ];
}
