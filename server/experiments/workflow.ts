/**
 * An experiment's life in the studio (ADR 042): drafted on a published page with a variant that
 * starts with its sections, its variants' sections edited while it is a draft, then started (as
 * the editor reviewed it), paused, resumed and stopped by an editor; stopping may publish a
 * variant's sections on the page. A variant is its sections only (issue 70): the page's own
 * fields are the page's, while it runs and once published. Each step that changes what visitors
 * get moves the store's generation, so every process serves it at once. A step locks the page
 * before the experiment, as a page's own changes do (page-leaving.ts), so neither waits on the other.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { experiments, pages, type ExperimentRow, type StoredVariant } from "#server/platform/db/schema.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { refuseProblems, FieldsRefused } from "#server/platform/field-problems.ts";
import { sqlStateOf } from "#server/platform/logger.ts";
import { PublishingError, type ChangeBy } from "#server/documents/kind.ts";
import { checkedDocument, publishVariant } from "#server/studio/page-workflow.ts";
import { refuseUnpublishedForms, unpublishedForms } from "#server/studio/page-forms.ts";
import { CONTROL_KEY, experimentInput, formOfGoal, type ExperimentStatus, type ExperimentVariant, type VariantSections } from "#shared/experiments/experiment.ts";
import type { ExperimentPlan } from "#shared/experiments/plan.ts";
import type { PublishedForms } from "#shared/forms/published-forms.ts";
import { pauseBegun, pausesEnded } from "#shared/experiments/pauses.ts";
import { problemsByField } from "#shared/pages/problems.ts";
import type { PageDocument } from "#shared/pages/page.ts";

/** A variant as the studio shows it: its page's own fields with its sections, as visitors get it (null: the control, or its page is gone). */
export type VariantView = ExperimentVariant & { document: PageDocument | null; publishedRevision?: number };
export type EditableExperiment = Omit<ExperimentRow, "createdAt" | "variants"> & { variants: VariantView[] };
export type ExperimentSummary = Omit<EditableExperiment, "variants"> & { variants: Array<Omit<StoredVariant, "document">> };

export type ExperimentSaveResult = { saved: EditableExperiment } | { conflict: EditableExperiment };

/** Every experiment, the live ones first, then the newest; without the variants' pages. */
export async function listExperiments(db: Database): Promise<ExperimentSummary[]> {
  const rows = await db
    .select()
    .from(experiments)
    .orderBy(sql`case ${experiments.status} when 'running' then 0 when 'paused' then 1 when 'draft' then 2 else 3 end`, desc(experiments.updatedAt));
  return rows.map(({ createdAt: _createdAt, variants, ...row }) => ({ ...row, variants: variants.map(({ document: _document, ...variant }) => variant) }));
}

export async function editableExperiment(db: Executor, id: number): Promise<EditableExperiment | undefined> {
  const [row] = await db.select().from(experiments).where(eq(experiments.id, id));
  return row && editable(db, row);
}

/** A draft on the published page at `pagePath`: the control and one variant with the page's sections, half the traffic each. */
export async function createExperiment(db: Database, { name, pagePath }: { name: string; pagePath: string }, { actor = "cli", now = new Date() }: ChangeBy = {}): Promise<EditableExperiment> {
  const page = await publishedPageRow(db, pagePath);
  if (!page) throw new FieldsRefused({ pagePath: "Choose a page that is on the site: an experiment compares versions of a live page." });
  const definition = checkedDefinition({
    name,
    pagePath,
    goal: "lead",
    variants: [
      { key: CONTROL_KEY, name: "The page as it is", weight: 50 },
      { key: "b", name: "Variant B", weight: 50 },
    ],
  });
  const variants: StoredVariant[] = [
    { ...definition.variants[0]!, document: null },
    { ...definition.variants[1]!, document: { sections: page.document.sections } },
  ];
  const [row] = await db
    .insert(experiments)
    .values({ ...definitionColumns(definition), variants, pageId: page.id, createdBy: actor, createdAt: now, updatedAt: now })
    .returning();
  return editable(db, row!);
}

/**
 * Keeps a draft's definition and its variants' sections, or refuses them in words. A variant's page
 * is sent whole (the page editor's), but only its sections are kept: its title, description,
 * canonical, search settings and menu place are the page's, whatever was sent. A variant added
 * starts with the page's sections; one removed is gone. A copy based on a revision saved over
 * since is refused.
 */
export async function saveExperiment(
  db: Database,
  publishedForms: Pick<PublishedForms, "published">,
  id: number,
  request: { definition: unknown; documents?: Record<string, unknown>; baseRevision: number },
  { now = new Date() }: ChangeBy = {},
): Promise<ExperimentSaveResult> {
  return db.transaction(async (tx) => {
    const row = await lockedExperiment(tx, id);
    if (row.revision !== request.baseRevision) return { conflict: await editable(tx, row) };
    if (row.status !== "draft")
      throw new PublishingError(`“${row.name}” has ${row.status === "stopped" ? "stopped" : "started"}: its variants stay as they ran. Start a new experiment to try another.`);
    const definition = checkedDefinition({ ...(request.definition as object), pagePath: row.pagePath });
    await refuseFormsNotLive(publishedForms, definition);
    const page = (await testedPage(tx, row))?.document;
    const variants = definition.variants.map((variant, index): StoredVariant => {
      if (index === 0) return { ...variant, document: null };
      const sent = request.documents?.[variant.key];
      if (sent !== undefined) return { ...variant, document: variantSections(sent, page, row.pagePath, variant.key) };
      // A row kept before variants held only their sections may hold a whole page.
      const sections = row.variants.find((stored) => stored.key === variant.key)?.document?.sections ?? page?.sections;
      return { ...variant, document: sections ? { sections } : null };
    });
    await refuseVariantForms(tx, variants);
    const [saved] = await tx
      .update(experiments)
      .set({ ...definitionColumns(definition), variants, revision: row.revision + 1, updatedAt: now })
      .where(eq(experiments.id, id))
      .returning();
    return { saved: await editable(tx, saved!) };
  });
}

/** What an editor starts: the revision of the experiment they reviewed, and the plan it runs to (locked from now on). */
export interface StartRequest {
  revision: number;
  plan: ExperimentPlan | null;
}

/**
 * Visitors start getting the variants now, as the editor reviewed them: a save since (a writer's,
 * a colleague's) is refused, never started unseen. The page must be live, the one it was drafted
 * on, and no other experiment on it; its id and revision are kept, so a variant is published only
 * over the page it was tested against.
 */
export async function startExperiment(db: Database, id: number, { revision, plan }: StartRequest, { now = new Date() }: ChangeBy = {}): Promise<EditableExperiment> {
  return step(db, id, ["draft"], async (tx, row) => {
    if (row.revision !== revision) throw new PublishingError(`“${row.name}” was saved again since you opened it: nothing was started. Read its variants again, then start it.`);
    const page = await publishedPageRow(tx, row.pagePath);
    if (!page) throw new PublishingError(`The page at ${row.pagePath} is not on the site: publish it first.`);
    if (row.pageId !== null && row.pageId !== page.id)
      throw new PublishingError(`The page at ${row.pagePath} is not the one this experiment was drafted on (that one moved or was taken off the site): start a new experiment on it.`);
    if (row.variants.slice(1).some((variant) => variant.document === null)) throw new PublishingError("Each variant needs its version of the page: open it and make its change.");
    // A form taken off the site since the save would leave the variant nothing to draw.
    for (const variant of row.variants) if (variant.document) await refuseUnpublishedForms(tx, variant.document);
    if (row.endsAt && row.endsAt <= now) throw new PublishingError("Its end is in the past: choose a later end, or none.");
    return { status: "running", startedAt: now, pageId: page.id, pageRevision: page.revision, plan };
  });
}

/** Visitors get the page as published, uncounted, until it is resumed: the pause is kept, from now. */
export function pauseExperiment(db: Database, id: number, { now = new Date(), ...by }: ChangeBy = {}): Promise<EditableExperiment> {
  return step(db, id, ["running"], async (_tx, row) => ({ status: "paused", pauses: pauseBegun(row.pauses, now) }), { ...by, now });
}

/** Visitors get their variants again; the pause ends now. */
export function resumeExperiment(db: Database, id: number, { now = new Date(), ...by }: ChangeBy = {}): Promise<EditableExperiment> {
  return step(db, id, ["paused"], async (_tx, row) => ({ status: "running", pauses: pausesEnded(row.pauses, now) }), { ...by, now });
}

/**
 * Ends it for good; `publish` names the variant whose sections go live on the page (its revision
 * kept, and the page's revision it became kept on the variant), or none to leave the page as it is.
 */
export function stopExperiment(db: Database, id: number, publish: string | null, { actor = "cli", now = new Date() }: ChangeBy = {}): Promise<EditableExperiment> {
  return step(
    db,
    id,
    ["running", "paused"],
    async (tx, row) => {
      const winner = publish === null ? undefined : row.variants.find((variant) => variant.key === publish);
      if (publish !== null && !winner) throw new PublishingError(`“${row.name}” has no variant “${publish}”.`);
      let variants = row.variants;
      if (winner?.document) {
        const tested = { pageId: row.pageId, revision: row.pageRevision };
        const publishedRevision = await publishVariant(tx, tested, { name: winner.name, sections: winner.document.sections }, { actor, now, note: `“${winner.name}” of the experiment “${row.name}”` });
        variants = row.variants.map((variant) => (variant.key === winner.key ? { ...variant, publishedRevision } : variant));
      }
      return { status: "stopped", stoppedAt: now, winner: winner?.key ?? null, pauses: pausesEnded(row.pauses, now), variants };
    },
    { actor, now },
  );
}

type StepChange = Partial<Pick<ExperimentRow, "status" | "startedAt" | "stoppedAt" | "winner" | "pauses" | "variants" | "pageId" | "pageRevision" | "plan">>;

/** A change of status from one of `from`, in one transaction with whatever it does, served at once everywhere. */
async function step(
  db: Database,
  id: number,
  from: ExperimentStatus[],
  decide: (tx: Executor, row: ExperimentRow) => Promise<StepChange>,
  { now = new Date() }: ChangeBy = {},
): Promise<EditableExperiment> {
  try {
    return await db.transaction(async (tx) => {
      await lockPageOf(tx, id);
      const row = await lockedExperiment(tx, id);
      if (!from.includes(row.status)) throw new PublishingError(`“${row.name}” is ${row.status}.`);
      const [changed] = await tx
        .update(experiments)
        .set({ ...(await decide(tx, row)), revision: row.revision + 1, updatedAt: now })
        .where(eq(experiments.id, id))
        .returning();
      await nextGeneration(tx);
      return editable(tx, changed!);
    });
  } catch (error) {
    // The index that keeps one live experiment per page refused a second.
    if (sqlStateOf(error) === "23505") throw new PublishingError("Another experiment is running on this page: stop it first.");
    throw error;
  }
}

/** Locks the page experiment `id` tests (the one it names, else the one at its address): a page's changes lock it first too. */
async function lockPageOf(tx: Executor, id: number): Promise<void> {
  const [target] = await tx.select({ pageId: experiments.pageId, pagePath: experiments.pagePath }).from(experiments).where(eq(experiments.id, id));
  if (!target) return;
  await tx
    .select({ id: pages.id })
    .from(pages)
    .where(target.pageId === null ? eq(pages.path, target.pagePath) : eq(pages.id, target.pageId))
    .for("update");
}

async function lockedExperiment(tx: Executor, id: number): Promise<ExperimentRow> {
  const [row] = await tx.select().from(experiments).where(eq(experiments.id, id)).for("update");
  if (!row) throw new PublishingError(`There is no experiment ${id}.`);
  return row;
}

export async function publishedPage(db: Executor, path: string): Promise<PageDocument | undefined> {
  return (await publishedPageRow(db, path))?.document;
}

async function publishedPageRow(db: Executor, path: string): Promise<{ id: number; revision: number; document: PageDocument } | undefined> {
  const [page] = await db
    .select({ id: pages.id, revision: pages.revision, document: pages.document })
    .from(pages)
    .where(and(eq(pages.path, path), eq(pages.status, "published")));
  return page;
}

/** The page an experiment tests, whatever its state: the one it names, else the one at its address. */
async function testedPage(db: Executor, row: Pick<ExperimentRow, "pageId" | "pagePath">): Promise<{ document: PageDocument } | undefined> {
  const [page] = await db
    .select({ document: pages.document })
    .from(pages)
    .where(row.pageId === null ? eq(pages.path, row.pagePath) : eq(pages.id, row.pageId));
  return page;
}

function checkedDefinition(input: unknown) {
  const parsed = experimentInput.safeParse(input);
  if (!parsed.success) refuseProblems(problemsByField(parsed.error));
  return parsed.data!;
}

/** A goal that is a form sent names a form on the site now: one never published, or taken off it, could never convert. */
async function refuseFormsNotLive(publishedForms: Pick<PublishedForms, "published">, { goal, secondaryGoals }: ReturnType<typeof checkedDefinition>): Promise<void> {
  const problems: Record<string, string> = {};
  for (const [field, each] of [["goal", goal] as const, ...secondaryGoals.map((other, index) => [`secondaryGoals.${index}`, other] as const)]) {
    const form = formOfGoal(each);
    if (form !== undefined && !(await publishedForms.published(form))) problems[field] = `Form #${form} is not published: choose one of the live forms.`;
  }
  if (Object.keys(problems).length > 0) refuseProblems(problems);
}

/** A variant shows published forms only, as a page does (page-forms.ts): refused by field under its key. */
async function refuseVariantForms(tx: Executor, variants: readonly StoredVariant[]): Promise<void> {
  const problems: Record<string, string> = {};
  for (const variant of variants) {
    if (!variant.document) continue;
    for (const [field, message] of Object.entries(await unpublishedForms(tx, variant.document))) problems[`documents.${variant.key}.${field}`] = message;
  }
  refuseProblems(problems);
}

function definitionColumns(definition: ReturnType<typeof checkedDefinition>) {
  const { name, pagePath, goal, secondaryGoals, minimumLift, trafficEstimate, endsAt } = definition;
  return { name, pagePath, goal, secondaryGoals, minimumLift, trafficEstimate, endsAt: endsAt === null ? null : new Date(endsAt) };
}

/**
 * A variant's sections from the page the page editor sent, checked with the page's own fields and
 * refused by field under the variant's key. Nothing else it was sent with is kept.
 */
function variantSections(input: unknown, page: PageDocument | undefined, pagePath: string, key: string): VariantSections {
  const sections = typeof input === "object" && input !== null ? (input as { sections?: unknown }).sections : undefined;
  try {
    return { sections: checkedDocument({ ...(page ?? (input as object)), path: pagePath, sections }).sections };
  } catch (error) {
    if (!(error instanceof FieldsRefused)) throw error;
    throw new FieldsRefused(Object.fromEntries(Object.entries(error.problems).map(([field, message]) => [`documents.${key}.${field}`, message])));
  }
}

/** The row as the studio shows it: each variant as visitors get it, its page's own fields with its sections. */
async function editable(db: Executor, { createdAt: _createdAt, variants, ...row }: ExperimentRow): Promise<EditableExperiment> {
  const page = (await testedPage(db, row))?.document;
  return { ...row, variants: variants.map(({ document, ...variant }) => ({ ...variant, document: document && page ? { ...page, sections: document.sections } : null })) };
}
