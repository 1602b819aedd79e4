/**
 * The operator CLI prints what visitors wrote; none of it may drive the operator's terminal. The
 * built content CLI (`npm run build` first) refuses an import the site could not show or the studio
 * could not edit, naming the file, and imports nothing of it. The built leads CLI works on a DATA_DIR
 * whether or not a server runs on it (ADR 034).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { FIELD_LIMITS } from "#shared/post-fields.ts";
import { run } from "#server/cli/commands.ts";
import { readForeignImport } from "#server/cli/content-files.ts";
import { runContentCommand } from "#server/studio/commands.ts";
import { pageKind } from "#server/document-kinds.ts";
import { saveLocales } from "#server/platform/site-settings.ts";
import { createTranslation } from "#server/studio/page-translations.ts";
import { createPostTranslation } from "#server/studio/post-translations.ts";
import { createFormTranslation } from "#server/studio/form-translations.ts";
import { benchmarkForm, publishForm } from "#tests/shared/benchmark-form.ts";
import { terminalSafe } from "#server/platform/terminal-safe.ts";
import { openDatabase, type OpenDatabase } from "#server/platform/db/database.ts";
import { adminUsers, contactMessages, contacts, forms, images, outbox, pages, posts } from "#server/platform/db/schema.ts";
import { pageDocument } from "#shared/pages/page.ts";
import { DEFAULT_MENUS, type SiteMenus } from "#shared/pages/menus.ts";
import { parse as parseYaml, stringify } from "yaml";
import { freshPostgresDatabase } from "./harness.ts";

const hostileName = "\u001b[2J\u001b]0;owned\u0007Mallory\u009b31m\u202eevil";
let dir: string;
let database: OpenDatabase;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cli-"));
  database = await openDatabase({ databaseUrl: await freshPostgresDatabase(inject("postgresUrl")), dataDir: dir, migrationsFolder: path.resolve("drizzle") });
  // Written straight to the table: rows stored before today's validation, or by another tool.
  await database.db.insert(contacts).values({ id: "contact-1", emailKey: "m@example.com" });
  await database.db.insert(contactMessages).values({ id: "lead-1", contactId: "contact-1", name: hostileName, email: "m@example.com", message: "hi\u001b[31m", payloadHash: "x" });
  await database.db.insert(outbox).values({ id: "msg_1", messageId: "lead-1", channel: "webhook", status: "dead", lastError: "answered \u001b]0;x\u0007" });
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/; // eslint-disable-line no-control-regex -- the point of the check

/** What the content CLI gives its commands: the store, and the page kind for an import of pages. */
const storeDeps = () => ({ db: database.db, loadPageKind: async () => pageKind });

async function output(args: string[]) {
  const lines: string[] = [];
  expect(await run(args, database.db, (text) => lines.push(text))).toBe(0);
  return lines.join("\n");
}

describe("npm run leads", () => {
  it.each([["list"], ["show", "lead-1"], ["outbox"]])("%s prints no control characters, and shows them escaped", async (...args) => {
    const printed = await output(args);
    expect(printed).not.toMatch(CONTROL);
    expect(printed).toMatch(/\\x1b|\\u001b/);
  });

  it("escapes every control character visibly, keeping ordinary text", () => {
    expect(terminalSafe(hostileName)).toBe("\\x1b[2J\\x1b]0;owned\\x07Mallory\\x9b31m\\u202eevil");
    expect(terminalSafe("José 李 👋")).toBe("José 李 👋");
  });
});

describe("npm run content -- import", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-cli-"));
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await freshPostgresDatabase(inject("postgresUrl"));
  });
  const post = (slug: string, body: string) =>
    `---\nid: 4242\nslug: ${slug}\ntitle: "A post"\nexcerpt: "An excerpt."\nauthor: "Maya Chen"\ndate: "2026-01-05"\nimage: "/images/blog/${slug}.webp"\ncategory: "SEO"\ntags: ["SEO"]\n---\n\n${body}\n`;
  const importFolder = (files: Record<string, string | Buffer>) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-import-"));
    fs.mkdirSync(path.join(folder, "images"));
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), content);
    return folder;
  };
  const importing = (folder: string) => {
    const cli = spawnSync(process.execPath, ["build/node/content.mjs", "import", folder, "--publish"], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, encoding: "utf8" });
    return { status: cli.status, output: `${cli.stdout}${cli.stderr}` };
  };
  const pageCount = async () => {
    const database = await openDatabase({ databaseUrl, dataDir, migrationsFolder: path.resolve("drizzle") });
    try {
      return await database.db.$count(pages);
    } finally {
      await database.close();
    }
  };
  const stored = async () => {
    const database = await openDatabase({ databaseUrl, dataDir, migrationsFolder: path.resolve("drizzle") });
    try {
      return { posts: await database.db.$count(posts), images: await database.db.$count(images) };
    } finally {
      await database.close();
    }
  };

  it("refuses a post whose photo is cut short, naming the file, and imports nothing of it", async () => {
    const whole = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0b3d2e" } })
      .jpeg()
      .toBuffer();
    const chart = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    const folder = importFolder({
      "with-photo.md": post("with-photo", "![The team](images/team.jpg)\n\n![A chart](images/chart.png)"),
      "images/team.jpg": whole.subarray(0, whole.length / 2),
      "images/chart.png": chart,
    });
    const cli = importing(folder);
    expect(cli.output).toContain("images/team.jpg: the image cannot be read to its end: the file is cut short or damaged.");
    expect(cli.status).toBe(1);
    expect(await stored()).toEqual({ posts: 0, images: 0 });
  });

  it("refuses an article longer than the studio can save, naming the file and the limit", async () => {
    const folder = importFolder({ "long-read.md": post("long-read", "A paragraph of text. ".repeat(250_000)) });
    const cli = importing(folder);
    expect(cli.output).toContain(`long-read.md: the text (below the frontmatter): Keep it to ${FIELD_LIMITS.body.toLocaleString("en-US")} characters or fewer. It has 5,250,002.`);
    expect(cli.status).toBe(1);
    expect(await stored()).toEqual({ posts: 0, images: 0 });
  });

  it("imports a Ghost export as its zip unpacks: two posts, their author, tags and the image that came with them", async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0b3d2e" } })
      .jpeg()
      .toBuffer();
    const post = (id: string, slug: string, status: string, html: string) => ({
      id,
      slug,
      title: `Ghost ${slug}`,
      html,
      plaintext: "From Ghost.",
      type: "post",
      status,
      published_at: "2025-03-01T09:00:00.000Z",
    });
    const folder = importFolder({
      "my-site.ghost.2025-03-02.json": JSON.stringify({
        db: [
          {
            meta: { exported_on: 1740900000000, version: "5.110.0" },
            data: {
              posts: [
                post("a", "moved-from-ghost", "published", '<p>Hello.</p><img src="__GHOST_URL__/content/images/2025/03/team.jpg" alt="The team">'),
                post("b", "a-ghost-draft", "draft", "<p>Draft.</p>"),
              ],
              tags: [{ id: "t", name: "Field Notes", slug: "field-notes" }],
              posts_tags: [{ post_id: "a", tag_id: "t" }],
              users: [{ id: "u", name: "Jo Bloggs", slug: "jo", bio: "Writes." }],
              posts_authors: [
                { post_id: "a", author_id: "u" },
                { post_id: "b", author_id: "u" },
              ],
            },
          },
        ],
      }),
    });
    fs.mkdirSync(path.join(folder, "content/images/2025/03"), { recursive: true });
    fs.writeFileSync(path.join(folder, "content/images/2025/03/team.jpg"), photo);
    const cli = importing(folder);
    expect([cli.status, cli.output.trim().split("\n").at(-1)]).toEqual([0, "Imported 2 posts, 1 image and 1 author: 2 new, 0 updated."]);
    expect(cli.output).toContain('Note: a-ghost-draft.md: no tags: filed under "General"');
    // Again: matched by address, nothing added.
    expect(importing(folder).output.trim().split("\n").at(-1)).toBe("Imported 2 posts, 1 image and 1 author: 0 new, 2 updated.");
  });

  it("reads pages back as it writes them, and refuses a page that breaks a section's rules, naming file and field", async () => {
    const landing = {
      path: "/spring-webinar",
      title: "Spring webinar: AI for B2B content teams",
      description: "Join our team for a live session on producing a month of content in a week, with the stack doing the first drafts.",
      noindex: true,
      sections: [
        { type: "hero", id: "hero", title: "Spring webinar", lead: "A live session for content teams.", primary: { label: "Save my seat", href: "#register" } } as Record<string, unknown>,
        { type: "pricing-packages", id: "offer", billing: billing(), labels: { modules: "Included", bestFor: "Best for", featured: "Popular" }, items: [offer({ kind: "range", min: 900, max: 600 })] },
      ],
    };
    const folder = importFolder({ "spring-webinar.yaml": stringify(landing), "terms.json": JSON.stringify({ ...landing, path: "/admin/terms" }) });
    const refused = importing(folder);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("spring-webinar.yaml:\nsections 2 (pricing-packages) › items 1 › monthly › max: A price range must go up: the first figure lower than the second.");
    expect(refused.output).toContain("terms.json:\npath: /admin belongs to the site itself");
    expect(await pageCount()).toBe(0);

    landing.sections[1] = { ...landing.sections[1], items: [offer({ kind: "range", min: 600, max: 900 })] };
    fs.writeFileSync(path.join(folder, "spring-webinar.yaml"), stringify(landing));
    fs.rmSync(path.join(folder, "terms.json"));
    const imported = importing(folder);
    expect(imported.output).toContain("Imported 1 page: 1 new, 0 updated.");
    expect(imported.status).toBe(0);

    const out = fs.mkdtempSync(path.join(os.tmpdir(), "content-export-"));
    const exported = spawnSync(process.execPath, ["build/node/content.mjs", "export", out], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, encoding: "utf8" });
    expect(exported.status).toBe(0);
    const written = parseYaml(fs.readFileSync(path.join(out, "pages", "spring-webinar.yaml"), "utf8"));
    expect(written).toEqual(pageDocument.parse(landing));
    // Read back, the export changes nothing.
    expect(importing(path.join(out, "pages")).output).toContain("Imported 1 page: 0 new, 1 updated.");
    expect(await pageCount()).toBe(1);

    // A picture the media library does not have: refused, naming the file and the field.
    const story = {
      ...landing,
      path: "/our-story",
      sections: [{ type: "image-text", id: "team", title: "The team", markdown: "Twelve people.", image: { name: "images/team.jpg", alt: "The team" } }],
    };
    const missing = importing(importFolder({ "our-story.yaml": stringify(story) }));
    expect(missing.status).toBe(1);
    expect(missing.output).toContain("our-story.yaml: sections 1 (image-text) › image › name: images/team.jpg is not in the media library");
    expect(await pageCount()).toBe(1);
  });

  it("writes the menus beside the pages, puts them back live only with --publish, and names a broken link's field", async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "content-export-"));
    const exporting = () => spawnSync(process.execPath, ["build/node/content.mjs", "export", out], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, encoding: "utf8" });
    expect(exporting().status).toBe(0);
    const menusFile = path.join(out, "menus.yaml");
    const menus = parseYaml(fs.readFileSync(menusFile, "utf8")) as SiteMenus;
    expect(menus).toEqual(DEFAULT_MENUS);

    menus.header.entries[4]!.label = "Talk to us";
    fs.writeFileSync(menusFile, stringify(menus));
    const checked = spawnSync(process.execPath, ["build/node/content.mjs", "import", menusFile], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, encoding: "utf8" });
    expect(checked.stdout).toContain("Menus: checked, not applied: menus have no draft, so menus.yaml goes live only with --publish.");
    expect(importing(menusFile).output).toContain("Menus: imported and live.");
    expect(exporting().status).toBe(0);
    expect((parseYaml(fs.readFileSync(menusFile, "utf8")) as SiteMenus).header.entries[4]!.label).toBe("Talk to us");

    menus.footer.columns[3]!.items[0]!.href = "javascript:alert(1)";
    fs.writeFileSync(menusFile, stringify(menus));
    const refused = importing(menusFile);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`${menusFile}:\nfooter › columns 4 › items 1 › href: Use a path of this site (/pricing), a place on the page (#faq), or a full address`);
  });
});

function billing() {
  return {
    legend: "Billing",
    monthly: "Monthly",
    annual: "Annual",
    annualBadge: "Save 10%",
    note: "Annual saves 10%.",
    announceMonthly: "Monthly prices.",
    announceAnnual: "Annual prices.",
    perMonth: "/mo",
    setupFee: "setup",
    custom: "Custom",
  };
}

function offer(monthly: { kind: "range"; min: number; max: number }) {
  return {
    id: "seat",
    name: "Webinar seat",
    description: "One seat.",
    monthly,
    setupFee: { kind: "custom" },
    modules: ["Live session"],
    bestFor: "Content teams",
    cta: { label: "Register", href: "/contact" },
  };
}

describe("npm run content -- import from another blog", () => {
  const ghost = (prefix: string) =>
    JSON.stringify({
      db: [
        {
          meta: { exported_on: 1740900000000, version: "5.110.0" },
          data: {
            posts: [
              { id: "a", slug: `${prefix}-live`, title: "Live in Ghost", html: "<p>Live.</p>", type: "post", status: "published", published_at: "2025-03-01T09:00:00.000Z" },
              { id: "b", slug: `${prefix}-draft`, title: "A Ghost draft", html: "<p>Draft.</p>", type: "post", status: "draft", created_at: "2025-03-02T09:00:00.000Z" },
              { id: "c", slug: `${prefix}-later`, title: "Scheduled in Ghost", html: "<p>Later.</p>", type: "post", status: "scheduled", published_at: "2031-05-01T08:00:00.000Z" },
            ],
            users: [{ id: "u", name: "Jo Bloggs" }],
            posts_authors: ["a", "b", "c"].map((post) => ({ post_id: post, author_id: "u" })),
          },
        },
      ],
    });
  const wordPress = (prefix: string) => {
    const item = (id: number, name: string, status: string, date: string) =>
      `<item><title>${name}</title><dc:creator>jo</dc:creator><content:encoded><![CDATA[<p>Text.</p>]]></content:encoded><wp:post_id>${id}</wp:post_id><wp:post_date_gmt>${date}</wp:post_date_gmt><wp:post_name>${prefix}-${name}</wp:post_name><wp:status>${status}</wp:status><wp:post_type>post</wp:post_type></item>`;
    return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/"><channel>
<wp:author><wp:author_login>jo</wp:author_login><wp:author_display_name>Jo Bloggs</wp:author_display_name></wp:author>
${item(1, "live", "publish", "2025-03-01 09:00:00")}${item(2, "draft", "draft", "2025-03-02 09:00:00")}${item(3, "later", "future", "2031-05-01 08:00:00")}
</channel></rss>`;
  };
  const statuses = async (prefix: string) =>
    Object.fromEntries(
      (
        await database.db
          .select({ slug: posts.slug, status: posts.status, publishAt: posts.publishAt })
          .from(posts)
          .where(like(posts.slug, `${prefix}-%`))
      ).map(({ slug, status, publishAt }) => [slug.slice(prefix.length + 1), `${status} ${slug.endsWith("draft") ? "" : publishAt?.toISOString()}`.trim()]),
    );
  const importing = async (folder: string, ...flags: string[]) => {
    const input = await readForeignImport(folder);
    const lines: string[] = [];
    const code = await runContentCommand(["import", folder, ...flags], input, storeDeps(), (line) => lines.push(line));
    return { code, output: lines.join("\n") };
  };

  it.each([
    ["ghost", "ghost.json", ghost],
    ["wordpress", "wordpress.xml", wordPress],
  ])("%s: every post a draft without --publish, dated as it was; with it, what was live goes live and a draft stays one", async (prefix, file, exported) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "foreign-import-"));
    fs.writeFileSync(path.join(folder, file), exported(prefix));

    const drafts = await importing(folder);
    expect(await statuses(prefix)).toEqual({ live: "draft 2025-03-01T09:00:00.000Z", draft: "draft", later: "draft 2031-05-01T08:00:00.000Z" });
    expect([drafts.code, drafts.output]).toEqual([0, "Imported 3 posts and 1 author: 3 new, 0 updated. New posts are drafts: --publish puts them live."]);
    // Published later, one by one, a post keeps the day it first went live there.
    expect(await runContentCommand(["publish", `${prefix}-live`], undefined, storeDeps(), () => undefined)).toBe(0);
    expect((await statuses(prefix)).live).toBe("published 2025-03-01T09:00:00.000Z");

    expect((await importing(folder, "--publish")).code).toBe(0);
    expect(await statuses(prefix)).toEqual({ live: "published 2025-03-01T09:00:00.000Z", draft: "draft", later: "scheduled 2031-05-01T08:00:00.000Z" });
    fs.rmSync(folder, { recursive: true });
  });

  it("reads our own export's status the same way: a live post's file makes a draft without --publish, a draft's stays one with it", async () => {
    const file = (slug: string, status: string) => ({
      fileName: `${slug}.md`,
      source: `---\nslug: ${slug}\ntitle: "A post"\nexcerpt: "An excerpt."\nauthor: "Maya Chen"\ndate: "2025-03-01"\ncategory: "SEO"\ntags: ["SEO"]\nstatus: ${status}\npublishAt: "2025-03-01T09:00:00.000Z"\n---\n\nText.\n`,
    });
    const run = async (publish: boolean) =>
      runContentCommand(["import", "backup", ...(publish ? ["--publish"] : [])], { documents: [file("backup-live", "published"), file("backup-draft", "draft")] }, storeDeps(), () => undefined);
    expect(await run(false)).toBe(0);
    expect(await statuses("backup")).toEqual({ live: "draft 2025-03-01T09:00:00.000Z", draft: "draft" });
    expect(await run(true)).toBe(0);
    expect(await statuses("backup")).toEqual({ live: "published 2025-03-01T09:00:00.000Z", draft: "draft" });
  });
});

describe("npm run content -- import of pages with --publish", () => {
  const autumn = (lead: string, title = "Autumn webinar") => ({
    fileName: "autumn-webinar.yaml",
    source: stringify({
      path: "/autumn-webinar",
      title,
      description: "A live session for content teams: a month of content in a week, with the stack doing the first drafts.",
      sections: [{ type: "hero", id: "hero", title, lead, primary: { label: "Save my seat", href: "#register" } }],
    }),
  });
  const importing = async (file: { fileName: string; source: string }) => {
    const lines: string[] = [];
    const code = await runContentCommand(["import", "pages", "--publish"], { documents: [], pages: [file] }, storeDeps(), (line) => lines.push(line));
    return { code, output: lines.join("\n") };
  };
  const stored = async () => (await database.db.select().from(pages).where(eq(pages.path, "/autumn-webinar")))[0];
  const history = async (id: number) => (await pageKind.events.history(database.db, id)).map(({ actor, action }) => `${action} by ${actor}`);

  it("goes on the site by the workflow's own steps, in the page's history, and is refused unfinished in the studio's words", async () => {
    // The template's placeholder left: refused as the studio's publish refuses it, naming the file, and nothing imported.
    const unfinished = await importing(autumn("[Write what the session is for]"));
    expect([unfinished.code, unfinished.output]).toEqual([1, "autumn-webinar.yaml: Replace the template's placeholder copy first: sections 1 › lead."]);
    expect(await stored()).toBeUndefined();

    const published = await importing(autumn("Sixty minutes, live, with questions."));
    expect([published.code, published.output]).toEqual([0, "Imported 1 page: 1 new, 0 updated."]);
    const page = (await stored())!;
    expect([page.status, page.pending, await history(page.id)]).toEqual(["published", null, ["published by cli"]]);

    // Imported again, changed: the live page's edits go on it as an editor's update does.
    expect((await importing(autumn("Sixty minutes, live, with questions.", "Autumn webinar, live"))).code).toBe(0);
    const updated = (await stored())!;
    expect([updated.status, updated.document.title, updated.pending, await history(page.id)]).toEqual(["published", "Autumn webinar, live", null, ["published by cli", "updated by cli"]]);
  });
});

describe("npm run content -- translation-export and translation-import", () => {
  it("sends a translation's words out as XLIFF or JSON and takes the agency's file back, or refuses it whole naming each text", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "translation-cli-"));
    const databaseUrl = await freshPostgresDatabase(inject("postgresUrl"));
    const store = await openDatabase({ databaseUrl, dataDir, migrationsFolder: path.resolve("drizzle") });
    const content = (...args: string[]) => {
      const cli = spawnSync(process.execPath, ["build/node/content.mjs", ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, encoding: "utf8" });
      return { status: cli.status, output: `${cli.stdout}${cli.stderr}`.trim() };
    };
    try {
      const landing = {
        path: "/webinar",
        title: "Spring webinar",
        description: "A live session for content teams, with the stack doing the first drafts of a month of posts.",
        sections: [{ type: "hero", id: "hero", title: "Spring webinar", lead: "A live session for {brand} customers.", primary: { label: "Save my seat", href: "#register" } }],
      };
      const file = { fileName: "webinar.yaml", source: stringify(landing), where: "webinar.yaml" };
      expect(await runContentCommand(["import", "pages"], { documents: [], pages: [file] }, { db: store.db, loadPageKind: async () => pageKind }, () => undefined)).toBe(0);
      await saveLocales(store.db, { default: "en-US", others: ["de"], missing: "default-page" }, { actor: "test" });
      const [original] = await store.db.select({ id: pages.id }).from(pages).where(eq(pages.path, "/webinar"));
      await createTranslation(pageKind, store.db, original!.id, { locale: "de" });

      const out = path.join(dataDir, "webinar-de.xlf");
      expect(content("translation-export", "/de/webinar", "--out", out)).toEqual({ status: 0, output: `Wrote /de/webinar's words to ${out}` });
      expect(fs.readFileSync(out, "utf8")).toMatch(/<xliff [^>]*srcLang="en-US" trgLang="de"/);
      const json = JSON.parse(content("translation-export", "/de/webinar", "--format", "json").output) as { resources: Record<string, Record<string, { source: string; target?: string }>> };
      const units = Object.values(json.resources)[0]!;
      for (const unit of Object.values(units)) unit.target = `DE ${unit.source}`;
      const back = path.join(dataDir, "webinar-de.json");

      // One text left out and one placeholder lost: refused whole, each named, nothing taken.
      const { title, ...withoutTitle } = units;
      fs.writeFileSync(
        back,
        JSON.stringify({
          ...json,
          resources: { [Object.keys(json.resources)[0]!]: { ...withoutTitle, "sections.hero.lead": { source: units["sections.hero.lead"]!.source, target: "Für Kunden." } } },
        }),
      );
      const refused = content("translation-import", "/de/webinar", back);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain("title: missing from the file.");
      expect(refused.output).toContain("sections.hero.lead: keep its placeholders as the original has them ({brand}).");
      const draft = async () => (await store.db.select({ document: pages.document }).from(pages).where(eq(pages.path, "/de/webinar")))[0]!.document;
      expect((await draft()).title).toBe("[Write the title]");

      fs.writeFileSync(back, JSON.stringify({ ...json, resources: { [Object.keys(json.resources)[0]!]: { ...units, title } } }));
      expect(content("translation-import", "/de/webinar", back)).toEqual({ status: 0, output: "/de/webinar: the translator's words are in, saved as an edit and up to date with the original." });
      expect(await draft()).toMatchObject({ title: "DE Spring webinar", sections: [{ title: "DE Spring webinar", lead: "DE A live session for {brand} customers." }] });
      expect(content("translation-export", "/nowhere").output).toBe(
        "No page or post at /nowhere: name a translation by its address, e.g. /de/pricing or /de/blog/abm-leitfaden, or a form's by its number, e.g. form:12.",
      );

      // A post's translation, named by its address in its language's blog: the same round trip.
      const article = {
        fileName: "abm.md",
        source: `---\nslug: abm\ntitle: "The ABM guide"\nexcerpt: "How teams choose accounts."\nauthor: "Maya Chen"\ndate: "2025-03-01"\ncategory: "ABM"\ntags: ["ABM"]\n---\n\nStart with the list.\n`,
      };
      expect(await runContentCommand(["import", "abm.md"], { documents: [article] }, { db: store.db, loadPageKind: async () => pageKind }, () => undefined)).toBe(0);
      const [post] = await store.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, "abm"));
      await createPostTranslation(store.db, post!.id, { locale: "de", slug: "abm-leitfaden" });
      const postJson = JSON.parse(content("translation-export", "/de/blog/abm-leitfaden", "--format", "json").output) as typeof json;
      const postUnits = Object.values(postJson.resources)[0]!;
      expect(Object.keys(postUnits)).toEqual(["title", "excerpt", "body"]);
      for (const unit of Object.values(postUnits)) unit.target = `DE ${unit.source}`;
      fs.writeFileSync(back, JSON.stringify(postJson));
      expect(content("translation-import", "/de/blog/abm-leitfaden", back).status).toBe(0);
      const [german] = await store.db.select({ title: posts.title, body: posts.body }).from(posts).where(eq(posts.slug, "abm-leitfaden"));
      expect(german).toEqual({ title: "DE The ABM guide", body: postUnits["body"]!.target });

      // A form's translation has no address: named by its number, as the studio's address has it.
      const germanForm = await createFormTranslation(store.db, await publishForm(store.db, { ...benchmarkForm(), download: undefined }), { locale: "de" });
      const formJson = JSON.parse(content("translation-export", `form:${germanForm.id}`, "--format", "json").output) as typeof json;
      for (const unit of Object.values(Object.values(formJson.resources)[0]!)) unit.target = `DE ${unit.source}`;
      fs.writeFileSync(back, JSON.stringify(formJson));
      expect(content("translation-import", `form:${germanForm.id}`, back).status).toBe(0);
      const [form] = await store.db.select({ document: forms.document }).from(forms).where(eq(forms.id, germanForm.id));
      expect([form!.document.fields[0]!.label, form!.document.submitLabel]).toEqual(["DE Name", "DE Get the benchmark"]);
    } finally {
      await store.close();
    }
  });
});

describe("the CLIs without a command", () => {
  it.each([
    ["content", 2],
    ["leads", 1],
  ])("npm run %s prints its usage without opening the store, and refuses an unknown command the same way", (cli, unknownCode) => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), `${cli}-usage-`)), "data");
    const run = (...args: string[]) => spawnSync(process.execPath, [`build/node/${cli}.mjs`, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" });
    const bare = run();
    expect(bare.stdout).toContain(`Usage: npm run ${cli} -- <command>`);
    expect(bare.status).toBe(0);
    expect(run("publsh").status).toBe(unknownCode);
    // No PostgreSQL was made in DATA_DIR for a usage line.
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});

describe("npm run leads on a DATA_DIR", () => {
  const leads = (dataDir: string, ...args: string[]) => {
    const cli = spawnSync(process.execPath, ["build/node/leads.mjs", ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" });
    return { status: cli.status, output: `${cli.stdout}${cli.stderr}`.trim() };
  };

  // Starting PostgreSQL in a new DATA_DIR (initdb) and again for the command is slow on a busy machine.
  it("runs on the server's own PostgreSQL while it runs, and starts it for the command when no server does", { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-cli-"));
    const server = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle") });
    try {
      const added = leads(dataDir, "users", "add", "Rep@Vendor.example", "--role", "sales");
      expect(added.output).toMatch(/^Account created for rep@vendor\.example \(sales\)\.\n[\s\S]*\/admin\/setup#token=[\w-]{43}$/);
      expect(added.status).toBe(0);
      // The server sees the account at once: one database, not a copy.
      expect(await server.db.select({ email: adminUsers.email, role: adminUsers.role }).from(adminUsers)).toEqual([{ email: "rep@vendor.example", role: "sales" }]);
      expect(leads(dataDir, "users", "add", "x@vendor.example", "--role", "owner")).toEqual({ status: 1, output: 'Error: "owner" is not a role: give one of admin, editor, writer, sales' });
    } finally {
      await server.close();
    }

    const listed = leads(dataDir, "users", "list");
    expect(listed.output).toMatch(/rep@vendor\.example\s+sales\s+waiting for setup/);
    expect(listed.status).toBe(0);
    // The command's PostgreSQL stopped with it: a server can start on the DATA_DIR again.
    const again = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle") });
    await again.close();
  });
});
