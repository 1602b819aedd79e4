/**
 * The admin app's JSON API under /admin/api (ADR 013): the guard in front of every route
 * (server/auth/guard.ts), then the routes by concern (server/{auth,studio,sales}/routes/), mounted with
 * app.route(). A route added later is behind the guard by default.
 */
import { Hono } from "hono";
import { IMPORT_MAX_BYTES } from "#server/site/redirect-import.ts";
import { bodyLimit } from "#server/platform/http/body-limit.ts";
import { sessionGuard } from "#server/auth/guard.ts";
import { ADMIN_API, MAX_ADMIN_BODY_BYTES, problem, type AdminDeps, type AdminEnv } from "#server/auth/http.ts";
import { accountRoutes } from "#server/auth/routes/account.ts";
import { exportRoutes } from "#server/sales/routes/exports.ts";
import { leadRoutes } from "#server/sales/routes/leads.ts";
import { passkeyRoutes } from "#server/auth/routes/passkeys.ts";
import { MAX_POST_BODY_BYTES, postEditingRoutes } from "#server/studio/routes/post-editing.ts";
import { postRoutes } from "#server/studio/routes/posts.ts";
import { mediaRoutes } from "#server/studio/routes/media.ts";
import { FILES_PATH, fileRoutes } from "#server/studio/routes/files.ts";
import { IMPORTS_PATH, importRoutes } from "#server/studio/routes/imports.ts";
import { IMPORT_MAX_BYTES as POSTS_IMPORT_MAX_BYTES } from "#server/studio/upload-import.ts";
import { siteRoutes } from "#server/studio/routes/site.ts";
import { menuRoutes } from "#server/studio/routes/menus.ts";
import { MAX_PAGE_BODY_BYTES, pageRoutes } from "#server/studio/routes/pages.ts";
import { Turns } from "#server/platform/http/turns.ts";
import { routingRoutes } from "#server/sales/routes/routing.ts";
import { MAX_UPLOAD_BYTES } from "#server/studio/media-library.ts";
import { MAX_FILE_BYTES } from "#server/studio/media-files.ts";
import { reportRoutes } from "#server/sales/routes/reports.ts";
import { experimentRoutes, type ExperimentAdminDeps } from "#server/experiments/routes.ts";
import { formAnalyticsRoutes } from "#server/experiments/form-analytics-routes.ts";
import type { SalesAdminDeps } from "#server/sales/routes/admin-deps.ts";
import type { StudioAdminDeps } from "#server/studio/routes/admin-deps.ts";
import { formKind, pageKind } from "#server/document-kinds.ts";
import { formRoutes, MAX_FORM_BODY_BYTES } from "#server/studio/routes/forms.ts";
import { salesTeam } from "#server/sales/leads/lead.ts";
import { signInRoutes } from "#server/auth/routes/sign-in.ts";
import { countNew } from "#server/sales/leads/inbox.ts";
import { createPasswordConfirmation, createSignIn, createThrottledCheck } from "#server/auth/sign-in-check.ts";
import { MAX_TRANSLATION_FILE_BYTES } from "#server/studio/translations/translation-files.ts";

/** Where the media library takes an image: the one admin request larger than a save. */
export const UPLOAD_PATH = `${ADMIN_API}/media`;

/** An upload's request: the image at its largest and the multipart form around it. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + MAX_ADMIN_BODY_BYTES;

/** Where the media library takes a file (a PDF): the largest admin request. */
export const FILE_UPLOAD_PATH = `${ADMIN_API}${FILES_PATH}`;

/** A file's upload: the file at its largest and the multipart form around it. */
export const MAX_FILE_REQUEST_BYTES = MAX_FILE_BYTES + MAX_ADMIN_BODY_BYTES;

/** Where the studio's import takes an export or Markdown files: its preview, and the import itself. */
export const IMPORT_UPLOAD_PATHS = [`${ADMIN_API}${IMPORTS_PATH}/preview`, `${ADMIN_API}${IMPORTS_PATH}`] as const;

/** An import's upload: the files at their largest and the multipart form around them. */
export const MAX_IMPORT_REQUEST_BYTES = POSTS_IMPORT_MAX_BYTES + MAX_ADMIN_BODY_BYTES;

/** The largest save the studio sends (a post's text; a page's and a form's are smaller). */
export const MAX_SAVE_REQUEST_BYTES = Math.max(MAX_POST_BODY_BYTES, MAX_PAGE_BODY_BYTES, MAX_FORM_BODY_BYTES, MAX_ADMIN_BODY_BYTES);

/** The admin API's frame (server/auth/http.ts) and what each area's routes add to it. */
export type AdminApiDeps = AdminDeps & SalesAdminDeps & StudioAdminDeps & ExperimentAdminDeps;

export function registerAdminApi(app: Hono, deps: AdminApiDeps): void {
  const api = app as unknown as Hono<AdminEnv>;
  // No admin request needs more than a form or a passkey response, but a post's text; a larger or endless body is cut
  // off as it streams, whatever Content-Length says (or leaves out).
  const formLimit = bodyLimit({ maxSize: MAX_ADMIN_BODY_BYTES, onError: (c) => problem(c, 413, "Request too large.") });
  const postLimit = bodyLimit({ maxSize: MAX_POST_BODY_BYTES, onError: (c) => problem(c, 413, "This post is too long to save.") });
  const pageLimit = bodyLimit({ maxSize: MAX_PAGE_BODY_BYTES, onError: (c) => problem(c, 413, "This page is too large to save.") });
  const formSaveLimit = bodyLimit({ maxSize: MAX_FORM_BODY_BYTES, onError: (c) => problem(c, 413, "This form is too large to save.") });
  const translationFileLimit = bodyLimit({ maxSize: MAX_TRANSLATION_FILE_BYTES, onError: (c) => problem(c, 413, "A translation file may be at most 2 MB: it cannot be this document's words.") });
  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_REQUEST_BYTES, onError: (c) => problem(c, 413, "An image may be at most 20 MB.") });
  const fileLimit = bodyLimit({ maxSize: MAX_FILE_REQUEST_BYTES, onError: (c) => problem(c, 413, `A file may be at most ${MAX_FILE_BYTES / 1024 / 1024} MB.`) });
  // A CSV of redirects (redirect-import.ts reads at most 1 MB), sent as JSON text: escapes may double it.
  const importLimit = bodyLimit({ maxSize: 2 * IMPORT_MAX_BYTES, onError: (c) => problem(c, 413, "A CSV of redirects may be at most 1 MB: split it into smaller files.") });
  const postsImportLimit = bodyLimit({
    maxSize: MAX_IMPORT_REQUEST_BYTES,
    onError: (c) => problem(c, 413, `An import may be at most ${POSTS_IMPORT_MAX_BYTES / 1024 / 1024} MB: import a larger one with npm run content -- import.`),
  });
  api.use(`${ADMIN_API}/*`, (c, next) => {
    if (c.req.method === "POST" && c.req.path === UPLOAD_PATH) return uploadLimit(c, next);
    if (c.req.method === "POST" && (IMPORT_UPLOAD_PATHS as readonly string[]).includes(c.req.path)) return postsImportLimit(c, next);
    if (c.req.method === "POST" && c.req.path === `${ADMIN_API}/redirects/import`) return importLimit(c, next);
    if (c.req.method === "POST" && c.req.path === FILE_UPLOAD_PATH) return fileLimit(c, next);
    // A page's save, its preview, and an experiment's save with its variants' pages.
    if (/^\/admin\/api\/(pages\/(\d+|preview)|experiments\/\d+)$/.test(c.req.path) && c.req.method !== "GET") return pageLimit(c, next);
    if (/^\/admin\/api\/forms\/\d+$/.test(c.req.path) && c.req.method === "PUT") return formSaveLimit(c, next);
    if (/^\/admin\/api\/(pages|posts|forms)\/\d+\/translation-file$/.test(c.req.path) && c.req.method === "PUT") return translationFileLimit(c, next);
    return carriesPostText(c.req.method, c.req.path) ? postLimit(c, next) : formLimit(c, next);
  });
  api.use(`${ADMIN_API}/*`, sessionGuard(deps));

  api.route(ADMIN_API, adminRoutes(deps));
  api.all(`${ADMIN_API}/*`, (c) => problem(c, 404, "Not found."));
}

/**
 * Every route of the API as one typed app: the admin client's types are read from it (Hono's RPC
 * types, `AdminApi`), so an answer the server changes is a type error where the client reads it.
 */
function adminRoutes(deps: AdminApiDeps) {
  const throttledCheck = createThrottledCheck(deps);
  const confirmPassword = createPasswordConfirmation(deps, throttledCheck);
  const signIn = createSignIn(deps);
  // Drawing a preview holds the thread every request is answered on: pages' and posts' take turns in one line.
  const previews = new Turns();
  return (
    new Hono<AdminEnv>()
      .route("/", signInRoutes(deps, throttledCheck, signIn, countNew))
      .route("/", accountRoutes(deps, confirmPassword))
      .route("/", leadRoutes(deps))
      .route("/", reportRoutes(deps))
      .route("/", exportRoutes(deps))
      .route("/", postRoutes(deps))
      .route("/", postEditingRoutes(deps, previews))
      .route("/", mediaRoutes(deps))
      .route("/", fileRoutes(deps))
      .route("/", importRoutes(deps))
      .route("/", pageRoutes(deps, pageKind, previews))
      // The form's routing names sales accounts: the sales area's list, given as a port.
      .route("/", formRoutes(deps, formKind, { salesTeam: () => salesTeam(deps.db) }))
      .route("/", siteRoutes(deps))
      .route("/", menuRoutes(deps))
      .route("/", experimentRoutes(deps))
      .route("/", formAnalyticsRoutes(deps))
      .route("/", routingRoutes(deps))
      .route("/", passkeyRoutes(deps, throttledCheck, confirmPassword, signIn))
  );
}

export type AdminApi = ReturnType<typeof adminRoutes>;

/** A post's save (its first creates it) or its text's preview. */
function carriesPostText(method: string, path: string): boolean {
  return (method === "PUT" && /^\/admin\/api\/posts\/\d+$/.test(path)) || (method === "POST" && path === "/admin/api/posts") || (method === "POST" && /^\/admin\/api\/posts\/\d+\/preview$/.test(path));
}
