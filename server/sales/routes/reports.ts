/** The reports: leads and booked demos by source, campaign and landing page, per week. */
import { Hono } from "hono";
import { access } from "#server/auth/access.ts";
import { reportQueryFrom } from "#shared/reports.ts";
import { buildReport } from "#server/sales/leads/reports.ts";
import { ADMIN_RESPONSE_HEADERS, type AdminDeps, type AdminEnv } from "#server/auth/http.ts";

export function reportRoutes({ db }: AdminDeps) {
  return new Hono<AdminEnv>()
    .get("/reports", access("leads"), async (c) => {
      const report = await buildReport(db, reportQueryFrom(new URL(c.req.url).searchParams));
      return c.json(report, 200, ADMIN_RESPONSE_HEADERS);
    });
}
