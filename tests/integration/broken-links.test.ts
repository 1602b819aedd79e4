/**
 * Links to this site's pages checked as a page or a post goes live (shared/link-check.ts): publish,
 * schedule and update are held back with every link that leads nowhere (its field, words and why)
 * and those that go through a redirect (where they end), until the editor goes ahead anyway; the
 * schedule goes live whatever its links, and its history keeps those that led nowhere.
 */
import { describe, expect, it } from "vitest";
import { postKind } from "#server/document-kinds.ts";
import { blankFields } from "#server/studio/post-kind.ts";
import { redirects } from "#server/platform/db/schema.ts";
import type { FlaggedLink } from "#shared/link-check.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import type { PostFields } from "#shared/post-fields.ts";
import { SITE_URL } from "#shared/site-url.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, startHarness } from "./harness.ts";
import { runSchedule } from "./run-schedule.ts";

const track = closedAfterEach();

type Client = Awaited<ReturnType<typeof adminClient>>;
type Held = { error: string; links: FlaggedLink[] };
type Events = { events: Array<{ actor: string; action: string; detail: { brokenLinks?: string[] } | null }> };

const ANYWAY = { brokenLinks: "publish-anyway" };

/** A page at `path` with `sections` (no placeholder left), as a draft. */
async function draftPage(editor: Client, path: string, title: string, sections: PageDocument["sections"]): Promise<{ id: number; revision: number }> {
  const made = (await (await editor.post("/pages", { template: "campaign", path, title })).json()) as { page: { id: number; revision: number; document: PageDocument } };
  const saved = await editor.put(`/pages/${made.page.id}`, {
    document: { ...made.page.document, description: `${title}, in a sentence.`, sections },
    baseRevision: made.page.revision,
    editSession: `tab-${path}`,
  });
  expect(saved.status, path).toBe(200);
  return { id: made.page.id, revision: ((await saved.json()) as { page: { revision: number } }).page.revision };
}

const story = (markdown: string) => ({ type: "rich-text", id: "story", markdown }) as PageDocument["sections"][number];

async function setUp() {
  const h = track(await startHarness());
  const editor = await adminClient(h, "editor@vendor.example", "editor");
  // Live: /pricing. Not live: /webinar (a draft). /old-pricing redirects to /pricing, /old-webinar to /webinar.
  const pricing = await draftPage(editor, "/pricing", "Pricing", [story("Our prices.")]);
  expect((await editor.post(`/pages/${pricing.id}/publish`, { revision: pricing.revision })).status).toBe(200);
  const webinar = await draftPage(editor, "/webinar", "Webinar", [story("Our webinar.")]);
  await h.pipeline.database.db.insert(redirects).values([
    { from: "/old-pricing", to: "/pricing", reason: "manual" },
    { from: "/old-webinar", to: "/webinar", reason: "manual" },
  ]);
  return { h, editor, webinar };
}

const history = async (editor: Client, path: string) => (await editor.get<Events>(path)).events;

describe("links to the site checked as a document goes live", () => {
  it("holds a page's publishing back with each link that leads nowhere or through a redirect, by field, until published anyway", async () => {
    const { editor } = await setUp();
    const markdown = [
      "[Our prices](/pricing?plan=pro#faq), [the webinar](/webinar), [old prices](/old-pricing), [old webinar](/old-webinar),",
      `[nothing](${SITE_URL}/nothing/), [a partner](https://example.org/x), [mail](mailto:team@vendor.example), [call](tel:+15550100), [top](#top).`,
    ].join(" ");
    const closing = { type: "cta-band", id: "closing", title: "Talk to us", body: "Book a call.", primary: { label: "Book a call", href: "/booking" } } as PageDocument["sections"][number];
    const launch = await draftPage(editor, "/launch", "Launch", [story(markdown), closing]);

    const held = await editor.post(`/pages/${launch.id}/publish`, { revision: launch.revision });
    expect(held.status).toBe(409);
    const { error, links } = (await held.json()) as Held;
    expect(error).toBe("4 links of this page lead to no page of the site: fix them, or publish it anyway.");
    expect(links).toEqual([
      { field: "sections.0.markdown", href: "/webinar", text: "the webinar", problem: "The page “Webinar” is not published." },
      { field: "sections.0.markdown", href: "/old-pricing", text: "old prices", to: "/pricing" },
      { field: "sections.0.markdown", href: "/old-webinar", text: "old webinar", problem: "/old-webinar redirects to /webinar, and the page “Webinar” is not published.", to: "/webinar" },
      { field: "sections.0.markdown", href: `${SITE_URL}/nothing/`, text: "nothing", problem: "No page of the site is at /nothing." },
      { field: "sections.1.primary.href", href: "/booking", text: "Book a call", problem: "No page of the site is at /booking." },
    ]);
    expect((await editor.get<{ page: { status: string } }>(`/pages/${launch.id}`)).page.status).toBe("draft");

    expect((await editor.post(`/pages/${launch.id}/publish`, { revision: launch.revision, ...ANYWAY })).status).toBe(200);
    expect((await history(editor, `/pages/${launch.id}`)).at(-1)).toMatchObject({ action: "published", detail: { brokenLinks: ["/webinar", "/old-webinar", `${SITE_URL}/nothing/`, "/booking"] } });
  });

  it("publishes a document whose links all reach pages, and a redirect alone holds nothing back", async () => {
    const { editor } = await setUp();
    const launch = await draftPage(editor, "/launch", "Launch", [story("[Prices](/pricing), [old prices](/old-pricing), [this page](/launch#faq) and [the blog](/blog).")]);
    expect((await editor.post(`/pages/${launch.id}/publish`, { revision: launch.revision })).status).toBe(200);
    expect((await history(editor, `/pages/${launch.id}`)).at(-1)).toMatchObject({ action: "published", detail: null });
  });

  it("holds a post's schedule back too, counts a page live by then as live, and the schedule's run records what broke since", async () => {
    const { h, editor, webinar } = await setUp();
    const at = new Date("2030-06-01T13:00:00Z");
    // The webinar goes live an hour before the post: the post's link to it works when the post goes live.
    expect((await editor.post(`/pages/${webinar.id}/schedule`, { revision: webinar.revision, at: new Date(at.getTime() - 3_600_000).toISOString() })).status).toBe(200);
    const fields: PostFields = {
      ...(await blankFields(h.pipeline.database.db, "editor@vendor.example")),
      ...{ title: "Spring launch", slug: "spring-launch", excerpt: "What is new.", category: "News", tags: ["News"] },
      body: "Join [the webinar](/webinar), read [an older post](/blog/no-such-post).",
    };
    const created = (await (await editor.post("/posts", { fields, editSession: "post-tab" })).json()) as { post: { id: number } };
    const id = created.post.id;
    const revision = (await editor.get<{ post: { revision: number } }>(`/posts/${id}/edit`)).post.revision;

    const held = await editor.post(`/posts/${id}/schedule`, { revision, at: at.toISOString() });
    expect(held.status).toBe(409);
    expect(((await held.json()) as Held).links).toEqual([{ field: "body", href: "/blog/no-such-post", text: "an older post", problem: "No article of the blog is at /blog/no-such-post." }]);
    expect((await editor.post(`/posts/${id}/schedule`, { revision, at: at.toISOString(), ...ANYWAY })).status).toBe(200);
    expect((await history(editor, `/posts/${id}`)).at(-1)).toMatchObject({ action: "scheduled", detail: { brokenLinks: ["/blog/no-such-post"] } });

    // The webinar is taken back to a draft: at the post's time its link leads nowhere, and the history says so.
    expect((await editor.post(`/pages/${webinar.id}/unschedule`, {})).status).toBe(200);
    await runSchedule(h, postKind, new Date(at.getTime() + 1_000), async () => (await editor.get<{ post: { status: string } }>(`/posts/${id}/edit`)).post.status === "published");
    expect((await history(editor, `/posts/${id}`)).at(-1)).toMatchObject({ actor: "schedule", action: "published", detail: { brokenLinks: ["/webinar", "/blog/no-such-post"] } });
  });
});
