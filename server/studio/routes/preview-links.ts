/**
 * A post's preview links (ADR 026): any writer shares one; an editor revokes one (the guard's
 * business, declared on each route: access.ts). The post's page lists the live ones (posts.ts).
 */
import { Hono } from "hono";
import { access } from "#server/auth/access.ts";
import { createPreviewLink, revokePreviewLink } from "#server/site/previews.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, type AdminDeps, type AdminEnv } from "#server/auth/http.ts";
import { answer, notFound, postId } from "./post-answers.ts";

export function previewLinkRoutes(deps: AdminDeps) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .post("/posts/:id/preview-link", access("content"), async (c) => {
      const id = postId(c);
      if (id === undefined) return notFound(c);
      const actor = c.get("admin").user.email;
      return answer(c, async () => {
        const link = await createPreviewLink(db, { post: id }, { actor });
        await audit(db, { actor, action: "post-preview-shared", target: String(id), address: deps.clientAddress(c) });
        return c.json({ id: link.id, path: link.path, expiresAt: link.expiresAt }, 201, ADMIN_RESPONSE_HEADERS);
      });
    })
    .post("/posts/:id/preview-links/:link/revoke", access("publishing"), async (c) => {
      const id = postId(c);
      const actor = c.get("admin").user.email;
      if (id === undefined || !(await revokePreviewLink(db, { post: id }, c.req.param("link"), { actor }))) return problem(c, 404, "This preview link no longer opens the post.");
      await audit(db, { actor, action: "post-preview-revoked", target: String(id), address: deps.clientAddress(c) });
      return c.json({ revoked: true }, 200, ADMIN_RESPONSE_HEADERS);
    });
}
