/** The blog's posts as the content studio works them: the list (the editor comes next). */
import { Hono } from "hono";
import { listPosts, postFilterFromParams } from "#server/content/post-list.ts";
import { ADMIN_RESPONSE_HEADERS, type AdminDeps, type AdminEnv } from "#server/admin/http.ts";

export function postRoutes({ db }: AdminDeps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();
  routes.get("/posts", async (c) => {
    const params = new URL(c.req.url).searchParams;
    return c.json(await listPosts(db, postFilterFromParams(params), Number(params.get("page") ?? 1)), 200, ADMIN_RESPONSE_HEADERS);
  });
  return routes;
}
