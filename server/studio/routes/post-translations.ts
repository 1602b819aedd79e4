/**
 * A post's translations through the admin API (ADR 054), as a page's are (page-translations.ts):
 * one made from its original in a language of the site's, and one marked up to date with what its
 * original says now. Each is then a post like any other: its saves, steps and revisions are the
 * posts' routes'.
 */
import { Hono } from "hono";
import { access } from "#server/auth/access.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, readJson, type AdminEnv } from "#server/auth/http.ts";
import { documentId as postId, noSuch } from "#server/documents/routes.ts";
import { createPostTranslation, markPostUpToDate } from "#server/studio/post-translations.ts";
import type { StudioAdminDeps } from "./admin-deps.ts";
import { answer } from "./post-editing.ts";

export function postTranslationRoutes(deps: StudioAdminDeps) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .post("/posts/:id/translations", access("content"), async (c) => {
      const id = postId(c);
      if (id === undefined) return noSuch(c, "post");
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const { locale, slug } = body;
      if (typeof locale !== "string" || (slug !== undefined && typeof slug !== "string") || locale.length > 40 || (typeof slug === "string" && slug.length > 200)) {
        return problem(c, 400, "Send the translation's language (locale) and, if you like, its address (slug).");
      }
      const actor = c.get("admin").user.email;
      return answer(c, async () => {
        const post = await createPostTranslation(db, id, { locale, slug }, { actor });
        await audit(db, { actor, action: "post-created", target: post.fields.slug, detail: { translationOf: id, locale }, address: deps.clientAddress(c) });
        return c.json({ post }, 201, ADMIN_RESPONSE_HEADERS);
      });
    })
    .post("/posts/:id/up-to-date", access("content"), async (c) => {
      const id = postId(c);
      if (id === undefined) return noSuch(c, "post");
      const actor = c.get("admin").user.email;
      return answer(c, async () => c.json({ post: await markPostUpToDate(db, id, { actor }) }, 200, ADMIN_RESPONSE_HEADERS));
    });
}
