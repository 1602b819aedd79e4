/**
 * A post's translation made and kept in the studio through the admin API (ADR 054), as a page's
 * is: made from its original (its byline, category, tags and cover; each word a placeholder) at
 * the original's slug in the language's blog, once per language; not published while a
 * placeholder is left; translated and published, served at /de/blog/{slug} while the English post
 * stays as it was; out of date once its original's words change on the site, until marked up to date.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostFields } from "#shared/post-fields.ts";
import { coverSvg } from "#server/site/cover-art.ts";
import { adminClient } from "./admin-client.ts";
import { startHarness, type Harness } from "./harness.ts";

const ORIGINAL = "account-based-marketing-guide-2025";

interface Opened {
  id: number;
  status: string;
  revision: number;
  fields: PostFields;
}
interface PostAnswer {
  post: Opened;
  translation: { locale: string; outOfDate: boolean; changes: Array<{ field: string; change: string }>; original: { id: number; slug: string } } | null;
  translations: Array<{ id: number; locale: string; address: string; status: string; outOfDate: boolean }>;
  locales: string[];
  error?: string;
  problems?: Record<string, string>;
}

const GERMAN = { title: "Leitfaden für kontenbasiertes Marketing", excerpt: "Wie Vertriebsteams Zielkonten auswählen.", body: "Kontenbasiertes Marketing beginnt mit der Auswahl." };

describe("a post's translation in the studio", () => {
  let h: Harness;
  let editor: Awaited<ReturnType<typeof adminClient>>;
  let original: Opened;
  let german: Opened;

  beforeAll(async () => {
    h = await startHarness({ builtSite: true });
    const admin = await adminClient(h, "admin@vendor.example", "admin");
    editor = await adminClient(h, "editor@vendor.example", "editor");
    expect((await admin.put("/settings/locales", { locales: { default: "en-US", others: ["de", "ar", "fr"], missing: "not-found" } })).status).toBe(200);
    const { posts } = await editor.get<{ posts: Array<{ id: number; slug: string }> }>(`/posts?q=${ORIGINAL.split("-")[0]}`);
    original = (await editor.get<PostAnswer>(`/posts/${posts.find((post) => post.slug === ORIGINAL)!.id}/edit`)).post;
  }, 60_000);
  afterAll(async () => h?.close());

  const opened = (id: number) => editor.get<PostAnswer>(`/posts/${id}`);
  const edited = async (id: number) => (await editor.get<PostAnswer>(`/posts/${id}/edit`)).post;
  const save = (post: Opened, fields: Partial<PostFields>) => editor.put(`/posts/${post.id}`, { fields: { ...post.fields, ...fields }, baseRevision: post.revision, editSession: `tab-${post.id}` });

  it("is offered only in a language whose blog can show it, and made from its original with every word a placeholder, once", async () => {
    // French has no blog frame yet (shared/content/blog-words.ts): its posts would mix languages, so it is not offered.
    expect((await opened(original.id)).locales).toEqual(["de", "ar"]);
    const refused = await editor.post(`/posts/${original.id}/translations`, { locale: "fr" });
    expect([refused.status, Object.keys(((await refused.json()) as PostAnswer).problems ?? {})]).toEqual([422, ["locale"]]);

    const made = await editor.post(`/posts/${original.id}/translations`, { locale: "de" });
    expect(made.status).toBe(201);
    german = ((await made.json()) as PostAnswer).post;
    expect(german.status).toBe("draft");
    expect(german.fields).toMatchObject({
      slug: ORIGINAL,
      title: "[Write the title]",
      excerpt: "[Write the excerpt]",
      body: "[Write the text]",
      author: original.fields.author,
      category: original.fields.category,
      tags: original.fields.tags,
      cover: original.fields.cover,
      canonicalUrl: null,
    });

    const again = await editor.post(`/posts/${original.id}/translations`, { locale: "de" });
    expect([again.status, ((await again.json()) as PostAnswer).error]).toEqual([409, `This post already has a Deutsch translation, at ${ORIGINAL}: open it there.`]);
    const ofTranslation = await editor.post(`/posts/${german.id}/translations`, { locale: "de" });
    expect(ofTranslation.status).toBe(409);
    expect((await opened(original.id)).translations).toEqual([{ id: german.id, translationOf: original.id, locale: "de", address: `/de/blog/${ORIGINAL}`, status: "draft", outOfDate: false }]);
    // The list shows it beside its original, never as a post of its own.
    const { posts } = await editor.get<{ posts: Array<{ id: number; translations: unknown[] }> }>(`/posts?q=${ORIGINAL.split("-")[0]}`);
    expect(posts.map((post) => post.id)).not.toContain(german.id);
    expect(posts.find((post) => post.id === original.id)?.translations).toHaveLength(1);
  });

  it("is not published while a placeholder is left; translated and published, it is served in German and the English post is as it was", async () => {
    const english = await (await fetch(`${h.url}/blog/${ORIGINAL}`)).text();
    const refused = await editor.post(`/posts/${german.id}/publish`, { revision: german.revision });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as PostAnswer).problems).toMatchObject({ title: expect.stringMatching(/still says what to write/), body: expect.stringMatching(/still says what to write/) });
    expect((await fetch(`${h.url}/de/blog/${ORIGINAL}`)).status).toBe(404);

    // The site's facts in its text speak German: the office's country by its German name.
    const saved = await save(german, { ...GERMAN, body: `${GERMAN.body} Schreiben Sie uns: {address}.` });
    expect(saved.status).toBe(200);
    german = ((await saved.json()) as PostAnswer).post;
    expect((await editor.post(`/posts/${german.id}/publish`, { revision: german.revision })).status).toBe(200);
    expect(await (await fetch(`${h.url}/de/blog/${ORIGINAL}`)).text()).toMatch(/Schreiben Sie uns: [^<]+, Vereinigte Staaten\./);
    german = ((await (await save(await edited(german.id), GERMAN)).json()) as PostAnswer).post;
    expect((await editor.post(`/posts/${german.id}/update`, { revision: german.revision })).status).toBe(200);

    const served = await fetch(`${h.url}/de/blog/${ORIGINAL}`);
    expect(served.status).toBe(200);
    const html = await served.text();
    const cluster = (page: string) => [...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="https:\/\/[^/]+([^"]+)"/g)].map(([, lang, path]) => `${lang} ${path}`);
    expect([html.startsWith('<!DOCTYPE html><html lang="de"'), html.includes(GERMAN.title), html.includes("[Write")]).toEqual([true, true, false]);
    // Its share card and structured data say German too, not the site's English.
    expect([html.includes('<meta property="og:locale" content="de_DE"/>'), html.includes('"inLanguage":"de"')]).toEqual([true, true]);
    const both = [`en-US /blog/${ORIGINAL}`, `de /de/blog/${ORIGINAL}`, `x-default /blog/${ORIGINAL}`];
    expect(cluster(html)).toEqual(both);
    expect(cluster(await (await fetch(`${h.url}/blog/${ORIGINAL}`)).text())).toEqual(both);
    expect(cluster(english)).toEqual([]);
  });

  it("is found by its blog's own search, in German words: the stems German readers type, never in the English blog", async () => {
    const search = async (path: string, query: string) => (await fetch(`${h.url}${path}?q=${encodeURIComponent(query)}`)).text();
    // "Auswahlen" finds "Auswahl" only as German stems it; the English blog's search never lists a German post.
    const found = await search("/de/blog/search", "Auswahlen");
    expect(found).toMatch(/^<!DOCTYPE html><html lang="de"/);
    expect(found).toContain(`href="/de/blog/${ORIGINAL}"`);
    expect(found).toContain("1 Artikel passt zu „Auswahlen“.");
    expect(found).toContain('action="/de/blog/search"');
    expect(await search("/blog/search", "Kontenbasiertes")).toContain("No articles match");
    expect(await search("/de/blog/search", "pipeline forecasting")).toContain("Kein Artikel passt zu „pipeline forecasting“.");
    // Without a query: the German page, kept like any other, and the German blog's box leads to it.
    const empty = await (await fetch(`${h.url}/de/blog/search`)).text();
    expect([empty.includes("Den Blog durchsuchen"), empty.includes('content="noindex, follow"')]).toEqual([true, true]);
    expect(await (await fetch(`${h.url}/de/blog`)).text()).toContain('action="/de/blog/search"');
  });

  it("shows a cover drawn from its own words, never the original's English title, on its card, its page and its share card", async () => {
    const cover = `/de/images/blog/${ORIGINAL}.svg`;
    const page = async (path: string) => (await fetch(`${h.url}${path}`)).text();
    const [article, list] = await Promise.all([page(`/de/blog/${ORIGINAL}`), page("/de/blog")]);
    expect([article.includes(cover), list.includes(cover), new RegExp(`(?<!/de)/images/blog/${ORIGINAL}\\.svg`).test(article)]).toEqual([true, true, false]);
    const drawn = await fetch(`${h.url}${cover}`);
    expect(drawn.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    // Its title is drawn as shapes: the German title's, not the English one's.
    const facts = { slug: ORIGINAL, category: original.fields.category };
    expect(await drawn.text()).toBe(coverSvg({ ...facts, title: GERMAN.title }));
    expect(await (await fetch(`${h.url}/images/blog/${ORIGINAL}.svg`)).text()).toBe(coverSvg({ ...facts, title: original.fields.title }));
    const card = await fetch(`${h.url}/de/images/blog/${ORIGINAL}-og.png`);
    expect([card.status, card.headers.get("content-type")]).toEqual([200, "image/png"]);
    expect((await fetch(`${h.url}/de/images/blog/no-such-post.svg`)).status).toBe(404);
  });

  it("in Arabic, is framed in Arabic and reads right to left, in its own blog", async () => {
    const made = (await (await editor.post(`/posts/${original.id}/translations`, { locale: "ar" })).json()) as PostAnswer;
    const words = { title: "دليل التسويق القائم على الحسابات", excerpt: "كيف تختار فرق المبيعات حساباتها المستهدفة.", body: "يبدأ التسويق القائم على الحسابات باختيار الحسابات." };
    const written = Object.fromEntries(Object.entries(made.post.fields).map(([key, value]) => [key, typeof value === "string" && value.startsWith("[Write") ? "بالعربية" : value]));
    const saved = (await (await save(made.post, { ...written, ...words })).json()) as PostAnswer;
    expect((await editor.post(`/posts/${made.post.id}/publish`, { revision: saved.post.revision })).status).toBe(200);

    const html = await (await fetch(`${h.url}/ar/blog/${ORIGINAL}`)).text();
    expect(html.startsWith('<!DOCTYPE html><html lang="ar" dir="rtl"')).toBe(true);
    expect([html.includes(words.title), html.includes("العودة إلى المدونة"), html.includes("Back to blog")]).toEqual([true, true, false]);
    const list = await (await fetch(`${h.url}/ar/blog`)).text();
    expect([list.includes("أحدث الرؤى والمقالات"), list.includes(words.title), list.includes(GERMAN.title)]).toEqual([true, true, false]);
  });

  it("keeps its own address per language: it shares its original's slug, and another German post may not take it", async () => {
    const { posts } = await editor.get<{ posts: Array<{ id: number; slug: string; status: string }> }>("/posts?status=published");
    const other = posts.find((post) => post.slug !== ORIGINAL)!;
    const refused = await editor.post(`/posts/${other.id}/translations`, { locale: "de", slug: ORIGINAL });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as PostAnswer).problems?.slug).toMatch(/already has this address/);
  });

  it("goes to a translation agency as XLIFF and comes back: a file with a text left out refused whole, the translated one taken and up to date", async () => {
    const download = await fetch(`${h.url}/admin/api/posts/${german.id}/translation-file?format=xliff`, { headers: editor.headers });
    expect([download.status, download.headers.get("content-disposition")]).toEqual([200, `attachment; filename="de-${ORIGINAL}.xlf"`]);
    const xliff = await download.text();
    expect(xliff).toContain('srcLang="en-US" trgLang="de"');
    expect(xliff).toContain(`<source>${original.fields.title}</source>`);
    expect(xliff).toContain(`<target>${GERMAN.title}</target>`);
    const put = (body: string) =>
      fetch(`${h.url}/admin/api/posts/${german.id}/translation-file?format=xliff`, { method: "PUT", headers: { ...editor.headers, "content-type": "application/xliff+xml" }, body });

    const emptied = await put(xliff.replace(`<target>${GERMAN.excerpt}</target>`, "<target></target>"));
    expect(emptied.status).toBe(422);
    expect(((await emptied.json()) as PostAnswer).problems?.file).toBe("excerpt: not translated yet.");
    const agencyTitle = "Der ABM-Leitfaden, übersetzt";
    const taken = await put(xliff.replace(`<target>${GERMAN.title}</target>`, `<target>${agencyTitle}</target>`));
    expect(taken.status).toBe(200);
    german = ((await taken.json()) as PostAnswer).post;
    expect(german.fields).toMatchObject({ title: agencyTitle, excerpt: GERMAN.excerpt, slug: ORIGINAL });
    // A live translation's new words wait for its Update, as an editor's save would.
    expect((await edited(german.id)).fields.title).toBe(agencyTitle);
    expect((await opened(german.id)).translation?.outOfDate).toBe(false);
  });

  it("is out of date once its original's words change on the site, with what changed, until marked up to date", async () => {
    const saved = await save(await edited(original.id), { title: "The ABM guide, revised" });
    expect(saved.status).toBe(200);
    // An edit waiting for its update is not yet what the original says.
    expect((await opened(german.id)).translation?.outOfDate).toBe(false);
    expect((await editor.post(`/posts/${original.id}/update`, { revision: ((await saved.json()) as PostAnswer).post.revision })).status).toBe(200);

    const stale = await opened(german.id);
    expect(stale.translation).toMatchObject({ outOfDate: true, original: { id: original.id, slug: ORIGINAL } });
    expect(stale.translation?.changes).toEqual([{ field: "title", change: "changed", before: original.fields.title, after: "The ABM guide, revised" }]);
    expect((await opened(original.id)).translations[0]?.outOfDate).toBe(true);

    expect((await editor.post(`/posts/${german.id}/up-to-date`, {})).status).toBe(200);
    expect((await opened(german.id)).translation).toMatchObject({ outOfDate: false, changes: [] });
  });
});
