/**
 * The studio's experiments (ADR 042): the list, a draft on a page, its variants saved (writers and
 * editors: "content"), its steps live and back and the report (editors: "publishing"). Sales has
 * no part. Every step is audited and served at once by this process.
 */
import { Hono, type Context } from "hono";
import { access } from "#server/auth/access.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, answerRefusedFields, problem, readJson, type AdminDeps, type AdminEnv } from "#server/auth/http.ts";
import { PublishingError, seenRevisionOf } from "#server/documents/kind.ts";
import { listPages } from "#server/studio/page-workflow.ts";
import { publishedTranslations } from "#server/studio/page-translations.ts";
import type { StudioAdminDeps } from "#server/studio/routes/admin-deps.ts";
import { planFor } from "#shared/experiments/traffic.ts";
import type { ExperimentPlan } from "#shared/experiments/plan.ts";
import type { PublishedForms } from "#shared/forms/published-forms.ts";
import { experimentResults } from "./report.ts";
import { recentTraffic } from "./traffic.ts";
import {
  createExperiment,
  editableExperiment,
  publishedPage,
  listExperiments,
  pauseExperiment,
  resumeExperiment,
  saveExperiment,
  startExperiment,
  stopExperiment,
  type EditableExperiment,
} from "./workflow.ts";

/**
 * The admin API's frame, the studio's word that the store moved (a start or a stop is served at
 * once), and the published forms an experiment may be judged by (the content area's, given at composition).
 */
export type ExperimentAdminDeps = AdminDeps & Pick<StudioAdminDeps, "onContentChanged"> & { publishedForms: Pick<PublishedForms, "published" | "lastLive" | "names"> };

const experimentId = (c: Context<AdminEnv>) => {
  const id = Number(c.req.param("id"));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};
const notFound = (c: Context<AdminEnv>) => problem(c, 404, "This experiment does not exist.");

/** Refusals by field (422), by state (409), nothing there (404). */
async function answer<Answer extends Response>(c: Context<AdminEnv>, run: () => Promise<Answer>) {
  try {
    return await answerRefusedFields(c, run);
  } catch (error) {
    if (!(error instanceof PublishingError)) throw error;
    return problem(c, /^There is no /.test(error.message) ? 404 : 409, error.message);
  }
}

/** The plan as kept: the planner's advice (longer than a quarter) is for the editor, not the record. */
const withoutAdvice = ({ longerThanAQuarter: _advice, ...plan }: ExperimentPlan & { longerThanAQuarter: boolean }): ExperimentPlan => plan;

type Step = (id: number, body: Record<string, unknown>, by: { actor: string }) => Promise<EditableExperiment>;

function stepRoutes(deps: ExperimentAdminDeps) {
  const { db } = deps;
  const steps = new Hono<AdminEnv>();
  const step = (path: string, action: "started" | "paused" | "resumed" | "stopped", run: Step) =>
    steps.post(`/experiments/:id/${path}`, access("publishing"), async (c) => {
      const id = experimentId(c);
      if (id === undefined) return notFound(c);
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const actor = c.get("admin").user.email;
      return answer(c, async () => {
        const experiment = await run(id, body, { actor });
        await audit(db, { actor, action: `experiment-${action}`, target: `${experiment.pagePath} #${experiment.id}`, address: deps.clientAddress(c) });
        await deps.onContentChanged?.();
        return c.json({ experiment }, 200, ADMIN_RESPONSE_HEADERS);
      });
    });
  // What starts is what the editor reviewed: the request names its revision (refused by field without).
  // Its plan is locked from the figures the planner showed (ADR 044): the editor's own, else measured.
  step("start", "started", async (id, body, by) => {
    const revision = seenRevisionOf(body["revision"]);
    const draft = await editableExperiment(db, id);
    const plan = draft ? planFor(draft, await recentTraffic(db, draft.pagePath)) : null;
    return startExperiment(db, id, { revision, plan: plan && withoutAdvice(plan) }, by);
  });
  step("pause", "paused", (id, _body, by) => pauseExperiment(db, id, by));
  step("resume", "resumed", (id, _body, by) => resumeExperiment(db, id, by));
  step("stop", "stopped", (id, body, by) => {
    const publish = body["publish"];
    if (publish !== null && (typeof publish !== "string" || publish.length > 20)) throw new PublishingError("Say which variant to publish as the page (publish), or null to leave the page as it is.");
    return stopExperiment(db, id, publish, by);
  });
  return steps;
}

export function experimentRoutes(deps: ExperimentAdminDeps) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .get("/experiments", access("content"), async (c) => {
      const originals = (await listPages(db)).filter((page) => page.status === "published").map(({ path, title }) => ({ path, title }));
      const pages = [...originals, ...(await publishedTranslations(db))];
      return c.json({ experiments: await listExperiments(db), pages }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .post("/experiments", access("content"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const { name, pagePath } = body;
      if (typeof name !== "string" || typeof pagePath !== "string" || name.length > 200 || pagePath.length > 200)
        return problem(c, 400, "Send the experiment's name and the address of the page it tests (pagePath).");
      const actor = c.get("admin").user.email;
      return answer(c, async () => {
        const experiment = await createExperiment(db, { name, pagePath: pagePath.trim() }, { actor });
        await audit(db, { actor, action: "experiment-created", target: `${experiment.pagePath} #${experiment.id}`, address: deps.clientAddress(c) });
        return c.json({ experiment }, 201, ADMIN_RESPONSE_HEADERS);
      });
    })
    .get("/experiments/:id", access("content"), async (c) => {
      const id = experimentId(c);
      const experiment = id === undefined ? undefined : await editableExperiment(db, id);
      if (!experiment) return notFound(c);
      const results = experiment.startedAt ? await experimentResults(db, experiment) : null;
      // A variant added in the editor starts as a copy of the page as published, or takes another page's sections.
      const pages = (await listPages(db)).filter((page) => page.status === "published" && page.path !== experiment.pagePath).map(({ id: pageId, path, title }) => ({ id: pageId, path, title }));
      const traffic = await recentTraffic(db, experiment.pagePath);
      // A goal may be one of the live forms sent: the picker lists them, the results name them.
      const forms = await deps.publishedForms.names();
      return c.json({ experiment, results, traffic, page: (await publishedPage(db, experiment.pagePath)) ?? null, pages, forms }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .put("/experiments/:id", access("content"), async (c) => {
      const id = experimentId(c);
      if (id === undefined) return notFound(c);
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const { definition, documents, baseRevision } = body;
      if (!Number.isSafeInteger(baseRevision) || (documents !== undefined && (typeof documents !== "object" || documents === null || Array.isArray(documents)))) {
        return problem(c, 400, "Send the definition, the variants' pages by key (documents) and the revision your copy is based on (baseRevision).");
      }
      const actor = c.get("admin").user.email;
      return answer(c, async () => {
        const result = await saveExperiment(db, deps.publishedForms, id, { definition, documents: documents as Record<string, unknown> | undefined, baseRevision: baseRevision as number }, { actor });
        if ("conflict" in result)
          return c.json({ error: "Someone saved this experiment while you were editing it. Your changes were not applied.", experiment: result.conflict }, 409, ADMIN_RESPONSE_HEADERS);
        await audit(db, { actor, action: "experiment-saved", target: `${result.saved.pagePath} #${result.saved.id}`, address: deps.clientAddress(c) });
        return c.json({ experiment: result.saved }, 200, ADMIN_RESPONSE_HEADERS);
      });
    })
    .route("/", stepRoutes(deps));
}
