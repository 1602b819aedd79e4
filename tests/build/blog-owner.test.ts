/**
 * What the marketing team does to the blog, done for real: copy the articles, add one with its own
 * cover photo, an image in its text, a new tag and {brand}; add a draft and one scheduled for next
 * month; build the site from that content (generate-assets, react-router build, postbuild, into
 * their own directories) and run every build gate of tests/build on the result. A second whole
 * build, so it runs in the full run only (`npm run test:full`; vitest.config.ts excludes it otherwise).
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { readAll } from "#server/site/render/blog.server.ts";
import { tagPath } from "#shared/blog-paths.ts";
import { SITE_URL } from "#shared/site-url.ts";
import { builtPages, isArticleRoute } from "#scripts/lib/built-site.ts";
import { renderSite } from "#scripts/lib/rendered-site.ts";
import { freePort, spawnBuiltServer, waitUntilServing } from "#tests/integration/built-server.ts";

const ROOT = path.resolve("build-owner-test");
const CONTENT = path.join(ROOT, "content/blog");
const BUILD = path.join(ROOT, "build");
const CLIENT = path.join(BUILD, "client");
/** The build plus the blog from the seeded store, as the server answers on its first start. */
const SITE = path.join(BUILD, "rendered");
const env = { ...process.env, BLOG_CONTENT_DIR: CONTENT, SITE_BUILD_DIR: BUILD, SITE_PUBLIC_DIR: path.join(ROOT, "public") };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const article = (fields: Record<string, string>, body: string) =>
  `---\n${Object.entries(fields).map(([key, value]) => `${key}: ${value}`).join("\n")}\n---\n\n${body}\n`;


beforeAll(async () => {
  fs.rmSync(ROOT, { recursive: true, force: true });
  fs.mkdirSync(path.join(CONTENT, "images"), { recursive: true });
  for (const file of fs.readdirSync("content/blog").filter((name) => /\.(md|yaml)$/.test(name))) fs.copyFileSync(path.join("content/blog", file), path.join(CONTENT, file));
  // The author gets a role, a bio with {brand} and a photo.
  fs.appendFileSync(path.join(CONTENT, "authors.yaml"), '- name: Nadia Brooks\n  role: Head of Product Marketing\n  bio: "Nadia leads launches at {brand}."\n  photo: images/nadia-brooks.jpg\n');
  // The team's own photo (2400x1600) and a chart for the text: made here, since tests fetch nothing.
  const photo = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b3d2e"/><stop offset="1" stop-color="#f2b33d"/></linearGradient></defs><rect width="2400" height="1600" fill="url(#g)"/><circle cx="1500" cy="700" r="420" fill="#fff" opacity="0.5"/></svg>`,
  );
  await sharp(photo).jpeg({ quality: 85 }).toFile(path.join(CONTENT, "images/launch-team.jpg"));
  await sharp(photo).resize(600, 600).jpeg().toFile(path.join(CONTENT, "images/nadia-brooks.jpg"));
  await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="500"><rect width="1000" height="500" fill="#fff"/><rect x="100" y="200" width="200" height="300" fill="#5b3df5"/><rect x="400" y="100" width="200" height="400" fill="#5b3df5"/></svg>`))
    .png()
    .toFile(path.join(CONTENT, "images/pipeline-chart.png"));
  const nextId = Math.max(...readAll(CONTENT).map((file) => file.frontmatter.id)) + 1;
  fs.writeFileSync(
    path.join(CONTENT, "launch-notes.md"),
    article(
      {
        id: String(nextId),
        slug: '"launch-notes"',
        title: '"What {brand} Learned Launching Five AI Systems"',
        excerpt: '"The lessons from a year of launches: what we shipped, what we would do again, and the numbers behind each decision."',
        author: '"Nadia Brooks"',
        date: `"${day(0)}"`,
        image: '"/images/blog/launch-notes.webp"',
        cover: '"images/launch-team.jpg"',
        coverAlt: '"The launch team around a whiteboard of release dates"',
        category: '"Product News"',
        tags: '["Launch Notes", "RevOps"]',
      },
      "## Why we wrote this\n\nAt {brand} we ship \"small and often\" -- and measure everything.\n\n![Pipeline by quarter, rising each quarter](images/pipeline-chart.png)\n\n## What comes next\n\nMore of the same.",
    ),
  );
  fs.writeFileSync(
    path.join(CONTENT, "unfinished-idea.md"),
    article(
      { id: String(nextId + 1), slug: '"unfinished-idea"', title: '"An Idea Not Ready Yet"', excerpt: '"Half written."', author: '"Maya Chen"', date: `"${day(-1)}"`, image: '"/images/blog/unfinished-idea.webp"', category: '"SEO"', tags: '["Drafts"]', draft: "true" },
      "Not ready.",
    ),
  );
  fs.writeFileSync(
    path.join(CONTENT, "next-month.md"),
    article(
      { id: String(nextId + 2), slug: '"next-month"', title: '"Scheduled for Next Month"', excerpt: '"Goes live with the first build on its date."', author: '"Maya Chen"', date: `"${day(30)}"`, image: '"/images/blog/next-month.webp"', category: '"SEO"', tags: '["Scheduled"]' },
      "Later.",
    ),
  );
  const run = (args: string[]) => execFileSync("npx", args, { env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  run(["tsx", "scripts/generate-assets.ts"]);
  run(["react-router", "build"]);
  run(["tsx", "scripts/postbuild.ts"]);
  await renderSite(SITE, CLIENT);
}, 300_000);

// BLOG_OWNER_KEEP=1 keeps the build to look at (STATIC_DIR=build-owner-test/build/client npm run serve).
afterAll(() => (process.env.BLOG_OWNER_KEEP ? undefined : fs.rmSync(ROOT, { recursive: true, force: true })));

describe("an owner's new article, draft and scheduled article", () => {
  it("publishes the new article with the brand filled in, its own cover and its text's image", () => {
    const html = fs.readFileSync(path.join(SITE, "blog/launch-notes/index.html"), "utf8");
    // Checked one by one, so a failure names the piece missing rather than printing the page.
    const has = (piece: string) => expect(html.includes(piece), piece).toBe(true);
    has(`What ${site.brand} Learned Launching Five AI Systems</h1>`);
    has(`At ${site.brand} we ship “small and often” – and measure everything.`);
    expect(html.includes("{brand}"), "a {brand} left unfilled").toBe(false);
    has('alt="The launch team around a whiteboard of release dates"');
    has('<source type="image/avif" srcset="/images/blog/content/pipeline-chart-768.avif 768w"');
    expect(/<img src="\/images\/blog\/content\/pipeline-chart-768\.webp"[^>]*alt="Pipeline by quarter, rising each quarter" width="768" height="384" loading="lazy"/.test(html), "the chart's <img>").toBe(true);
    has(`<meta property="og:image" content="${SITE_URL}/images/blog/launch-notes-og.jpg"/>`);
    // The author box from authors.yaml: role, bio with the brand, photo.
    has("Nadia Brooks, Head of Product Marketing</p>");
    has(`Nadia leads launches at ${site.brand}.</p>`);
    has('src="/images/blog/authors/nadia-brooks-64.webp"');
    has('"author":{"@type":"Person","name":"Nadia Brooks","jobTitle":"Head of Product Marketing"}');
  });

  it("made the cover at the sizes the pages use, from the photo, and a JPEG share card", async () => {
    for (const [file, width, height] of [["launch-notes-800.avif", 800, 450], ["launch-notes-1200.webp", 1200, 675], ["launch-notes-og.jpg", 1200, 630]] as const) {
      const meta = await sharp(path.join(SITE, "images/blog", file)).metadata();
      expect([meta.width, meta.height], file).toEqual([width, height]);
    }
    expect(fs.existsSync(path.join(SITE, "images/blog/content/pipeline-chart-1536.webp"))).toBe(false); // never upscaled
  });

  it("gives the new tag and category their archives and lists the article there", () => {
    const tag = fs.readFileSync(path.join(SITE, `${tagPath("Launch Notes").slice(1)}/index.html`), "utf8");
    expect(tag).toContain('href="/blog/launch-notes"');
    expect(fs.existsSync(path.join(SITE, "blog/category/product-news/index.html"))).toBe(true);
  });

  it("keeps the draft and the scheduled article out of the pages, archives, sitemap and feed", () => {
    const routes = builtPages(SITE).map((page) => page.route);
    expect(routes.filter(isArticleRoute)).toContain("/blog/launch-notes");
    for (const slug of ["unfinished-idea", "next-month"]) expect(routes).not.toContain(`/blog/${slug}`);
    for (const tag of ["drafts", "scheduled"]) expect(routes).not.toContain(`/blog/tag/${tag}`);
    const sitemap = fs.readFileSync(path.join(SITE, "sitemap.xml"), "utf8");
    const rss = fs.readFileSync(path.join(SITE, "blog/rss.xml"), "utf8");
    expect(sitemap).toContain("/blog/launch-notes<");
    expect(rss).toContain("/blog/launch-notes<");
    for (const text of [sitemap, rss, fs.readFileSync(path.join(SITE, "blog/index.html"), "utf8")]) {
      expect(text).not.toMatch(/unfinished-idea|next-month/);
    }
  });

  it("served by the site's server: the new article and its archive answer, the draft and the scheduled one do not", async () => {
    const port = await freePort();
    // Under the run's temporary folder, which PostgreSQL's user can reach also from a checkout in /root (ADR 043).
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-owner-data-"));
    const server = spawnBuiltServer({ ...process.env, PORT: String(port), HOST: "127.0.0.1", STATIC_DIR: CLIENT, DATA_DIR: dataDir });
    try {
      await waitUntilServing(port, server);
      const get = (url: string) => fetch(`http://127.0.0.1:${port}${url}`, { redirect: "manual" });
      expect((await get("/blog/launch-notes")).status).toBe(200);
      expect((await get(tagPath("Launch Notes"))).status).toBe(200);
      // An unknown article (a draft, one not yet due) goes back to the list; an unknown archive is a 404.
      for (const slug of ["unfinished-idea", "next-month"]) {
        const response = await get(`/blog/${slug}`);
        expect(response.status, slug).toBe(302);
        expect(response.headers.get("location")).toBe("/blog");
      }
      expect((await get("/blog/tag/drafts")).status).toBe(404);
      expect(await (await get("/sitemap.xml")).text()).not.toMatch(/unfinished-idea|next-month/);
      expect(await (await get("/blog/rss.xml")).text()).not.toMatch(/unfinished-idea|next-month/);
      // The search finds the new article by a word of its text, never the draft's nor the scheduled one's.
      expect(await (await get("/blog/search?q=launches")).text()).toContain('href="/blog/launch-notes"');
      for (const word of ["ready", "later"]) expect(await (await get(`/blog/search?q=${word}`)).text(), word).not.toMatch(/unfinished-idea|next-month/);
    } finally {
      server.process.kill("SIGTERM");
      await server.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("passes every build gate of npm test (tests/build) on this content", () => {
    // Every other file of this project, on the owner's build. Without TEST_FULL the build project
    // leaves this file out; with it, the nested run would build and nest again, without end.
    const result = spawnSync("npx", ["vitest", "run", "--project", "build"], { env: { ...env, TEST_FULL: "0" }, encoding: "utf8" });
    expect(result.status, `${result.stdout}\n${result.stderr}`.slice(-6000)).toBe(0);
  }, 400_000);
});
