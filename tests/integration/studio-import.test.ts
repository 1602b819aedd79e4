/**
 * The studio's import (issue 73) on the real routes and a real PostgreSQL: a Ghost export's preview
 * writes nothing, its import makes drafts and changes nothing the site shows (a live post at the
 * same address keeps its text until an editor's Update; a stored author stays as they are), Markdown
 * files come with their images; and as an attacker tries it: only the admin, no oversized, malformed
 * or hostile file past a refusal in words, and many uploads at once answered without a fault.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ADMIN_API } from "#server/auth/http.ts";
import { auditLog, authors, images, posts } from "#server/platform/db/schema.ts";
import { publish } from "#server/documents/workflow.ts";
import { postKind } from "#server/document-kinds.ts";
import { IMPORT_MAX_BYTES, IMPORT_MAX_POSTS } from "#server/studio/upload-import.ts";
import { ghostExport } from "#tests/shared/ghost-export.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, startHarness, type Harness } from "./harness.ts";

const track = closedAfterEach();

type Client = Awaited<ReturnType<typeof adminClient>>;

/** Files as the studio's form sends them (multipart, field `files`). */
function upload(h: Harness, client: Pick<Client, "headers">, step: "preview" | "import", files: Array<{ name: string; body: string | Buffer }>) {
  const form = new FormData();
  for (const file of files) form.append("files", new File([typeof file.body === "string" ? file.body : new Uint8Array(file.body)], file.name));
  return fetch(`${h.url}${ADMIN_API}/imports${step === "preview" ? "/preview" : ""}`, { method: "POST", headers: client.headers, body: form });
}

const ghostFile = (unique = "x") => ({ name: "my-blog.ghost.2025-02-01.json", body: JSON.stringify(ghostExport(unique)) });

interface Plan {
  source: string;
  posts: Array<{ slug: string; title: string; author: string; category: string; existing: { id: number; status: string } | null }>;
  authors: Array<{ name: string; existing: boolean }>;
  tags: string[];
  images: string[];
  notes: string[];
}
interface Imported {
  created: Array<{ id: number; slug: string; status: string }>;
  updated: Array<{ id: number; slug: string; status: string }>;
}

describe("the studio's import", () => {
  it("previews a Ghost export without writing, imports it as drafts, and leaves what the site shows as it was", async () => {
    const h = track(await startHarness());
    const { db } = h.pipeline.database;
    const admin = await adminClient(h, "admin@vendor.example", "admin");

    const previewed = await upload(h, admin, "preview", [ghostFile()]);
    expect(previewed.status).toBe(200);
    const plan = (await previewed.json()) as Plan;
    expect(plan).toMatchObject({
      source: "ghost",
      posts: [
        { slug: "ten-ways-to-grow-x", title: "Ten ways to grow x", author: "Jo Bloggs x", category: "Growth", existing: null },
        { slug: "a-draft-x", category: "General", existing: null },
      ],
      authors: [{ name: "Jo Bloggs x", existing: false }],
      tags: ["General", "Growth", "Writing"],
      images: [],
    });
    expect(plan.notes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/bookmark card to https:\/\/ghost\.org\/docs\/ became a call-to-action button/),
        expect.stringMatching(/cover \/content\/images\/2025\/01\/cover\.png did not come with the export/),
        expect.stringMatching(/1 of its pages left out/),
      ]),
    );
    expect(await db.select().from(posts)).toEqual([]);

    const answer = await upload(h, admin, "import", [ghostFile()]);
    expect(answer.status).toBe(200);
    const imported = (await answer.json()) as Imported;
    expect(imported.created.map(({ slug, status }) => ({ slug, status }))).toEqual([
      { slug: "ten-ways-to-grow-x", status: "draft" },
      { slug: "a-draft-x", status: "draft" },
    ]);
    const [grow] = await db.select().from(posts).where(eq(posts.slug, "ten-ways-to-grow-x"));
    expect(grow!.body).toContain(':::callout{tone="tip"}\nStart with one post a week.\n:::');
    expect(grow!.body).toContain('::cta[Ghost Docs]{href="https://ghost.org/docs/"}');
    expect((await db.select().from(auditLog).where(eq(auditLog.action, "posts-imported"))).map((row) => row.target)).toEqual(["2 new and 0 updated posts from my-blog.ghost.2025-02-01.json"]);

    // The same export again, once one of its posts is live and its author has been edited here: the site keeps both as they are.
    await publish(postKind, db, grow!.id, { actor: "editor@vendor.example" });
    await db.update(authors).set({ bio: "Our own words about Jo." }).where(eq(authors.name, "Jo Bloggs x"));
    const again = ghostExport("x");
    again.db[0]!.data.posts[0]!.html = "<p>Rewritten elsewhere.</p>";
    const replan = (await (await upload(h, admin, "preview", [{ name: "again.json", body: JSON.stringify(again) }])).json()) as Plan;
    expect(replan.posts.map((post) => post.existing?.status ?? null)).toEqual(["published", "draft"]);
    expect(replan.authors).toEqual([{ name: "Jo Bloggs x", existing: true }]);
    const reimported = (await (await upload(h, admin, "import", [{ name: "again.json", body: JSON.stringify(again) }])).json()) as Imported;
    expect(reimported.updated.map((post) => post.slug)).toEqual(["ten-ways-to-grow-x", "a-draft-x"]);
    const [live] = await db.select().from(posts).where(eq(posts.id, grow!.id));
    expect(live!.status).toBe("published");
    expect(live!.body).toContain("Start with one post a week.");
    expect(live!.pending?.body.trim()).toBe("Rewritten elsewhere.");
    const [jo] = await db.select().from(authors).where(eq(authors.name, "Jo Bloggs x"));
    expect(jo!.bio).toBe("Our own words about Jo.");
  });

  it("imports Markdown files with the images they name, and refuses one the import would refuse, by file and field", async () => {
    const h = track(await startHarness());
    const { db } = h.pipeline.database;
    const admin = await adminClient(h, "admin@vendor.example", "admin");
    const chart = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#4f46e5" } })
      .png()
      .toBuffer();
    const file = (slug: string, extra = "") =>
      `---\nslug: ${slug}\ntitle: From Markdown\nexcerpt: A post written elsewhere.\nauthor: Maya Chen\ndate: 2025-03-01\ncategory: Guides\ntags: [Guides, Markdown]\n${extra}---\n\nText and a chart.\n\n![The chart](images/chart.png)\n`;
    const plan = (await (
      await upload(h, admin, "preview", [
        { name: "from-markdown.md", body: file("from-markdown") },
        { name: "chart.png", body: chart },
      ])
    ).json()) as Plan;
    expect(plan).toMatchObject({ source: "markdown", posts: [{ slug: "from-markdown", existing: null }], images: ["images/chart.png"], tags: ["Guides", "Markdown"] });
    const imported = (await (
      await upload(h, admin, "import", [
        { name: "from-markdown.md", body: file("from-markdown") },
        { name: "chart.png", body: chart },
      ])
    ).json()) as Imported;
    expect(imported.created.map((post) => post.status)).toEqual(["draft"]);
    expect((await db.select({ name: images.name }).from(images)).map((row) => row.name)).toEqual(["images/chart.png"]);

    const refused = await upload(h, admin, "preview", [{ name: "other.md", body: file("not-the-file-name", "subtitle: Nope\n") }]);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toMatch(/other\.md: unknown field "subtitle"/);
  });

  it("is the admin's alone: an editor, a writer, sales, a visitor and a request without its CSRF token are refused", async () => {
    const h = track(await startHarness());
    for (const role of ["editor", "writer", "sales"] as const) {
      const client = await adminClient(h, `${role}@vendor.example`, role);
      for (const step of ["preview", "import"] as const) expect((await upload(h, client, step, [ghostFile()])).status, `${role} ${step}`).toBe(403);
    }
    const anonymous = await upload(h, { headers: { origin: h.url, "sec-fetch-site": "same-origin", cookie: "", "x-csrf-token": "" } }, "import", [ghostFile()]);
    expect(anonymous.status).toBe(401);
    const admin = await adminClient(h, "admin@vendor.example", "admin");
    const forged = await upload(h, { headers: { ...admin.headers, "x-csrf-token": "not-the-token" } }, "import", [ghostFile()]);
    expect(forged.status).toBe(403);
    expect(await h.pipeline.database.db.select().from(posts)).toEqual([]);
  });

  it("refuses an oversized, malformed or hostile upload in words, writing nothing", async () => {
    const h = track(await startHarness());
    const admin = await adminClient(h, "admin@vendor.example", "admin");
    const refusal = async (files: Array<{ name: string; body: string | Buffer }>, step: "preview" | "import" = "import") => {
      const response = await upload(h, admin, step, files);
      return { status: response.status, error: ((await response.json()) as { error: string }).error };
    };

    const huge = await refusal([{ name: "huge.json", body: Buffer.alloc(IMPORT_MAX_BYTES + 100 * 1024, 32) }]);
    expect(huge).toEqual({ status: 413, error: expect.stringMatching(/at most 20 MB/) });
    expect(await refusal([{ name: "broken.json", body: '{"db": [{"data": {"posts": [' }])).toEqual({ status: 422, error: expect.stringMatching(/^broken\.json is not valid JSON/) });
    expect(await refusal([{ name: "other.json", body: '{"posts": "no"}' }])).toEqual({ status: 422, error: expect.stringMatching(/not a Ghost export/) });
    expect(await refusal([{ name: "binary.json", body: Buffer.from([0xff, 0xfe, 0x00, 0x81]) }])).toEqual({ status: 422, error: expect.stringMatching(/not a text file/) });
    expect(await refusal([{ name: "script.sh", body: "rm -rf /" }])).toEqual({ status: 422, error: expect.stringMatching(/script\.sh is not a file this import reads/) });
    expect(await refusal([])).toEqual({ status: 422, error: expect.stringMatching(/^Choose a file/) });
    expect(await refusal([ghostFile("a"), ghostFile("b")])).toEqual({ status: 422, error: "Choose one export at a time." });
    const many = ghostExport("m");
    many.db[0]!.data.posts = Array.from({ length: IMPORT_MAX_POSTS + 1 }, (_, i) => ({ ...many.db[0]!.data.posts[1]!, id: `p${i}`, slug: `post-${i}` }));
    many.db[0]!.data.posts_authors = many.db[0]!.data.posts.map((post) => ({ post_id: post.id, author_id: "u1" }));
    expect(await refusal([{ name: "many.json", body: JSON.stringify(many) }])).toEqual({ status: 422, error: expect.stringMatching(/has 1,001 posts; the studio imports at most 1,000/) });
    expect(await refusal([{ name: "odd.json", body: '{"db": [{"data": {"posts": [null, 5, "x", []]}}]}' }])).toEqual({ status: 422, error: "odd.json has no posts to import." });
    const deep = ghostExport("deep");
    deep.db[0]!.data.posts[1]!.html = null as never;
    Object.assign(deep.db[0]!.data.posts[1]!, { lexical: `{"root": {"children": [${'{"type": "quote", "children": ['.repeat(50_000)}${"]}".repeat(50_000)}]}}` });
    expect(await refusal([{ name: "deep.json", body: JSON.stringify(deep) }])).toEqual({ status: 422, error: expect.stringMatching(/deep\.json: a post's text is nested too deeply/) });
    // An XML bomb: refused or read without expanding it, quickly either way.
    const levels = Array.from({ length: 9 }, (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`).join("");
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY lol0 "lol">${levels}]><rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><item><title>&lol9;</title></item></channel></rss>`;
    const started = performance.now();
    expect((await refusal([{ name: "bomb.xml", body: bomb }], "preview")).status).toBe(422);
    expect(performance.now() - started).toBeLessThan(5_000);
    // A name is never a path: a file called ../../x.md is the file x.md.
    expect(await refusal([{ name: "../../etc/x.md", body: "no frontmatter" }])).toEqual({ status: 422, error: expect.stringMatching(/^x\.md: missing the --- frontmatter/) });
    const json = await fetch(`${h.url}${ADMIN_API}/imports`, { method: "POST", headers: { ...admin.headers, "content-type": "application/json" }, body: "{}" });
    expect(json.status).toBe(415);
    expect(await h.pipeline.database.db.select().from(posts)).toEqual([]);
  });

  it("answers many uploads at once, each in words, while the rest of the server keeps answering", async () => {
    const h = track(await startHarness());
    const admins = await Promise.all(Array.from({ length: 3 }, (_, i) => adminClient(h, `admin${i}@vendor.example`, "admin")));
    const health: number[] = [];
    let uploading = true;
    const probe = (async () => {
      while (uploading) {
        const started = performance.now();
        expect((await fetch(`${h.url}/healthz`)).status).toBe(200);
        health.push(performance.now() - started);
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        upload(h, admins[i % 3]!, "preview", [ghostFile(String(i))]).then(async (response) => ({ status: response.status, body: (await response.json()) as { error?: string } })),
      ),
    );
    uploading = false;
    await probe;
    // Each is read, or told in words to come back (a newer upload of the same account, or a long line): never a fault.
    for (const { status, body } of answers) {
      expect([200, 429, 503]).toContain(status);
      if (status !== 200) expect(body.error).toMatch(/took this one's place|try again in a moment/);
    }
    expect(answers.filter(({ status }) => status === 200).length).toBeGreaterThanOrEqual(3);
    expect(health.length).toBeGreaterThan(0);
    expect((await upload(h, admins[0]!, "preview", [ghostFile("after")])).status).toBe(200);
  });
});
