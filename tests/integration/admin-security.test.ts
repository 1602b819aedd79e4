/**
 * The admin app's access control, tried as an attacker would: every admin route enumerated
 * from the router, CSRF, session fixation, revocation and expiry, the sign-in throttle, cookie
 * flags and caching.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_PAGES, PUBLIC_ADMIN_PAGES } from "#shared/site-paths.ts";
import { ADMIN_API, MAX_ADMIN_BODY_BYTES } from "#server/auth/http.ts";
import { createSession, SESSION_COOKIE, SESSION_IDLE_MS } from "#server/auth/sessions.ts";
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT } from "#server/auth/throttle.ts";
import { addUser, setDisabled, setRole } from "#server/auth/users.ts";
import { ROLES, type Role } from "#shared/admin-roles.ts";
import { previewedPost } from "#server/site/previews.ts";
import { createPreviewLink } from "#server/documents/previews.ts";
import { postKind } from "#server/document-kinds.ts";
import { adminSessions, adminUsers, authors, posts, previewLinks, proofOfWorkSpent, signInFailures } from "#server/platform/db/schema.ts";
import { closedAfterEach, startHarness, type Harness } from "./harness.ts";
import { createAccount, ACCOUNT_PASSWORD } from "./admin-client.ts";

const PASSWORD = ACCOUNT_PASSWORD;

const track = closedAfterEach();

/** What the admin app's own pages send: same-origin fetch metadata and the Origin header. */
function sameOrigin(h: Harness, extra: Record<string, string> = {}): Record<string, string> {
  return { origin: h.url, "sec-fetch-site": "same-origin", ...extra };
}

/** A session without the password hash's cost, for tests about what a session may do. */
async function sessionFor(h: Harness, userId: string) {
  const session = await createSession(h.pipeline.database.db, userId, "password", "test");
  return { cookie: `${SESSION_COOKIE}=${session.token}`, csrf: session.csrfToken };
}

async function signIn(h: Harness, email: string, password: string, headers: Record<string, string> = {}) {
  return fetch(`${h.url}${ADMIN_API}/sign-in`, {
    method: "POST",
    headers: sameOrigin(h, { "content-type": "application/json", ...headers }),
    body: JSON.stringify({ email, password }),
  });
}

function cookieOf(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  return header.split(";")[0] ?? "";
}

/**
 * Who may call what, in the policy's own words: everyone their own account; leads (the inbox, a
 * lead, its deliveries, erasure, exports, reports) the admin and sales; the blog's posts, the
 * site's pages and the forms (a form's analytics too) the admin, editors and writers, and putting one on the site or taking it off (or
 * revoking a preview link, or deleting a page) the admin and editors; the menus everyone who works on content reads
 * and editors change; experiments everyone who works on content drafts, and the admin and editors
 * start, pause, resume and stop; importing posts from another blog, the site's languages, and anything else, the admin.
 */
const ROLE_POLICY: ReadonlyArray<readonly [RegExp, readonly Role[]]> = [
  [/^\/(session|sign-out|sign-out-everywhere|password|sessions|passkeys|away)\b/, ["admin", "editor", "writer", "sales"]],
  [/^\/routing\b/, ["admin"]],
  [/^\/(leads|deliveries|erase|export|reports)\b/, ["admin", "sales"]],
  [/^\/posts\/[^/]+\/(publish|schedule|unschedule|unpublish|return|update|preview-links\/[^/]+\/revoke)$/, ["admin", "editor"]],
  [/^\/posts\b(?!\/[^/]+\/(publish|schedule|unschedule|unpublish|return|update|preview-links\/[^/]+\/revoke)$)/, ["admin", "editor", "writer"]],
  [/^\/(pages|forms)\/[^/]+\/(publish|schedule|unschedule|unpublish|return|update|preview-links\/[^/]+\/revoke)$/, ["admin", "editor"]],
  // Deleting a page takes an address off the site and links out of the menus: editors only.
  [/^DELETE \/pages\/[^/]+$/, ["admin", "editor"]],
  [/^(?!DELETE \/pages\/[^/]+$)[A-Z]+ \/(pages|forms)\b(?!\/[^/]+\/(publish|schedule|unschedule|unpublish|return|update|preview-links\/[^/]+\/revoke)$)/, ["admin", "editor", "writer"]],
  [/^\/media\b/, ["admin", "editor", "writer"]],
  // The library's files (PDFs a form gives): everyone who works on content.
  [/^\/files\b/, ["admin", "editor", "writer"]],
  // The menus, and each language's (ADR 054): read by everyone who works on content, changed (PUT) by editors.
  [/^GET \/menus(\/:locale)?$/, ["admin", "editor", "writer"]],
  [/^PUT \/menus(\/:locale)?$/, ["admin", "editor"]],
  [/^\/(authors|redirects|not-found|settings)\b(?!\/locales$)/, ["admin", "editor"]],
  // The site's languages (ADR 054): what the site is, like its routing, the admin's.
  [/^\/settings\/locales$/, ["admin"]],
  // The studio's import (posts from another blog): it adds authors and images and rewrites posts by address.
  [/^\/imports\b/, ["admin"]],
  [/^\/experiments\/[^/]+\/(start|pause|resume|stop)$/, ["admin", "editor"]],
  [/^\/experiments\b(?!\/[^/]+\/(start|pause|resume|stop)$)/, ["admin", "editor", "writer"]],
];
const ROLE_REFUSAL = "Your role does not include this part of the admin app.";

/** Every admin API route the router knows, with its parameters filled in. */
/** The ways in: the only routes a visitor without a session reaches (declared `openToVisitors()` on each). */
const WAYS_IN = ["sign-in", "setup", "setup/check", "passkeys/sign-in/options", "passkeys/sign-in"].map((path) => `POST ${ADMIN_API}/${path}`);
const isWayIn = (route: { method: string; path: string }) => WAYS_IN.includes(`${route.method} ${route.path}`);

function adminApiRoutes(h: Harness) {
  const seen = new Set<string>();
  return h.app.routes
    .filter((route) => route.path.startsWith(`${ADMIN_API}/`) && route.method !== "ALL" && !route.path.endsWith("*"))
    .map((route) => ({ method: route.method, path: route.path, url: route.path.replace(/:[a-z]+/gi, "some-id") }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

async function call(h: Harness, route: { method: string; url: string }, headers: Record<string, string>) {
  return fetch(`${h.url}${route.url}`, {
    method: route.method,
    headers: sameOrigin(h, { "content-type": "application/json", ...headers }),
    body: route.method === "GET" ? undefined : "{}",
    redirect: "manual",
  });
}

describe("admin access control", () => {
  const start = async () => track(await startHarness());

  it("answers 401 on every admin API route without a session, and 403 for a disabled account", async () => {
    const h = await start();
    const routes = adminApiRoutes(h);
    const guarded = routes.filter((route) => !isWayIn(route));
    // The enumeration itself is checked: the admin API has a dozen routes, not zero by a broken filter.
    expect(guarded.length).toBeGreaterThanOrEqual(10);
    // The ways in are the only routes a visitor without a session gets past the guard to; widening
    // that list (openToVisitors() on another route) must be a visible decision.
    const pastTheGuard = async (route: (typeof routes)[number]) => {
      const answer = await call(h, route, {});
      return answer.status !== 401 || ((await answer.json()) as { error: string }).error !== "Sign in to continue.";
    };
    const reached = [];
    for (const route of routes) if (await pastTheGuard(route)) reached.push(`${route.method} ${route.path}`);
    expect(reached.sort()).toEqual([...WAYS_IN].sort());
    for (const route of guarded) {
      const response = await call(h, route, {});
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expect(response.headers.get("cache-control"), route.path).toBe("no-store");
      // The admin API's answers open in windows no other site's window may keep a handle on (ADR 015).
      expect(response.headers.get("cross-origin-opener-policy"), route.path).toBe("same-origin");
    }

    const user = await createAccount(h, "disabled@vendor.example");
    const sessions = await Promise.all(guarded.map(() => sessionFor(h, user.id)));
    await setDisabled(h.pipeline.database.db, user.email, true);
    for (const [index, route] of guarded.entries()) {
      const { cookie, csrf } = sessions[index]!;
      const response = await call(h, route, { cookie, "x-csrf-token": csrf });
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
    }
    // The refused session is over: the next request has none.
    const again = await call(h, { method: "GET", url: `${ADMIN_API}/session` }, { cookie: sessions[0]!.cookie });
    expect(again.status).toBe(401);
  });

  it("protects a route added to the admin API later without any code of its own: the admin's alone", async () => {
    const h = await start();
    h.app.get(`${ADMIN_API}/added-later`, (c) => c.json({ secret: "leads" }));
    const response = await call(h, { method: "GET", url: `${ADMIN_API}/added-later` }, {});
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain("leads");
    for (const role of ROLES) {
      const user = await createAccount(h, `later-${role}@vendor.example`, PASSWORD, role);
      const answer = await call(h, { method: "GET", url: `${ADMIN_API}/added-later` }, { cookie: (await sessionFor(h, user.id)).cookie });
      // Past the guard, the admin meets the API's catch-all 404 (routes added after it never run).
      expect(answer.status, role).toBe(role === "admin" ? 404 : 403);
    }
  });

  it("lets each role call only the routes its part of the admin app holds: every route × every role", async () => {
    const h = await start();
    const guarded = adminApiRoutes(h).filter((route) => !isWayIn(route));
    const users = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await createAccount(h, `${role}@vendor.example`, PASSWORD, role)] as const)));
    for (const route of guarded) {
      const path = route.path.slice(ADMIN_API.length);
      const policy = ROLE_POLICY.filter(([pattern]) => pattern.test(path) || pattern.test(`${route.method} ${path}`));
      // A route the policy does not place is a decision nobody made yet.
      expect(policy, `${route.method} ${route.path} is in no part of the policy`).toHaveLength(1);
      for (const role of ROLES) {
        // A fresh session for each call: a sign-out or a password change ends the one it came with.
        const { cookie, csrf } = await sessionFor(h, users[role]!.id);
        const response = await call(h, route, { cookie, "x-csrf-token": csrf });
        const refused = response.status === 403 && (await response.text()).includes(ROLE_REFUSAL);
        expect(refused, `${role}: ${route.method} ${route.path} (${response.status})`).toBe(!policy[0]![1].includes(role));
      }
    }
    // A new role counts from the account's next request, whatever session it holds; a role without
    // the leads is not even told how many are new.
    expect((await h.post({ name: "Jane Smith", email: "jane@example.com", message: "Please call me." })).status).toBe(201);
    const { cookie } = await sessionFor(h, users.sales!.id);
    const sessionInfo = async () => (await (await call(h, { method: "GET", url: `${ADMIN_API}/session` }, { cookie })).json()) as { user: { role: string }; newCount: number };
    expect(await sessionInfo()).toMatchObject({ user: { role: "sales" }, newCount: 1 });
    expect((await call(h, { method: "GET", url: `${ADMIN_API}/leads` }, { cookie })).status).toBe(200);
    await setRole(h.pipeline.database.db, users.sales!.email, "writer");
    expect((await call(h, { method: "GET", url: `${ADMIN_API}/leads` }, { cookie })).status).toBe(403);
    expect(await sessionInfo()).toMatchObject({ user: { role: "writer" }, newCount: 0 });
  });

  it("sends a signed-out visitor from every admin page to sign-in and back, and serves the shell only with a session", async () => {
    const h = await start();
    const user = await createAccount(h, "pages@vendor.example");
    const { cookie } = await sessionFor(h, user.id);
    for (const pattern of ADMIN_PAGES) {
      const path = pattern.replace(/:[a-z]+/gi, "lead-1");
      const anonymous = await fetch(`${h.url}${path}?q=acme`, { redirect: "manual" });
      if (PUBLIC_ADMIN_PAGES.has(pattern)) {
        expect(anonymous.status, path).toBe(200);
      } else {
        expect(anonymous.status, path).toBe(302);
        expect(anonymous.headers.get("location"), path).toBe(`/admin/sign-in?next=${encodeURIComponent(`${path}?q=acme`)}`);
      }
      const signedIn = await fetch(`${h.url}${path}`, { headers: { cookie }, redirect: "manual" });
      expect(signedIn.status, path).toBe(200);
      expect(await signedIn.text()).toContain("window.shell");
      for (const response of [anonymous, signedIn]) {
        expect(response.headers.get("cache-control"), path).toBe("no-store");
        expect(response.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
        // The admin app's data lives in these windows: no other site's window may keep a handle on them (ADR 015).
        expect(response.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
      }
      expect(signedIn.headers.get("content-security-policy"), path).toMatch(/script-src 'self' 'sha256-/);
    }
    await setDisabled(h.pipeline.database.db, user.email, true);
    expect((await fetch(`${h.url}/admin`, { headers: { cookie }, redirect: "manual" })).status).toBe(403);
    // Not an admin page: the site's 404, not the shell.
    const unknown = await fetch(`${h.url}/admin/settings/../../etc`, { headers: { cookie }, redirect: "manual" });
    expect([301, 404]).toContain(unknown.status);
  });

  it("refuses state changes without the session's CSRF token, and any cross-site request", async () => {
    const h = await start();
    const user = await createAccount(h, "csrf@vendor.example");
    const { cookie, csrf } = await sessionFor(h, user.id);
    const status = { method: "POST", url: `${ADMIN_API}/sign-out-everywhere` };
    const attempts: [string, Record<string, string>][] = [
      ["no token", { cookie }],
      ["a wrong token", { cookie, "x-csrf-token": `${csrf.slice(0, -2)}xx` }],
      ["another session's token", { cookie, "x-csrf-token": (await sessionFor(h, user.id)).csrf }],
      ["the right token from another site", { cookie, "x-csrf-token": csrf, "sec-fetch-site": "cross-site", origin: "https://evil.example" }],
      ["the right token from a sibling subdomain", { cookie, "x-csrf-token": csrf, "sec-fetch-site": "same-site", origin: "https://evil.vendor.example" }],
    ];
    for (const [what, headers] of attempts) {
      const response = await call(h, status, headers);
      expect(response.status, what).toBe(403);
    }
    // A form on another site posting the export, as a browser without Fetch Metadata would send it.
    const crossSiteForm = await fetch(`${h.url}${ADMIN_API}/export`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: `csrf=${csrf}&format=csv`,
    });
    expect(crossSiteForm.status).toBe(403);
    // A post with neither Origin nor Fetch Metadata is not a browser on this site either.
    const bare = await fetch(`${h.url}${ADMIN_API}/sign-out`, { method: "POST", headers: { cookie, "x-csrf-token": csrf } });
    expect(bare.status).toBe(403);
    // The sessions were never ended by any of the refused requests.
    expect((await call(h, { method: "GET", url: `${ADMIN_API}/session` }, { cookie })).status).toBe(200);
    const allowed = await call(h, status, { cookie, "x-csrf-token": csrf });
    expect(allowed.status).toBe(200);
  });

  it("issues a new session id at sign-in, ends the one the browser had, and sets the cookie's flags", async () => {
    const h = await start();
    await createAccount(h, "fixation@vendor.example");
    const first = await signIn(h, "fixation@vendor.example", PASSWORD);
    expect(first.status).toBe(200);
    const planted = cookieOf(first);
    const second = await signIn(h, "Fixation@Vendor.example", PASSWORD, { cookie: planted });
    expect(second.status).toBe(200);
    const fresh = cookieOf(second);
    expect(fresh).not.toBe(planted);
    expect((await call(h, { method: "GET", url: `${ADMIN_API}/session` }, { cookie: planted })).status).toBe(401);
    expect((await call(h, { method: "GET", url: `${ADMIN_API}/session` }, { cookie: fresh })).status).toBe(200);

    const header = second.headers.get("set-cookie") ?? "";
    expect(header).toMatch(/^__Host-session=[A-Za-z0-9_-]{43};/);
    for (const flag of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/"]) expect(header).toContain(flag);
    expect(header).not.toMatch(/Domain=/i);
    expect(second.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a signed-out, revoked or expired session at once", async () => {
    const h = await start();
    const user = await createAccount(h, "expiry@vendor.example");
    const db = h.pipeline.database.db;
    const session = (cookie: string) => call(h, { method: "GET", url: `${ADMIN_API}/session` }, { cookie });

    const a = await sessionFor(h, user.id);
    const signedOut = await call(h, { method: "POST", url: `${ADMIN_API}/sign-out` }, { cookie: a.cookie, "x-csrf-token": a.csrf });
    expect(signedOut.status).toBe(200);
    // Nothing of the admin app stays in the browser's cache or storage for the next person at that computer.
    expect(signedOut.headers.get("clear-site-data")).toBe('"cache", "storage"');
    expect((await session(a.cookie)).status).toBe(401);

    const [b, c] = [await sessionFor(h, user.id), await sessionFor(h, user.id)];
    expect((await call(h, { method: "POST", url: `${ADMIN_API}/sign-out-everywhere` }, { cookie: b.cookie, "x-csrf-token": b.csrf })).status).toBe(200);
    expect((await session(b.cookie)).status).toBe(401);
    expect((await session(c.cookie)).status).toBe(401);

    const idle = await sessionFor(h, user.id);
    await db
      .update(adminSessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(adminSessions.userId, user.id));
    expect((await session(idle.cookie)).status).toBe(401);

    const old = await sessionFor(h, user.id);
    await db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.userId, user.id));
    expect((await session(old.cookie)).status).toBe(401);
    expect(await db.select().from(adminSessions).where(eq(adminSessions.userId, user.id))).toHaveLength(0);

    // What expires and is never presented again is deleted by the server's hourly sweep, not kept for ever.
    const forgotten = await sessionFor(h, user.id);
    await db
      .update(adminSessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(adminSessions.userId, user.id));
    const current = await sessionFor(h, user.id);
    await db.insert(signInFailures).values([
      { key: "ended-window", count: 3, resetAt: new Date(Date.now() - 1000) },
      { key: "open-window", count: 3, resetAt: new Date(Date.now() + 60_000) },
    ]);
    await db.insert(authors).values({ name: "Ann" });
    await db.insert(posts).values({ id: 9, slug: "shared", title: "Shared", excerpt: "", body: "", author: "Ann", category: "", tags: [] });
    const links = [await createPreviewLink(db, postKind, 9, { now: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) }), await createPreviewLink(db, postKind, 9)];
    await db.insert(proofOfWorkSpent).values([
      { challenge: "spent-long-ago", expiresAt: new Date(Date.now() - 1000) },
      { challenge: "spent-just-now", expiresAt: new Date(Date.now() + 60_000) },
    ]);
    expect(await h.pipeline.housekeeping.sweepNow()).toEqual({ sessions: 1, previewLinks: 1, throttleWindows: 1, spentChallenges: 1 });
    expect((await db.select({ challenge: proofOfWorkSpent.challenge }).from(proofOfWorkSpent)).map(({ challenge }) => challenge)).toEqual(["spent-just-now"]);
    expect((await session(forgotten.cookie)).status + (await session(current.cookie)).status).toBe(401 + 200);
    expect((await db.select({ key: signInFailures.key }).from(signInFailures)).map(({ key }) => key)).toEqual(["open-window"]);
    expect((await previewedPost(db, links[1]!.token))?.row.id).toBe(9);
    expect(await db.select().from(previewLinks)).toHaveLength(1);
  });

  it("throttles guessing per account and per address, says when to retry, and answers an unknown account like a wrong password", async () => {
    const h = await start();
    await createAccount(h, "target@vendor.example");
    const wrong = await signIn(h, "target@vendor.example", "not the password at all");
    const unknown = await signIn(h, "nobody@vendor.example", "not the password at all");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());

    for (let attempt = 1; attempt < ACCOUNT_FAILURE_LIMIT; attempt += 1) {
      expect((await signIn(h, "target@vendor.example", `guess ${attempt} of many`)).status).toBe(401);
    }
    // Over the limit, even the right password waits: the throttle answers before any check.
    const throttled = await signIn(h, "target@vendor.example", PASSWORD);
    expect(throttled.status).toBe(429);
    const retryAfter = Number(throttled.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await throttled.json()) as { error: string }).error).toBe("Too many attempts. Try again in 15 minutes.");

    // Per address: many accounts guessed from one address (the unknown one above counts too).
    let status = 0;
    for (let attempt = 0; attempt < ADDRESS_FAILURE_LIMIT && status !== 429; attempt += 1) {
      status = (await signIn(h, `spray-${attempt}@vendor.example`, "Winter2026!Winter")).status;
    }
    expect(status).toBe(429);
  });

  it("takes as long to refuse an unknown account as a wrong password", async () => {
    const h = await start();
    await createAccount(h, "timing@vendor.example");
    const timed = async (email: string) => {
      const started = performance.now();
      await signIn(h, email, "a wrong password here");
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternating, two accounts each so no account reaches its throttle limit.
    for (let round = 0; round < 5; round += 1) {
      known.push(await timed(round % 2 ? "timing@vendor.example" : "TIMING@vendor.example"));
      unknown.push(await timed(`ghost-${round % 2}@vendor.example`));
    }
    // Both spend one scrypt (~0.3 s here); a missing hash would answer in a few milliseconds. Each
    // unknown try is compared with the known one just before it, which ran under the same load from
    // the rest of the machine; the median of those ratios is what an attacker would average to.
    const ratios = unknown.map((time, round) => time / known[round]!).sort((a, b) => a - b);
    const median = ratios[Math.floor(ratios.length / 2)]!;
    expect(median, `unknown / known: ${ratios.map((ratio) => ratio.toFixed(2)).join(", ")}`).toBeGreaterThan(0.6);
    expect(median, `unknown / known: ${ratios.map((ratio) => ratio.toFixed(2)).join(", ")}`).toBeLessThan(1.6);
  });

  it("spends a setup link once, refuses it after expiry, and refuses a weak password", async () => {
    const h = await start();
    const db = h.pipeline.database.db;
    const post = (path: string, body: unknown) => fetch(`${h.url}${ADMIN_API}${path}`, { method: "POST", headers: sameOrigin(h, { "content-type": "application/json" }), body: JSON.stringify(body) });

    const { token } = await addUser(db, "new@vendor.example");
    expect(await (await post("/setup/check", { token })).json()).toEqual({ email: "new@vendor.example" });
    const weak = await post("/setup", { token, password: "short" });
    expect(weak.status).toBe(422);
    expect(((await weak.json()) as { error: string }).error).toBe("Use at least 12 characters.");
    const done = await post("/setup", { token, password: PASSWORD });
    expect(done.status).toBe(200);
    expect(cookieOf(done)).toMatch(/^__Host-session=/);
    expect((await post("/setup", { token, password: "another good password" })).status).toBe(422);
    expect((await post("/setup/check", { token })).status).toBe(404);

    const late = await addUser(db, "late@vendor.example");
    await db
      .update(adminUsers)
      .set({ setupExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminUsers.email, "late@vendor.example"));
    expect((await post("/setup", { token: late.token, password: PASSWORD })).status).toBe(422);
  });

  it("spends a passkey challenge once, and refuses an assertion it cannot verify", async () => {
    const h = await start();
    const options = await fetch(`${h.url}${ADMIN_API}/passkeys/sign-in/options`, { method: "POST", headers: sameOrigin(h, { "content-type": "application/json" }), body: "{}" });
    expect(options.status).toBe(200);
    const cookie = cookieOf(options);
    expect(cookie).toMatch(/^__Host-webauthn=/);
    expect(options.headers.get("set-cookie")).toMatch(/HttpOnly; Secure; SameSite=Strict|SameSite=Strict.*HttpOnly/);
    const forged = { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" }, clientExtensionResults: {} };
    const attempt = () =>
      fetch(`${h.url}${ADMIN_API}/passkeys/sign-in`, { method: "POST", headers: sameOrigin(h, { "content-type": "application/json", cookie }), body: JSON.stringify({ response: forged }) });
    const first = await attempt();
    expect(first.status).toBe(401);
    expect(((await first.json()) as { error: string }).error).toBe("That passkey is not registered for an account here.");
    expect(first.headers.get("set-cookie") ?? "").not.toContain("__Host-session");
    // The same challenge again: already spent.
    const replay = await attempt();
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { error: string }).error).toBe("The passkey request expired. Try again.");
  });

  it("changes a password only with the current one, and ends every other session", async () => {
    const h = await start();
    const user = await createAccount(h, "change@vendor.example");
    const here = await sessionFor(h, user.id);
    const elsewhere = await sessionFor(h, user.id);
    const change = (current: string, password: string) =>
      fetch(`${h.url}${ADMIN_API}/password`, {
        method: "POST",
        headers: sameOrigin(h, { "content-type": "application/json", cookie: here.cookie, "x-csrf-token": here.csrf }),
        body: JSON.stringify({ current, password }),
      });
    expect((await change("not my password at all", "a brand new passphrase")).status).toBe(422);
    expect((await change(PASSWORD, "short")).status).toBe(422);
    const changed = await change(PASSWORD, "a brand new passphrase");
    expect(await changed.json()).toEqual({ ok: true, otherSessionsEnded: 1 });
    const session = (cookie: string) => call(h, { method: "GET", url: `${ADMIN_API}/session` }, { cookie });
    expect((await session(here.cookie)).status).toBe(200);
    expect((await session(elsewhere.cookie)).status).toBe(401);
    expect((await signIn(h, "change@vendor.example", PASSWORD)).status).toBe(401);
    expect((await signIn(h, "change@vendor.example", "a brand new passphrase")).status).toBe(200);

    // A stolen session cannot guess the current password without limit: the sign-in throttle applies.
    let status = 0;
    for (let attempt = 0; attempt <= ACCOUNT_FAILURE_LIMIT && status !== 429; attempt += 1) {
      status = (await change(`wrong guess number ${attempt}`, "yet another passphrase")).status;
    }
    expect(status).toBe(429);
  });

  it("lists where an account is signed in and ends one session, never another account's", async () => {
    const h = await start();
    const user = await createAccount(h, "devices@vendor.example");
    const other = await createAccount(h, "someone-else@vendor.example");
    const here = await sessionFor(h, user.id);
    const laptop = await sessionFor(h, user.id);
    const theirs = await sessionFor(h, other.id);
    const headers = { cookie: here.cookie, "x-csrf-token": here.csrf };
    const listed = (await (await call(h, { method: "GET", url: `${ADMIN_API}/sessions` }, headers)).json()) as { sessions: { id: string; current: boolean }[] };
    expect(listed.sessions).toHaveLength(2);
    expect(listed.sessions.filter((session) => session.current)).toHaveLength(1);
    const laptopId = listed.sessions.find((session) => !session.current)!.id;

    const [theirRow] = await h.pipeline.database.db.select().from(adminSessions).where(eq(adminSessions.userId, other.id));
    expect((await call(h, { method: "POST", url: `${ADMIN_API}/sessions/${theirRow!.id}/end` }, headers)).status).toBe(404);
    expect((await call(h, { method: "GET", url: `${ADMIN_API}/session` }, { cookie: theirs.cookie })).status).toBe(200);

    expect((await call(h, { method: "POST", url: `${ADMIN_API}/sessions/${laptopId}/end` }, headers)).status).toBe(200);
    expect((await call(h, { method: "GET", url: `${ADMIN_API}/session` }, { cookie: laptop.cookie })).status).toBe(401);
    expect((await call(h, { method: "GET", url: `${ADMIN_API}/session` }, { cookie: here.cookie })).status).toBe(200);
  });

  it("cuts off an oversized body to the open sign-in route, announced or streamed", async () => {
    const h = await start();
    const big = JSON.stringify({ email: "x@vendor.example", password: "p".repeat(MAX_ADMIN_BODY_BYTES) });
    const announced = await signIn(h, "x@vendor.example", "p".repeat(MAX_ADMIN_BODY_BYTES));
    expect(announced.status).toBe(413);
    const chunks = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await fetch(`${h.url}${ADMIN_API}/sign-in`, {
      method: "POST",
      headers: sameOrigin(h, { "content-type": "application/json" }),
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });
});
