/**
 * `npm run dev` (server/dev.ts): the production server's start with Vite's modules, so a developer
 * sees the store as a visitor will, and the studio works.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, spawnServer, waitUntilServing, type BuiltServer } from "./built-server.ts";

const run = promisify(execFile);
const TSX = ["--import", "tsx"];

describe("the development server", () => {
  let server: BuiltServer;
  let origin: string;
  let env: NodeJS.ProcessEnv;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dev-server-"));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    env = { PATH: process.env.PATH, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir };
    server = spawnServer([process.execPath, ...TSX, "server/dev.ts"], env);
    await waitUntilServing(port, server, "/healthz", 900);
  }, 120_000);

  afterAll(async () => {
    server?.process.kill("SIGTERM");
    await server?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the pages of its own store, seeded from content/, with their styles and CSP", async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await response.text();
    expect(html.includes("Your marketing team, multiplied by AI"), "the seed's headline").toBe(true);
    expect(html.includes("data-react-router-critical-css"), "the styles, inlined by Vite").toBe(true);
    const article = await fetch(`${origin}/blog`).then((answer) => answer.text());
    const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(article)?.[1];
    expect((await fetch(`${origin}/blog/${slug}`)).status).toBe(200);
  });

  it("shows a page published into its store on the next request, as production does", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dev-page-"));
    const home = fs.readFileSync("content/pages/home.yaml", "utf8").replace("title: Your marketing team, multiplied by AI", "title: Shown from the store");
    fs.writeFileSync(path.join(dir, "home.yaml"), home);
    await run(process.execPath, [...TSX, "server/cli/content.ts", "import", path.join(dir, "home.yaml"), "--publish"], { env });
    fs.rmSync(dir, { recursive: true, force: true });
    await expect.poll(async () => (await fetch(`${origin}/`).then((answer) => answer.text())).includes("Shown from the store"), { timeout: 5_000 }).toBe(true);
  });

  it("serves the studio from Vite's modules, with live reload on the site's port", async () => {
    const shell = await fetch(`${origin}/admin/sign-in`);
    expect(shell.status).toBe(200);
    const runtime = /import "(\/@id\/[^"]*inject-hmr-runtime)"/.exec(await shell.text())?.[1];
    expect(runtime, "the shell loads React Router's live-reload runtime").toBeDefined();
    expect((await fetch(`${origin}${runtime}`)).status).toBe(200);
    expect((await fetch(`${origin}/app/root.tsx`)).status).toBe(200);
  });
});
