/**
 * The site's pages as the studio works them (ADR 040): the list, a new page from a template, a page
 * opened for editing and its saves, and its steps to the site. As for posts, a writer drafts and
 * submits; publishing, scheduling, unpublishing, updating a live page and sending back are
 * editors' (access.ts). Sales has no part in either.
 */
import { Hono, type Context } from "hono";
import { access } from "#server/auth/access.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, answerRefusedFields, problem, readJson, type AdminDeps, type AdminEnv } from "#server/auth/http.ts";
import type { StudioAdminDeps } from "./admin-deps.ts";
import { sqlStateOf } from "#server/platform/logger.ts";
import type { PageEventAction } from "#server/platform/db/content-schema.ts";
import { PublishingError, seenRevisionOf } from "#server/site/publishing.ts";
import { scheduleRangeProblem } from "#server/site/schedule-time.ts";
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from "#server/site/previews.ts";
import { PAGE_TEMPLATES, TEMPLATE_INFO, type PageTemplate } from "#shared/pages/templates.ts";
import { checkedDocument, createPage, editablePage, listPages, pageHistory, publishPage, publishPageChanges, restorePageRevision, reviewPage, savePage, schedulePage, unpublishPage, unschedulePage, type EditablePage } from "#server/studio/page-workflow.ts";
import { listPageRevisions, readPageRevision } from "#server/studio/page-revisions.ts";
import { Turns } from "#server/platform/http/turns.ts";

/** A page's save carries its whole document: larger than a form, far smaller than an article. */
export const MAX_PAGE_BODY_BYTES = 512 * 1024;
const NOTE_MAX_LENGTH = 2_000;

const pageId = (c: Context<AdminEnv>) => {
  const id = Number(c.req.param("id"));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};
const notFound = (c: Context<AdminEnv>) => problem(c, 404, "This page does not exist.");

/** The refusals a page's document and state give: by field (422), its state (409), nothing there (404). */
async function answer<Answer extends Response>(c: Context<AdminEnv>, run: () => Promise<Answer>) {
  try {
    return await answerRefusedFields(c, run);
  } catch (error) {
    // Two pages took one address in the same instant: the path's unique index refused the second.
    if (sqlStateOf(error) === "23505") return c.json({ error: "Another page has just taken this address.", problems: { path: "Another page has just taken this address; choose another." } }, 422, ADMIN_RESPONSE_HEADERS);
    if (!(error instanceof PublishingError)) throw error;
    return problem(c, /^There is no /.test(error.message) ? 404 : 409, error.message);
  }
}

class InputError extends Error {}

type Step = (id: number, body: Record<string, unknown>, by: { actor: string }) => Promise<EditablePage>;

/** A page's steps to the site and back, each audited and followed by the site at once. */
function stepRoutes(deps: StudioAdminDeps) {
  const { db } = deps;
  const steps = new Hono<AdminEnv>();
  const step = (path: string, area: "content" | "publishing", action: PageEventAction, run: Step) =>
    steps.post(`/pages/:id/${path}`, access(area), async (c) => {
      const id = pageId(c);
      if (id === undefined) return notFound(c);
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const { user } = c.get("admin");
      return answer(c, async () => {
        try {
          const page = await run(id, body, { actor: user.email });
          await audit(db, { actor: user.email, action: `page-${action}`, target: page.document.path, address: deps.clientAddress(c) });
          await deps.onContentChanged?.();
          return c.json({ page }, 200, ADMIN_RESPONSE_HEADERS);
        } catch (error) {
          if (error instanceof InputError) return problem(c, 422, error.message);
          throw error;
        }
      });
    });
  step("submit", "content", "submitted", (id, _body, by) => reviewPage(db, id, "submitted", by));
  step("return", "publishing", "returned", (id, body, by) => {
    const note = typeof body["note"] === "string" ? body["note"].trim().slice(0, NOTE_MAX_LENGTH) : "";
    return reviewPage(db, id, "returned", { ...by, ...(note && { note }) });
  });
  // What goes on the site is what the editor read: these steps name its revision (refuseUnseenChanges).
  step("publish", "publishing", "published", (id, body, by) => publishPage(db, id, { ...by, seen: seenRevisionOf(body["revision"]) }));
  step("schedule", "publishing", "scheduled", (id, body, by) => schedulePage(db, id, timeOf(body["at"]), { ...by, seen: seenRevisionOf(body["revision"]) }));
  step("unschedule", "publishing", "unscheduled", (id, _body, by) => unschedulePage(db, id, by));
  step("unpublish", "publishing", "unpublished", (id, _body, by) => unpublishPage(db, id, by));
  step("update", "publishing", "updated", (id, body, by) => publishPageChanges(db, id, { ...by, seen: seenRevisionOf(body["revision"]) }));
  step("restore", "content", "restored", (id, body, by) => {
    const revision = body["revision"];
    if (!Number.isSafeInteger(revision)) throw new InputError("Send the revision to restore (revision).");
    return restorePageRevision(db, id, revision as number, by);
  });
  return steps;
}

/**
 * `previews`: a drawing holds the thread every request is answered on, so previews take turns, each
 * account holding one place in line: a colleague's flood of them waits rather than stalls the site.
 */
export function pageRoutes(deps: StudioAdminDeps, previews = new Turns()) {
  const { db } = deps;

  return new Hono<AdminEnv>()
    .get("/pages", access("content"), async (c) => c.json({ pages: await listPages(db), templates: PAGE_TEMPLATES.map((id) => ({ id, ...TEMPLATE_INFO[id] })) }, 200, ADMIN_RESPONSE_HEADERS))
    .post("/pages", access("content"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const { template, path, title } = body;
      if (!PAGE_TEMPLATES.includes(template as PageTemplate) || typeof path !== "string" || typeof title !== "string" || path.length > 200 || title.length > 200) {
        return problem(c, 400, `Send the page's template (${PAGE_TEMPLATES.join(", ")}), its address (path) and its title.`);
      }
      const actor = c.get("admin").user.email;
      return answer(c, async () => {
        const page = await createPage(db, { template: template as PageTemplate, path: path.trim(), title }, { actor });
        await audit(db, { actor, action: "page-created", target: page.document.path, address: deps.clientAddress(c) });
        return c.json({ page }, 201, ADMIN_RESPONSE_HEADERS);
      });
    })
    .post("/pages/preview", access("content"), async (c) => {
      if (!deps.previewPage) return problem(c, 503, "Previews are drawn by the site's server; this one has no pages.");
      const render = deps.previewPage;
      // Waits before the body is read: a request in line costs nothing until its turn.
      const endTurn = await previews.take(c.get("admin").user.id);
      if (!endTurn) return problem(c, 429, "A newer preview of yours took this one's place.", { "Retry-After": "1" });
      try {
        // An editor that moved on (a newer edit) has closed the request while it waited.
        if (c.req.raw.signal.aborted) return problem(c, 429, "This preview was no longer awaited.", { "Retry-After": "1" });
        const body = await readJson(c);
        if (body instanceof Response) return body;
        return await answer(c, async () => c.json({ html: await render(checkedDocument(body["document"])) }, 200, ADMIN_RESPONSE_HEADERS));
      } finally {
        endTurn();
      }
    })
    .get("/pages/:id", access("content"), async (c) => {
      const id = pageId(c);
      const page = id === undefined ? undefined : await editablePage(db, id);
      return page ? c.json({ page, events: await pageHistory(db, page.id), previewLinks: await listPreviewLinks(db, { page: page.id }) }, 200, ADMIN_RESPONSE_HEADERS) : notFound(c);
    })
    .post("/pages/:id/preview-link", access("content"), async (c) => {
      const id = pageId(c);
      if (id === undefined) return notFound(c);
      const actor = c.get("admin").user.email;
      return answer(c, async () => {
        const link = await createPreviewLink(db, { page: id }, { actor });
        await audit(db, { actor, action: "page-preview-shared", target: String(id), address: deps.clientAddress(c) });
        return c.json({ id: link.id, path: link.path, expiresAt: link.expiresAt }, 201, ADMIN_RESPONSE_HEADERS);
      });
    })
    .post("/pages/:id/preview-links/:link/revoke", access("publishing"), async (c) => {
      const id = pageId(c);
      const actor = c.get("admin").user.email;
      if (id === undefined || !(await revokePreviewLink(db, { page: id }, c.req.param("link"), { actor }))) return problem(c, 404, "This preview link no longer opens the page.");
      await audit(db, { actor, action: "page-preview-revoked", target: String(id), address: deps.clientAddress(c) });
      return c.json({ revoked: true }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .put("/pages/:id", access("content"), async (c) => {
      const id = pageId(c);
      if (id === undefined) return notFound(c);
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const { document, baseRevision, editSession } = body;
      if (!Number.isSafeInteger(baseRevision) || typeof editSession !== "string" || editSession.length > 64) {
        return problem(c, 400, "Send the revision your copy is based on (baseRevision) and your editor's id (editSession).");
      }
      const actor = c.get("admin").user.email;
      return answer(c, async () => {
        const result = await savePage(db, id, { document, baseRevision: baseRevision as number, editSession }, { actor });
        if ("saved" in result) return c.json({ page: result.saved }, 200, ADMIN_RESPONSE_HEADERS);
        const by = result.conflict.updatedBy ?? "someone";
        return c.json({ error: `${by} saved this page while you were editing. Your version was not applied; it is kept in the page's revisions.`, page: result.conflict, keptAs: result.keptAs }, 409, ADMIN_RESPONSE_HEADERS);
      });
    })
    .route("/", stepRoutes(deps))
    .route("/", revisionRoutes(deps));
}

/** A page's revisions, each said against the copy being edited; restoring one is a step (above). */
function revisionRoutes({ db }: AdminDeps) {
  return new Hono<AdminEnv>()
    .get("/pages/:id/revisions", access("content"), async (c) => {
      const id = pageId(c);
      const revisions = id === undefined ? undefined : await listPageRevisions(db, id);
      return revisions ? c.json({ revisions }, 200, ADMIN_RESPONSE_HEADERS) : notFound(c);
    })
    .get("/pages/:id/revisions/:revision", access("content"), async (c) => {
      const [id, revisionId] = [pageId(c), Number(c.req.param("revision"))];
      const revision = id !== undefined && Number.isSafeInteger(revisionId) ? await readPageRevision(db, id, revisionId) : undefined;
      return revision ? c.json({ revision }, 200, ADMIN_RESPONSE_HEADERS) : problem(c, 404, "This revision does not exist.");
    });
}

/** A time as the browser sends it (ISO 8601 with its offset). */
function timeOf(value: unknown): Date {
  const at = typeof value === "string" && value.length <= 40 ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw new InputError("Give the time to publish as a date and time, e.g. 2026-12-01T09:00:00Z.");
  const outOfRange = scheduleRangeProblem(at);
  if (outOfRange) throw new InputError(outOfRange);
  return at;
}
