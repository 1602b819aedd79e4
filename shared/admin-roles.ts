/**
 * Who may use which part of the admin app: one table read by the server's guard (every API route)
 * and by the app's navigation (what a person is shown).
 */
export const ROLES = ["admin", "editor", "writer", "sales"] as const;
export type Role = (typeof ROLES)[number];

/** The parts of the admin app, each with the roles that may use it. */
export const AREA_ROLES = {
  /** One's own password, passkeys and sessions. */
  account: ROLES,
  /** The leads: inbox, a lead, notes, deliveries, erasure, exports and reports. */
  leads: ["admin", "sales"],
  /** The blog's posts: the studio, where a writer writes and submits for review. */
  content: ["admin", "editor", "writer"],
  /** What puts a post on the site or takes it off: publish, schedule, unpublish, send back. */
  publishing: ["admin", "editor"],
  /** Anything not named above: accounts, site-wide settings. */
  admin: ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type AdminArea = keyof typeof AREA_ROLES;

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function mayUse(role: Role, area: AdminArea): boolean {
  return (AREA_ROLES[area] as readonly Role[]).includes(role);
}
