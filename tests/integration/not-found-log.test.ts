/**
 * The studio's 404 log and redirect hits (issue 73), on the real routes and a real PostgreSQL: a
 * 404 is counted by path without its query string, scanner noise is not, the counts are written in
 * batches, the table stays under its cap, an address that gets a redirect leaves the log, and only
 * the roles that manage redirects read it.
 */
import { describe, expect, it } from "vitest";
import { notFoundPaths, redirects } from "#server/platform/db/schema.ts";
import { NotFoundLog } from "#server/site/not-found-log.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, startHarness } from "./harness.ts";

const track = closedAfterEach();

type Listed = { notFound: { path: string; hits: number; firstSeen: string; lastSeen: string }[] };

describe("the 404 log", () => {
  it("counts 404s by path, without query strings or scanner noise, and drops an address once it is redirected", async () => {
    const h = track(await startHarness());
    for (const path of ["/old-pricing", "/old-pricing?utm_source=mail", "/old-pricing/", "/wp-login.php", "/.env", "/gone-campaign"]) {
      const response = await fetch(`${h.url}${path}`);
      expect([200, 404]).toContain(response.status);
      await response.body?.cancel();
    }
    // Nothing is written while the page is served: the counts wait in memory for their batch.
    expect(await h.pipeline.database.db.select().from(notFoundPaths)).toEqual([]);
    await h.addressLog.flush();

    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const listed = await editor.get<Listed>("/not-found");
    expect(listed.notFound.map(({ path, hits }) => ({ path, hits }))).toEqual([
      { path: "/old-pricing", hits: 3 },
      { path: "/gone-campaign", hits: 1 },
    ]);

    expect((await editor.post("/redirects", { from: "/old-pricing", to: "/pricing" })).status).toBe(200);
    expect((await editor.get<Listed>("/not-found")).notFound.map(({ path }) => path)).toEqual(["/gone-campaign"]);

    expect((await editor.post("/not-found/remove", { path: "/gone-campaign" })).status).toBe(200);
    expect((await editor.get<Listed>("/not-found")).notFound).toEqual([]);
  });

  it("keeps no more paths than its cap: the fewest hits go first", async () => {
    const h = track(await startHarness());
    const log = new NotFoundLog(
      h.pipeline.database.db,
      (error) => {
        throw error;
      },
      { cap: 3 },
    );
    const at = new Date("2026-01-05T10:00:00Z");
    for (let i = 0; i < 5; i++) log.notFound("/popular", at);
    log.notFound("/second", at);
    log.notFound("/second", at);
    await log.flush();
    for (let i = 0; i < 50; i++) log.notFound(`/random-${i}`, at);
    await log.flush();
    const rows = await h.pipeline.database.db.select().from(notFoundPaths);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.path)).toEqual(expect.arrayContaining(["/popular", "/second"]));
  });

  it("adds up the visitors each redirect sent on, in batches", async () => {
    const h = track(await startHarness());
    const db = h.pipeline.database.db;
    await db.insert(redirects).values([
      { from: "/a", to: "/b", reason: "manual" },
      { from: "/c", to: "/d", reason: "manual" },
    ]);
    const log = new NotFoundLog(db, (error) => {
      throw error;
    });
    log.redirected("/a", new Date("2026-01-05T10:00:00Z"));
    log.redirected("/a", new Date("2026-01-05T11:00:00Z"));
    log.redirected("/c", new Date("2026-01-05T09:00:00Z"));
    await log.flush();
    const rows = await db.select({ from: redirects.from, hits: redirects.hits, lastHitAt: redirects.lastHitAt }).from(redirects).orderBy(redirects.from);
    expect(rows).toEqual([
      { from: "/a", hits: 2, lastHitAt: new Date("2026-01-05T11:00:00Z") },
      { from: "/c", hits: 1, lastHitAt: new Date("2026-01-05T09:00:00Z") },
    ]);
  });

  it("is read only by the roles that manage redirects", async () => {
    const h = track(await startHarness());
    const anonymous = await fetch(`${h.url}/admin/api/not-found`);
    expect(anonymous.status).toBe(401);
    for (const role of ["writer", "sales"] as const) {
      const client = await adminClient(h, `${role}@vendor.example`, role);
      const response = await fetch(`${h.url}/admin/api/not-found`, { headers: client.headers });
      expect(response.status, role).toBe(403);
      expect((await client.post("/not-found/remove", { path: "/x" })).status, role).toBe(403);
    }
  });
});

type Imported = { rows: { from: string; action: string }[]; problems: { line: number; message: string }[]; imported: number };

describe("redirects in bulk and for now", () => {
  it("previews a CSV, imports all of it or none, and serves a 302 as temporary", async () => {
    const h = track(await startHarness({ builtSite: true }));
    const editor = await adminClient(h, "importer@vendor.example", "editor");
    const csv = "from,to,status\n/old-a,/pricing\n/promo,/contact,302\n";

    const preview = (await (await editor.post("/redirects/import", { csv })).json()) as Imported;
    expect(preview).toMatchObject({
      imported: 0,
      problems: [],
      rows: [
        { from: "/old-a", action: "create" },
        { from: "/promo", action: "create" },
      ],
    });
    expect(await h.pipeline.database.db.select().from(redirects)).toEqual([]);

    // One bad row: nothing of the file is written.
    const refused = (await (await editor.post("/redirects/import", { csv: `${csv}/pricing,/old-a\n`, apply: true })).json()) as Imported;
    expect(refused.imported).toBe(0);
    expect(refused.problems).toEqual([{ line: 4, message: expect.stringMatching(/loop/) }]);
    expect(await h.pipeline.database.db.select().from(redirects)).toEqual([]);

    expect(((await (await editor.post("/redirects/import", { csv, apply: true })).json()) as Imported).imported).toBe(2);
    await h.content!.refresh();
    const temporary = await fetch(`${h.url}/promo`, { redirect: "manual" });
    expect([temporary.status, temporary.headers.get("location")]).toEqual([302, "/contact"]);
    expect((await fetch(`${h.url}/old-a`, { redirect: "manual" })).status).toBe(301);
    await h.addressLog.flush();
    const hits = await h.pipeline.database.db.select({ from: redirects.from, hits: redirects.hits }).from(redirects).orderBy(redirects.from);
    expect(hits).toEqual([
      { from: "/old-a", hits: 1 },
      { from: "/promo", hits: 1 },
    ]);
  });

  it("refuses a hostile file in words, and anyone but an editor or the admin", async () => {
    const h = track(await startHarness());
    const editor = await adminClient(h, "importer@vendor.example", "editor");
    const binary = await editor.post("/redirects/import", { csv: "/a,/b\u0000\u0007\n", apply: true });
    // The admin API refuses invisible characters in any JSON it reads (readJson) before the import's own check.
    expect([400, 422]).toContain(binary.status);
    expect(((await binary.json()) as { error: string }).error).toMatch(/invisible character/);
    const offSite = (await (await editor.post("/redirects/import", { csv: "/a,javascript:alert(1)\n/b,//evil.example\n", apply: true })).json()) as Imported;
    expect(offSite.problems.map((problem) => problem.line)).toEqual([1, 2]);
    const huge = await editor.post("/redirects/import", { csv: "/a,/b\n".repeat(200_000) });
    expect(huge.status).toBe(422);
    expect(((await huge.json()) as { error: string }).error).toMatch(/larger than 1 MB/);
    expect(await h.pipeline.database.db.select().from(redirects)).toEqual([]);

    const writer = await adminClient(h, "writer@vendor.example", "writer");
    expect((await writer.post("/redirects/import", { csv: "/a,/b", apply: true })).status).toBe(403);
    const anonymous = await fetch(`${h.url}/admin/api/redirects/import`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: h.url },
      body: JSON.stringify({ csv: "/a,/b", apply: true }),
    });
    expect(anonymous.status).toBe(401);
    expect(await h.pipeline.database.db.select().from(redirects)).toEqual([]);
  });
});
