/** The header's and footer's menus (server/studio/menus.ts): everyone in the studio reads them, editors change them. */
import { Hono, type Context } from "hono";
import { access } from "#server/auth/access.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, readJson, type AdminEnv } from "#server/auth/http.ts";
import type { StudioAdminDeps } from "./admin-deps.ts";
import { readMenus, type StoredMenus } from "#server/site/menus.ts";
import { linksWaiting, saveMenus } from "#server/studio/menus.ts";
import { menusLanguages, menusLocaleProblem, readMenusIn, saveMenusIn, stateOf, type MenusInLocale } from "#server/studio/menu-translations.ts";
import type { Executor } from "#server/platform/db/database.ts";
import { DEFAULT_MENUS, menuPlaces } from "#shared/pages/menus.ts";
import { answer } from "./post-editing.ts";

/**
 * The menus with the places a page can take, the links waiting for their page to be published, the
 * seed to start again from, and where their translations stand (ADR 054).
 */
const shownFrom = (db: Executor) => async (stored: StoredMenus) => ({
  ...stored,
  places: menuPlaces(stored.menus),
  waiting: await linksWaiting(db, stored.menus),
  defaults: DEFAULT_MENUS,
  languages: await menusLanguages(db, stored.version),
});

/** The menus in a locale beside the original they translate, with the links its visitors do not see yet. */
const shownIn = (db: Executor, linksUnseenIn: StudioAdminDeps["linksUnseenIn"]) => async (stored: MenusInLocale) => {
  const original = await readMenus(db);
  return {
    ...stored,
    state: stateOf(stored.translatedFrom, original.version),
    original: { menus: original.menus, version: original.version },
    untranslated: (await linksUnseenIn?.(stored.menus, stored.locale)) ?? [],
    languages: await menusLanguages(db, original.version),
  };
};

type MenusSaved<Stored> = { saved: Stored; changed: boolean } | { conflict: Stored };

export function menuRoutes(deps: StudioAdminDeps) {
  const { db } = deps;
  const shown = shownFrom(db);
  const inLocale = shownIn(db, deps.linksUnseenIn);

  /** A save of menus made from the copy at `baseVersion`: 409 in words over another editor's, audited and live when it changed anything. */
  async function saved<Stored extends { updatedBy: string | null }>(
    c: Context<AdminEnv>,
    save: (input: { menus: unknown; baseVersion: number }, by: { actor: string }) => Promise<MenusSaved<Stored>>,
    show: (stored: Stored) => Promise<object>,
    detail?: Record<string, string>,
  ) {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const { menus, baseVersion } = body;
    if (!Number.isSafeInteger(baseVersion)) return problem(c, 400, "Send the version your copy is based on (baseVersion).");
    const actor = c.get("admin").user.email;
    return answer(c, async () => {
      const result = await save({ menus, baseVersion: baseVersion as number }, { actor });
      if ("conflict" in result) {
        const by = result.conflict.updatedBy ?? "someone";
        const error = `${by} changed the menus while you were editing. Yours are still here, not saved: compare, then save yours over theirs or take theirs.`;
        return c.json({ error, ...(await show(result.conflict)) }, 409, ADMIN_RESPONSE_HEADERS);
      }
      if (result.changed) {
        await audit(db, { actor, action: "menus-changed", ...(detail && { detail }), address: deps.clientAddress(c) });
        await deps.onContentChanged?.();
      }
      return c.json(await show(result.saved), 200, ADMIN_RESPONSE_HEADERS);
    });
  }

  return new Hono<AdminEnv>()
    .get("/menus", access("content"), async (c) => c.json(await shown(await readMenus(db)), 200, ADMIN_RESPONSE_HEADERS))
    .put("/menus", access("publishing"), (c) => saved(c, (input, by) => saveMenus(db, input, by), shown))
    .get("/menus/:locale", access("content"), async (c) => {
      const locale = c.req.param("locale");
      const refused = await menusLocaleProblem(db, locale);
      if (refused) return problem(c, 404, refused);
      return c.json(await inLocale(await readMenusIn(db, locale)), 200, ADMIN_RESPONSE_HEADERS);
    })
    .put("/menus/:locale", access("publishing"), async (c) => {
      const locale = c.req.param("locale");
      const refused = await menusLocaleProblem(db, locale);
      if (refused) return problem(c, 404, refused);
      return saved(c, (input, by) => saveMenusIn(db, locale, input, by), inLocale, { locale });
    });
}
