/** The export of the leads list's current view, as CSV or JSON, audited with what it held. */
import { Hono } from "hono";
import { access } from "#server/auth/access.ts";
import { exportStream } from "#server/sales/leads/export.ts";
import { filterFromParams, leadPagesForExport } from "#server/sales/leads/inbox.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, type AdminEnv } from "#server/auth/http.ts";
import type { SalesAdminDeps } from "./admin-deps.ts";

export function exportRoutes(deps: SalesAdminDeps) {
  const { db } = deps;
  // A form post (the CSRF token as a field), so the browser downloads the file itself. The file is
  // streamed a page of leads at a time, so the contact form's writes run between the pages.
  return new Hono<AdminEnv>().post("/export", access("leads"), async (c) => {
    const form = await c.req.parseBody();
    const params = new URLSearchParams();
    for (const key of ["q", "status", "from", "to", "owner", "form"]) if (typeof form[key] === "string") params.set(key, form[key]);
    const format = form["format"] === "json" ? "json" : "csv";
    const { user } = c.get("admin");
    const filter = filterFromParams(params, user.id);
    const address = deps.clientAddress(c);
    // The search text may be a visitor's name or address: the log says a search was used, not what.
    const { q, ...rest } = filter;
    const body = exportStream(
      leadPagesForExport(db, filter),
      format,
      ({ count, complete }) => audit(db, { actor: user.email, action: "export", detail: { format, count, complete, filter: { ...rest, search: Boolean(q) } }, address }),
      // Filtered to one form, the CSV has a column per field of that form.
      { publishedForms: deps.publishedForms, formId: filter.formId },
    );
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      ...ADMIN_RESPONSE_HEADERS,
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.${format}"`,
    });
  });
}
