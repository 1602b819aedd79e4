/** Editors' routes for the site beside the posts: authors, redirects (site-admin.ts) and the site's settings (site-settings.ts). */
import { Hono } from "hono";
import { access } from "#server/auth/access.ts";
import { listAuthors, listRedirects, removeRedirect, saveAuthor, setRedirect } from "#server/studio/site-admin.ts";
import { forgetNotFound, listNotFound } from "#server/site/not-found-log.ts";
import { importRedirects } from "#server/site/publishing.ts";
import { ImportRefused } from "#server/site/redirect-import.ts";
import { readLocales, readSettings, saveLocales, saveSettings } from "#server/platform/site-settings.ts";
import { hasLocaleSettingsShape, MISSING_WORDS } from "#shared/i18n/locales.ts";
import { DEFAULT_SETTINGS, hasSettingsShape } from "#shared/site-settings.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, readJson, type AdminEnv } from "#server/auth/http.ts";
import type { StudioAdminDeps } from "./admin-deps.ts";
import { answer } from "./post-editing.ts";

const optional = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);

export function siteRoutes(deps: StudioAdminDeps) {
  const { db } = deps;
  const done = async (actor: string, action: "author-saved" | "redirect-set" | "redirect-removed" | "settings-changed", target: string, address: string) => {
    await audit(db, { actor, action, target, address });
    await deps.onContentChanged?.();
  };
  return new Hono<AdminEnv>()
    .get("/authors", access("publishing"), async (c) => c.json({ authors: await listAuthors(db) }, 200, ADMIN_RESPONSE_HEADERS))
    .post("/authors", access("publishing"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      if (typeof body["name"] !== "string") return problem(c, 400, "Send the author's name.");
      const input = { name: body["name"], role: optional(body["role"]), bio: optional(body["bio"]), photo: optional(body["photo"]), account: optional(body["account"]) };
      return answer(c, async () => {
        await saveAuthor(db, input);
        await done(c.get("admin").user.email, "author-saved", input.name.trim(), deps.clientAddress(c));
        return c.json({ ok: true }, 200, ADMIN_RESPONSE_HEADERS);
      });
    })
    .get("/redirects", access("publishing"), async (c) => c.json({ redirects: await listRedirects(db) }, 200, ADMIN_RESPONSE_HEADERS))
    .post("/redirects", access("publishing"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const { from, to, status = 301 } = body;
      if (typeof from !== "string" || (to !== null && typeof to !== "string")) return problem(c, 400, "Send the old address (from) and the new one (to), or null for gone.");
      if (status !== 301 && status !== 302) return problem(c, 400, "Send the kind (status) as 301 (for good) or 302 (for now).");
      // Refused by field (422, redirect-rules.ts): the studio shows each problem beside its box.
      return answer(c, async () => {
        await setRedirect(db, from.trim(), typeof to === "string" && to.trim() ? to.trim() : null, status);
        await done(c.get("admin").user.email, "redirect-set", from.trim(), deps.clientAddress(c));
        return c.json({ ok: true }, 200, ADMIN_RESPONSE_HEADERS);
      });
    })
    .get("/not-found", access("publishing"), async (c) => c.json({ notFound: await listNotFound(db) }, 200, ADMIN_RESPONSE_HEADERS))
    .post("/not-found/remove", access("publishing"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      if (typeof body["path"] !== "string") return problem(c, 400, "Send the address (path) to take off the list.");
      await forgetNotFound(db, [body["path"]]);
      return c.json({ ok: true }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .post("/redirects/import", access("publishing"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      if (typeof body["csv"] !== "string") return problem(c, 400, "Send the file's text (csv) and whether to import it (apply).");
      const csv = body["csv"];
      try {
        const outcome = await importRedirects(db, csv, body["apply"] === true);
        if (outcome.imported) await done(c.get("admin").user.email, "redirect-set", `${outcome.imported} redirects from a CSV`, deps.clientAddress(c));
        return c.json(outcome, 200, ADMIN_RESPONSE_HEADERS);
      } catch (error) {
        if (error instanceof ImportRefused) return problem(c, 422, error.message);
        throw error;
      }
    })
    .post("/redirects/remove", access("publishing"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      if (typeof body["from"] !== "string") return problem(c, 400, "Send the old address (from).");
      const from = body["from"];
      return answer(c, async () => {
        await removeRedirect(db, from);
        await done(c.get("admin").user.email, "redirect-removed", from, deps.clientAddress(c));
        return c.json({ ok: true }, 200, ADMIN_RESPONSE_HEADERS);
      });
    })
    .get("/settings", access("publishing"), async (c) => c.json({ ...(await readSettings(db)), defaults: DEFAULT_SETTINGS }, 200, ADMIN_RESPONSE_HEADERS))
    // The site's languages (ADR 054): the admin's, as every change of what the site is.
    .get("/settings/locales", async (c) => c.json({ locales: await readLocales(db) }, 200, ADMIN_RESPONSE_HEADERS))
    .put("/settings/locales", async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const input = body["locales"];
      if (!hasLocaleSettingsShape(input)) return problem(c, 400, MISSING_WORDS.shape);
      return answer(c, async () => {
        const actor = c.get("admin").user.email;
        const changed = await saveLocales(db, input, { actor });
        if (changed) await done(actor, "settings-changed", "locales", deps.clientAddress(c));
        return c.json({ locales: await readLocales(db), changed }, 200, ADMIN_RESPONSE_HEADERS);
      });
    })
    .put("/settings", access("publishing"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const input = body["settings"];
      if (!hasSettingsShape(input)) return problem(c, 400, "Send every setting (settings: email, phone, address, hours, socials, schedulerUrl, legal) as text.");
      return answer(c, async () => {
        const actor = c.get("admin").user.email;
        const changed = await saveSettings(db, input, { actor });
        if (changed.length) await done(actor, "settings-changed", changed.join(", "), deps.clientAddress(c));
        return c.json({ ...(await readSettings(db)), changed }, 200, ADMIN_RESPONSE_HEADERS);
      });
    });
}
