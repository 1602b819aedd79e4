/**
 * The site's pages as the studio works them (ADR 040): the list, a new page from a template, a page
 * opened for editing, its saves and its preview, and (the one document workflow's routes,
 * server/documents/routes.ts) its steps to the site, revisions and preview links, by the page
 * kind's rules (page-kind.ts): as for posts, a writer drafts and submits, editors do the rest,
 * deleting a page included (page-deleting.ts).
 */
import { Hono, type Context } from "hono";
import { access } from "#server/auth/access.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, readJson, type AdminEnv } from "#server/auth/http.ts";
import type { StudioAdminDeps } from "./admin-deps.ts";
import type { PageRow } from "#server/platform/db/content-schema.ts";
import { documentAnswer, overtakenSave, saveRequest, documentId as pageId, documentRoutes, noSuch, type DocumentViews } from "#server/documents/routes.ts";
import { listPreviewLinks } from "#server/documents/previews.ts";
import { PAGE_TEMPLATES, TEMPLATE_INFO, type PageTemplate } from "#shared/pages/templates.ts";
import { checkedDocument, createPage, editable, editablePage, listPages, pageAddress, savePage, type EditablePage } from "#server/studio/page-workflow.ts";
import { listPageRevisions, readPageRevision, workingCopy } from "#server/studio/page-revisions.ts";
import type { PageKind } from "#server/studio/page-kind.ts";
import { Turns } from "#server/platform/http/turns.ts";
import { ruleKeeps } from "#server/documents/workflow.ts";
import { listTranslations, translationState, translationsOf } from "#server/studio/page-translations.ts";
import { translationRoutes } from "./page-translations.ts";
import { translationFileRoutes } from "./translation-files.ts";
import { readLocales } from "#server/platform/site-settings.ts";
import { pages } from "#server/platform/db/content-schema.ts";
import { eq } from "drizzle-orm";
import { deletablePath, deletePage, hadAddress, type LeftAddress } from "#server/studio/page-deleting.ts";

/** A page's save carries its whole document: larger than a form, far smaller than an article. */
export const MAX_PAGE_BODY_BYTES = 512 * 1024;

const notFound = (c: Context<AdminEnv>) => noSuch(c, "page");

/** The refusals a page's document and state give (server/documents/routes.ts). */
const answer = <Answer extends Response>(c: Context<AdminEnv>, run: () => Promise<Answer>) => documentAnswer(c, { noun: "page", addressField: "path" }, run);

/** Every step's answer is the page as its editor opens it. */
const PAGE_VIEWS = {
  step: editable,
  edit: editable,
  auditTarget: (row: PageRow) => workingCopy(row).path,
  restorePath: "/pages/:id/restore",
  listRevisions: listPageRevisions,
  readRevision: readPageRevision,
  addressField: "path",
} as const satisfies DocumentViews<PageRow, EditablePage, EditablePage, ReadonlyArray<{ id: number }>, unknown, string>;

/** What a deleted page's address answers, as its request says it; a sentence when it says none. */
function leftAddressOf(body: Record<string, unknown>): LeftAddress | string {
  const { address, to, status = 301 } = body;
  if (address === "gone") return { gone: true };
  if (address === "not-found") return { notFound: true };
  if (address === "redirect" && typeof to === "string" && (status === 301 || status === 302)) return { redirect: to.trim(), status };
  return "Say what the page's address answers once it is deleted (address): redirect (with to, and status 301 or 302), gone or not-found.";
}

/**
 * `previews`: a drawing holds the thread every request is answered on, so previews take turns, each
 * account holding one place in line: a colleague's flood of them waits rather than stalls the site.
 */
export function pageRoutes(deps: StudioAdminDeps, kind: PageKind, previews = new Turns()) {
  const { db } = deps;

  return new Hono<AdminEnv>()
    .get("/pages", access("content"), async (c) =>
      c.json({ pages: await listPages(db), translations: await listTranslations(db), templates: PAGE_TEMPLATES.map((id) => ({ id, ...TEMPLATE_INFO[id] })) }, 200, ADMIN_RESPONSE_HEADERS),
    )
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
      if (!page) return notFound(c);
      const { user } = c.get("admin");
      // The row's own address (a live page's, whatever its pending edits say): what visitors ask for.
      const address = (await pageAddress(db, page.id))!;
      const mayDelete = deletablePath(address) && (await ruleKeeps(kind, db, kind.access.delete!(user), page.id));
      const [row] = await db.select().from(pages).where(eq(pages.id, page.id));
      // A translation's original and freshness; an original's translations and the languages it may be translated into.
      const translation = (await translationState(db, row!)) ?? null;
      const languages = { locales: (await readLocales(db)).others, translations: translation ? [] : await translationsOf(db, page.id) };
      return c.json(
        { page, address, mayDelete, translation, ...languages, events: await kind.events.history(db, page.id), previewLinks: await listPreviewLinks(db, kind, page.id) },
        200,
        ADMIN_RESPONSE_HEADERS,
      );
    })
    .delete("/pages/:id", access("publishing"), async (c) => {
      const id = pageId(c);
      if (id === undefined) return notFound(c);
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const left = leftAddressOf(body);
      if (typeof left === "string") return problem(c, 400, left);
      const { user } = c.get("admin");
      return answer(c, async () => {
        const page = await deletePage(kind, db, id, left, user);
        const title = page.document.title;
        await audit(db, {
          actor: user.email,
          action: "page-deleted",
          target: page.path,
          detail: { id: page.id, title, status: page.status, ...(hadAddress(page.status) && { address: left }) },
          address: deps.clientAddress(c),
        });
        await deps.onContentChanged?.();
        return c.json({ deleted: { id: page.id, title, path: page.path } }, 200, ADMIN_RESPONSE_HEADERS);
      });
    })
    .put("/pages/:id", access("content"), async (c) => {
      const id = pageId(c);
      if (id === undefined) return notFound(c);
      const request = await saveRequest(c);
      if (request instanceof Response) return request;
      const actor = c.get("admin").user.email;
      return answer(c, async () => {
        const result = await savePage(kind, db, id, request, { actor });
        if ("saved" in result) return c.json({ page: result.saved }, 200, ADMIN_RESPONSE_HEADERS);
        return overtakenSave(c, "page", result);
      });
    })
    .route("/", translationRoutes(deps, kind))
    .route("/", translationFileRoutes(deps, kind))
    .route("/", documentRoutes(kind, PAGE_VIEWS, deps));
}
