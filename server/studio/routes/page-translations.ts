/**
 * A page's translations through the admin API (ADR 054): one made from its original in a
 * language of the site's, and one marked up to date with what its original says now. Each is
 * then a page like any other: its save, steps and revisions are the page routes'.
 */
import { Hono } from "hono";
import { access } from "#server/auth/access.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, readJson, type AdminEnv } from "#server/auth/http.ts";
import { documentAnswer, documentId as pageId, noSuch } from "#server/documents/routes.ts";
import type { PageKind } from "#server/studio/page-kind.ts";
import { createTranslation, markUpToDate } from "#server/studio/page-translations.ts";
import type { StudioAdminDeps } from "./admin-deps.ts";

export function translationRoutes(deps: StudioAdminDeps, kind: PageKind) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .post("/pages/:id/translations", access("content"), async (c) => {
      const id = pageId(c);
      if (id === undefined) return noSuch(c, "page");
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const { locale, path } = body;
      if (typeof locale !== "string" || (path !== undefined && typeof path !== "string") || locale.length > 40 || (typeof path === "string" && path.length > 200)) {
        return problem(c, 400, "Send the translation's language (locale) and, if you like, its address (path).");
      }
      const actor = c.get("admin").user.email;
      return documentAnswer(c, { noun: "page", addressField: "path" }, async () => {
        const page = await createTranslation(kind, db, id, { locale, path }, { actor });
        await audit(db, { actor, action: "page-created", target: page.document.path, detail: { translationOf: id, locale }, address: deps.clientAddress(c) });
        return c.json({ page }, 201, ADMIN_RESPONSE_HEADERS);
      });
    })
    .post("/pages/:id/up-to-date", access("content"), async (c) => {
      const id = pageId(c);
      if (id === undefined) return noSuch(c, "page");
      const actor = c.get("admin").user.email;
      return documentAnswer(c, { noun: "page", addressField: "path" }, async () => c.json({ page: await markUpToDate(kind, db, id, { actor }) }, 200, ADMIN_RESPONSE_HEADERS));
    });
}
