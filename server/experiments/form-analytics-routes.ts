/**
 * GET /admin/api/forms/:id/analytics?days=30: a built form's funnel per page and in total, for the
 * studio's screen beside the form's editor. The marketing team's ("content"), as the forms are.
 */
import { Hono } from "hono";
import { access } from "#server/auth/access.ts";
import { ADMIN_RESPONSE_HEADERS, problem, type AdminEnv } from "#server/auth/http.ts";
import { FORM_ANALYTICS_DAYS } from "#shared/forms/analytics.ts";
import { formAnalytics } from "./form-report.ts";
import type { ExperimentAdminDeps } from "./routes.ts";

/** `days` as asked, whole and within the report's span; undefined when it is not a number of days. */
export function daysOf(asked: string | undefined): number | undefined {
  if (asked === undefined || asked === "") return FORM_ANALYTICS_DAYS.default;
  if (!/^\d{1,3}$/.test(asked)) return undefined;
  const days = Number(asked);
  return days >= 1 && days <= FORM_ANALYTICS_DAYS.max ? days : undefined;
}

export function formAnalyticsRoutes({ db, publishedForms }: Pick<ExperimentAdminDeps, "db" | "publishedForms">) {
  return new Hono<AdminEnv>().get("/forms/:id/analytics", access("content"), async (c) => {
    const id = Number(c.req.param("id"));
    const days = daysOf(c.req.query("days"));
    if (days === undefined) return problem(c, 400, `Ask for 1 to ${FORM_ANALYTICS_DAYS.max} days.`);
    const analytics = Number.isSafeInteger(id) && id > 0 ? await formAnalytics(db, publishedForms, id, days) : null;
    if (!analytics) return problem(c, 404, "This form has not been published: it has no analytics yet.");
    return c.json({ analytics }, 200, ADMIN_RESPONSE_HEADERS);
  });
}
