/**
 * kill -9 in the middle of a publish: an import of many posts with --publish is one transaction,
 * so after the crash the store, and the blog the site serves, is the state before it or the state
 * after it, never a mix. The CLI holding the transaction and the server whose PostgreSQL it runs
 * on are killed at once. Runs the built server and CLI (`npm run build` first).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { RSS_ITEMS } from "#server/site/rss.ts";
import { openDatabase } from "#server/platform/db/database.ts";
import { contentState, posts } from "#server/platform/db/schema.ts";
import { freePort, spawnBuiltServer, waitUntilServing, type BuiltServer } from "./built-server.ts";
/** Enough posts that the import's transaction lasts well past the moment it is killed. */
const IMPORTED = 1_500;
const SEEDED = fs.readdirSync(path.resolve("build/content/blog")).filter((name) => name.endsWith(".md")).length;

let server: BuiltServer | undefined;
afterEach(() => {
  server?.process.kill("SIGKILL");
});

function importFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-"));
  for (let i = 0; i < IMPORTED; i += 1) {
    const slug = `crash-test-post-${i}`;
    fs.writeFileSync(
      path.join(dir, `${slug}.md`),
      `---\nid: ${100_000 + i}\nslug: "${slug}"\ntitle: "Crash test post ${i}"\nexcerpt: "One of many."\nauthor: "Maya Chen"\ndate: "2026-01-01"\nimage: "/images/blog/${slug}.webp"\ncategory: "Crash Tests"\ntags: ["Crash"]\n---\n\n${"A paragraph of text. ".repeat(200)}\n`,
    );
  }
  return dir;
}

async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<BuiltServer> {
  server = spawnBuiltServer({ ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" });
  await waitUntilServing(port, server, "/healthz", 200);
  return server;
}

describe("kill -9 during a publish", () => {
  it("leaves the blog before or after the publish, never between", { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "publish-crash-"));
    const env = { DATA_DIR: dataDir };
    const port = await freePort();
    const running = await startServer(env, port);
    const cli = spawn("node", ["build/node/content.mjs", "import", importFolder(), "--publish"], { env: { ...process.env, ...env }, stdio: "ignore" });
    const cliExited = new Promise((resolve) => cli.once("exit", resolve));
    // Mid-import, on the server's PostgreSQL.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    cli.kill("SIGKILL");
    running.process.kill("SIGKILL");
    await Promise.all([cliExited, running.exited]);

    const restarted = await startServer(env, port);
    const listed = (await (await fetch(`http://127.0.0.1:${port}/blog/rss.xml`)).text()).match(/<item>/g)?.length ?? 0;
    restarted.process.kill("SIGTERM");
    await restarted.exited;

    const database = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle") });
    const [stored] = await database.db.select({ count: sql<number>`count(*)::int` }).from(posts);
    const [state] = await database.db.select().from(contentState);
    await database.close();
    const published = stored!.count === SEEDED + IMPORTED;
    console.log(`[publish crash] after kill -9: ${stored!.count} posts (${published ? "after" : "before"} the publish), the feed lists ${listed}`);
    expect([SEEDED, SEEDED + IMPORTED]).toContain(stored!.count);
    // The seed is generation 1; the publish, had it committed, generation 2. Nothing in between.
    expect(state!.generation).toBe(published ? 2 : 1);
    expect(listed).toBe(Math.min(stored!.count, RSS_ITEMS));
  });
});
