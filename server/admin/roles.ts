/**
 * The part of the admin app an API path belongs to, so the guard can ask whether the signed-in
 * person's role may use it (app/lib/admin-roles.ts). A path no entry names is the admin's alone:
 * a route added later is refused to every other role until it is placed here.
 */
import type { AdminArea } from "#app/lib/admin-roles.ts";

const API_AREAS: ReadonlyArray<readonly [RegExp, AdminArea]> = [
  [/^\/(session|sign-out|sign-out-everywhere|password|sessions|passkeys|away)(\/|$)/, "account"],
  [/^\/(leads|deliveries|erase|export|reports)(\/|$)/, "leads"],
  [/^\/posts\/[^/]+\/(publish|schedule|unpublish|return|update)$/, "publishing"],
  [/^\/posts\/[^/]+\/preview-links\/[^/]+\/revoke$/, "publishing"],
  [/^\/(posts|media)(\/|$)/, "content"],
  [/^\/(authors|redirects|settings)(\/|$)/, "publishing"],
];

/** `path` is under the API's root (`/leads/7`, not `/admin/api/leads/7`). */
export function areaOf(path: string): AdminArea {
  return API_AREAS.find(([pattern]) => pattern.test(path))?.[1] ?? "admin";
}
