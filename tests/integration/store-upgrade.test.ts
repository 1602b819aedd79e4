/**
 * An operator upgrading from a version that kept its store in PGlite loses nothing: the built
 * server started on a DATA_DIR written by that version (tests/fixtures/pglite-store-7a9312e.tar.xz,
 * made by main at 7a9312e: two leads, a note and a status, three posts with an edit, an uploaded
 * image, three accounts, changed settings) moves every row into its own PostgreSQL and serves it.
 * The move installs PGlite from the npm registry once (server/platform/db/pglite-move.ts).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, spawnBuiltServer, waitUntilServing, type BuiltServer } from "./built-server.ts";

const FIXTURE = path.resolve("tests/fixtures/pglite-store-7a9312e.tar.xz");
const PASSWORD = "correct horse battery staple";

describe("a PGlite DATA_DIR from before the move to PostgreSQL", () => {
  let dataDir: string;
  let server: BuiltServer;
  let url: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "upgrade-"));
    execFileSync("tar", ["xJf", FIXTURE, "-C", dataDir]);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawnBuiltServer({ ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: url });
    await waitUntilServing(port, server, "/healthz", 1_200);
  }, 150_000);

  afterAll(async () => {
    server?.process.kill("SIGTERM");
    await server?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(email: string) {
    const same = { origin: url, "sec-fetch-site": "same-origin", "content-type": "application/json" };
    const response = await fetch(`${url}/admin/api/sign-in`, { method: "POST", headers: same, body: JSON.stringify({ email, password: PASSWORD }) });
    expect(response.status, `${email} signs in with the password set before the upgrade`).toBe(200);
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
    return async <T>(route: string): Promise<T> => {
      const answer = await fetch(`${url}/admin/api${route}`, { headers: { ...same, cookie } });
      expect(answer.status, route).toBe(200);
      return (await answer.json()) as T;
    };
  }

  it("serves every lead, post, revision, image and account it held, and keeps the old files aside", async () => {
    const admin = await signIn("ops@vendor.example");
    await signIn("editor@vendor.example");
    await signIn("writer@vendor.example");

    const { leads } = await admin<{ leads: Array<{ id: string; email: string; status: string }> }>("/leads");
    expect(leads.map((lead) => lead.email).sort()).toEqual(["emile@example.fr", "jane@example.com"]);
    const jane = leads.find((lead) => lead.email === "jane@example.com")!;
    expect(jane.status).toBe("contacted");
    expect(JSON.stringify(await admin(`/leads/${jane.id}`))).toContain("Called, will book a demo next week.");

    const { posts } = await admin<{ posts: Array<{ id: number; slug: string }> }>("/posts");
    expect(posts).toHaveLength(3);
    const edited = posts.find((post) => post.slug === "ai-sdr-outbound-playbook")!;
    const { revisions } = await admin<{ revisions: unknown[] }>(`/posts/${edited.id}/revisions`);
    expect(revisions.length).toBeGreaterThanOrEqual(1);
    const { images } = await admin<{ images: Array<{ name: string; alt: string }> }>("/media");
    expect(images.map((image) => [image.name, image.alt])).toEqual([["images/team-photo.png", "The team"]]);

    // The public site: the published posts (one with its edit waiting for review), the saved phone number.
    const article = await fetch(`${url}/blog/cloud-cost-optimization-playbook`);
    expect(article.status).toBe(200);
    expect(await (await fetch(`${url}/contact`)).text()).toContain("+44 20 7946 0321");

    // The old store is kept beside, for a way back; the new one is PostgreSQL's.
    expect(fs.readdirSync(dataDir).sort()).toEqual(expect.arrayContaining(["pglite-moved-to-postgres", "postgres"]));
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "upgrade-tools"))).toBe(false);
  });
});
