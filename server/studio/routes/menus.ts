/** The header's and footer's menus (server/studio/menus.ts): everyone in the studio reads them, editors change them. */
import { Hono } from "hono";
import { access } from "#server/auth/access.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, readJson, type AdminEnv } from "#server/auth/http.ts";
import type { StudioAdminDeps } from "./admin-deps.ts";
import { readMenus, type StoredMenus } from "#server/site/menus.ts";
import { linksWaiting, saveMenus } from "#server/studio/menus.ts";
import type { Executor } from "#server/platform/db/database.ts";
import { DEFAULT_MENUS, menuPlaces } from "#shared/pages/menus.ts";
import { answer } from "./post-editing.ts";

/** The menus with the places a page can take, the links waiting for their page to be published, and the seed to start again from. */
const shownFrom = (db: Executor) => async (stored: StoredMenus) => ({ ...stored, places: menuPlaces(stored.menus), waiting: await linksWaiting(db, stored.menus), defaults: DEFAULT_MENUS });

export function menuRoutes(deps: StudioAdminDeps) {
  const { db } = deps;
  const shown = shownFrom(db);
  return new Hono<AdminEnv>()
    .get("/menus", access("content"), async (c) => c.json(await shown(await readMenus(db)), 200, ADMIN_RESPONSE_HEADERS))
    .put("/menus", access("publishing"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const { menus, baseVersion } = body;
      if (!Number.isSafeInteger(baseVersion)) return problem(c, 400, "Send the version your copy is based on (baseVersion).");
      const actor = c.get("admin").user.email;
      return answer(c, async () => {
        const result = await saveMenus(db, { menus, baseVersion: baseVersion as number }, { actor });
        if ("conflict" in result) {
          const by = result.conflict.updatedBy ?? "someone";
          return c.json(
            { error: `${by} changed the menus while you were editing. Yours are still here, not saved: compare, then save yours over theirs or take theirs.`, ...(await shown(result.conflict)) },
            409,
            ADMIN_RESPONSE_HEADERS,
          );
        }
        if (result.changed) {
          await audit(db, { actor, action: "menus-changed", address: deps.clientAddress(c) });
          await deps.onContentChanged?.();
        }
        return c.json(await shown(result.saved), 200, ADMIN_RESPONSE_HEADERS);
      });
    });
}
