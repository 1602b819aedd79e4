/** The reports: leads and booked demos by source, campaign and landing page, per week. */
import { Hono } from "hono";
import { access } from "#server/admin/access.ts";
import { reportQueryFrom } from "#app/lib/reports.ts";
import { buildReport } from "#server/leads/reports.ts";
import { ADMIN_RESPONSE_HEADERS, type AdminDeps, type AdminEnv } from "#server/admin/http.ts";

export function reportRoutes({ db }: AdminDeps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();
  routes.get("/reports", access("leads"), async (c) => {
    const report = await buildReport(db, reportQueryFrom(new URL(c.req.url).searchParams));
    return c.json(report, 200, ADMIN_RESPONSE_HEADERS);
  });
  return routes;
}
