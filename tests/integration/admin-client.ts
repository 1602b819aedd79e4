/** A signed-in person's calls to the admin API, as the admin app's own pages make them. */
import { expect } from "vitest";
import { ADMIN_API } from "#server/auth/http.ts";
import { createSession, SESSION_COOKIE } from "#server/auth/sessions.ts";
import type { Role } from "#shared/admin-roles.ts";
import { readyAccount } from "#tests/shared/ready-account.ts";
import type { Harness } from "./harness.ts";

export const ACCOUNT_PASSWORD = "correct horse battery staple";

/** An account as its setup link leaves it, with `password`. */
export async function createAccount(h: Harness, email: string, password = ACCOUNT_PASSWORD, role: Role = "admin") {
  return readyAccount(h.pipeline.database.db, email, password, role);
}

export async function adminClient(h: Harness, email = "sales@vendor.example", role: Role = "admin") {
  const user = await createAccount(h, email, ACCOUNT_PASSWORD, role);
  const session = await createSession(h.pipeline.database.db, user.id, "password", "test");
  const headers = { origin: h.url, "sec-fetch-site": "same-origin", cookie: `${SESSION_COOKIE}=${session.token}`, "x-csrf-token": session.csrfToken };
  return {
    csrf: session.csrfToken,
    headers,
    get: async <T>(path: string) => {
      const response = await fetch(`${h.url}${ADMIN_API}${path}`, { headers });
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    },
    post: (path: string, body: unknown) => fetch(`${h.url}${ADMIN_API}${path}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) }),
    delete: (path: string, body?: unknown) =>
      fetch(`${h.url}${ADMIN_API}${path}`, {
        method: "DELETE",
        headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    put: (path: string, body: unknown) => fetch(`${h.url}${ADMIN_API}${path}`, { method: "PUT", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) }),
  };
}
