/**
 * An experiment's life in the studio (ADR 042): drafted on a published page with a variant that
 * starts as a copy of it, its variants edited while it is a draft, then started, paused, resumed
 * and stopped by an editor; stopping may publish a variant as the page. Each step that changes
 * what visitors get moves the store's generation, so every process serves it at once.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { experiments, pages, type ExperimentRow, type StoredVariant } from "#server/platform/db/schema.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { refuseProblems, FieldsRefused } from "#server/platform/field-problems.ts";
import { sqlStateOf } from "#server/platform/logger.ts";
import { PublishingError, type ChangeBy } from "#server/site/publishing.ts";
import { checkedDocument, publishVariant } from "#server/studio/page-workflow.ts";
import { CONTROL_KEY, experimentInput, type ExperimentStatus } from "#shared/experiments/experiment.ts";
import { problemsByField } from "#shared/pages/problems.ts";
import type { PageDocument } from "#shared/pages/page.ts";

export type EditableExperiment = Omit<ExperimentRow, "createdAt">;
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
  return row && editable(row);
}

/** A draft on the published page at `pagePath`: the control and one variant, a copy of the page, half the traffic each. */
export async function createExperiment(db: Database, { name, pagePath }: { name: string; pagePath: string }, { actor = "cli", now = new Date() }: ChangeBy = {}): Promise<EditableExperiment> {
  const page = await publishedPage(db, pagePath);
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
    { ...definition.variants[1]!, document: page },
  ];
  const [row] = await db.insert(experiments).values({ ...definitionColumns(definition), variants, createdBy: actor, createdAt: now, updatedAt: now }).returning();
  return editable(row!);
}

/**
 * Keeps a draft's definition and its variants' pages, or refuses them in words. A variant added is a
 * copy of the page; one removed is gone. A copy based on a revision saved over since is refused.
 */
export async function saveExperiment(
  db: Database,
  id: number,
  request: { definition: unknown; documents?: Record<string, unknown>; baseRevision: number },
  { now = new Date() }: ChangeBy = {},
): Promise<ExperimentSaveResult> {
  return db.transaction(async (tx) => {
    const row = await lockedExperiment(tx, id);
    if (row.revision !== request.baseRevision) return { conflict: editable(row) };
    if (row.status !== "draft") throw new PublishingError(`“${row.name}” has ${row.status === "stopped" ? "stopped" : "started"}: its variants stay as they ran. Start a new experiment to try another.`);
    const definition = checkedDefinition({ ...(request.definition as object), pagePath: row.pagePath });
    const page = await publishedPage(tx, row.pagePath);
    const variants = definition.variants.map((variant, index): StoredVariant => {
      if (index === 0) return { ...variant, document: null };
      const sent = request.documents?.[variant.key];
      const kept = row.variants.find((stored) => stored.key === variant.key)?.document;
      return { ...variant, document: sent === undefined ? (kept ?? page ?? null) : variantDocument(sent, row.pagePath, variant.key) };
    });
    const [saved] = await tx
      .update(experiments)
      .set({ ...definitionColumns(definition), variants, revision: row.revision + 1, updatedAt: now })
      .where(eq(experiments.id, id))
      .returning();
    return { saved: editable(saved!) };
  });
}

/** Visitors start getting the variants now: the page must be live, and no other experiment on it. */
export async function startExperiment(db: Database, id: number, { now = new Date() }: ChangeBy = {}): Promise<EditableExperiment> {
  return step(db, id, ["draft"], async (tx, row) => {
    if (!(await publishedPage(tx, row.pagePath))) throw new PublishingError(`The page at ${row.pagePath} is not on the site: publish it first.`);
    if (row.variants.slice(1).some((variant) => variant.document === null)) throw new PublishingError("Each variant needs its version of the page: open it and make its change.");
    if (row.endsAt && row.endsAt <= now) throw new PublishingError("Its end is in the past: choose a later end, or none.");
    return { status: "running", startedAt: now };
  });
}

export function pauseExperiment(db: Database, id: number, by: ChangeBy = {}): Promise<EditableExperiment> {
  return step(db, id, ["running"], async () => ({ status: "paused" }), by);
}

export function resumeExperiment(db: Database, id: number, by: ChangeBy = {}): Promise<EditableExperiment> {
  return step(db, id, ["paused"], async () => ({ status: "running" }), by);
}

/** Ends it for good; `publish` names the variant to go live as the page (its revision kept), or none to leave the page as it is. */
export function stopExperiment(db: Database, id: number, publish: string | null, { actor = "cli", now = new Date() }: ChangeBy = {}): Promise<EditableExperiment> {
  return step(
    db,
    id,
    ["running", "paused"],
    async (tx, row) => {
      const winner = publish === null ? undefined : row.variants.find((variant) => variant.key === publish);
      if (publish !== null && !winner) throw new PublishingError(`“${row.name}” has no variant “${publish}”.`);
      if (winner?.document) await publishVariant(tx, row.pagePath, winner.document, { actor, now, note: `“${winner.name}” of the experiment “${row.name}”` });
      return { status: "stopped", stoppedAt: now, winner: winner?.key ?? null };
    },
    { actor, now },
  );
}

type StepChange = Partial<Pick<ExperimentRow, "status" | "startedAt" | "stoppedAt" | "winner">>;

/** A change of status from one of `from`, in one transaction with whatever it does, served at once everywhere. */
async function step(db: Database, id: number, from: ExperimentStatus[], decide: (tx: Executor, row: ExperimentRow) => Promise<StepChange>, { now = new Date() }: ChangeBy = {}): Promise<EditableExperiment> {
  try {
    return await db.transaction(async (tx) => {
      const row = await lockedExperiment(tx, id);
      if (!from.includes(row.status)) throw new PublishingError(`“${row.name}” is ${row.status}.`);
      const [changed] = await tx
        .update(experiments)
        .set({ ...(await decide(tx, row)), revision: row.revision + 1, updatedAt: now })
        .where(eq(experiments.id, id))
        .returning();
      await nextGeneration(tx);
      return editable(changed!);
    });
  } catch (error) {
    // The index that keeps one live experiment per page refused a second.
    if (sqlStateOf(error) === "23505") throw new PublishingError("Another experiment is running on this page: stop it first.");
    throw error;
  }
}

async function lockedExperiment(tx: Executor, id: number): Promise<ExperimentRow> {
  const [row] = await tx.select().from(experiments).where(eq(experiments.id, id)).for("update");
  if (!row) throw new PublishingError(`There is no experiment ${id}.`);
  return row;
}

export async function publishedPage(db: Executor, path: string): Promise<PageDocument | undefined> {
  const [page] = await db.select({ document: pages.document }).from(pages).where(and(eq(pages.path, path), eq(pages.status, "published")));
  return page?.document;
}

function checkedDefinition(input: unknown) {
  const parsed = experimentInput.safeParse(input);
  if (!parsed.success) refuseProblems(problemsByField(parsed.error));
  return parsed.data!;
}

function definitionColumns(definition: ReturnType<typeof checkedDefinition>) {
  const { name, pagePath, goal, secondaryGoals, minimumLift, trafficEstimate, endsAt } = definition;
  return { name, pagePath, goal, secondaryGoals, minimumLift, trafficEstimate, endsAt: endsAt === null ? null : new Date(endsAt) };
}

/** A variant's page as the page editor sent it, refused by field under the variant's key. */
function variantDocument(input: unknown, pagePath: string, key: string): PageDocument {
  try {
    return checkedDocument({ ...(input as object), path: pagePath });
  } catch (error) {
    if (!(error instanceof FieldsRefused)) throw error;
    throw new FieldsRefused(Object.fromEntries(Object.entries(error.problems).map(([field, message]) => [`documents.${key}.${field}`, message])));
  }
}

function editable({ createdAt: _createdAt, ...row }: ExperimentRow): EditableExperiment {
  return row;
}
