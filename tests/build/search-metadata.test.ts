/**
 * What search engines and social networks read, checked on every prerendered page: title,
 * description, canonical, Open Graph and Twitter tags, JSON-LD that parses and carries the
 * properties its type requires, and a sitemap and RSS feed that agree with the canonical URLs;
 * which pages stay out of search; and what the home page, pricing and each article declare,
 * against the content they are built from.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { typeset } from "#shared/content/typography.ts";
import { seedSection } from "#tests/shared/seed-pages.ts";
import { listPosts } from "#server/site/render/blog.server.ts";
import { GONE_PATH, NOT_FOUND_PATH, STATUS_PAGE_PATHS } from "#shared/site-paths.ts";
import { builtPages, canonicalOf, SITE_DIR, fileForPath, find, isArticleRoute, isIndexable, metaContent, type BuiltPage } from "#scripts/lib/built-site.ts";
import { SITE_URL } from "#shared/site-url.ts";

const pages = builtPages();
const pageAt = (route: string) => pages.find((page) => page.route === route)!;
const contentPages = pages.filter((page) => !STATUS_PAGE_PATHS.includes(page.route));
const onSite = (url: unknown) => typeof url === "string" && url.startsWith(`${SITE_URL}/`);

describe.each(contentPages.map((page) => [page.route, page] as const))("%s", (route, page) => {
  it("has its title, description, canonical, Open Graph and Twitter card", () => {
    const title = find(page, "title")[0]?.text ?? "";
    expect(title.length).toBeGreaterThanOrEqual(10);
    const description = metaContent(page, "description") ?? "";
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(canonicalOf(page)).toBe(route === "/" ? `${SITE_URL}/` : `${SITE_URL}${route}`);
    expect(metaContent(page, "og:url")).toBe(canonicalOf(page));
    expect(metaContent(page, "og:title")).toBe(title);
    expect(metaContent(page, "og:description")).toBe(description);
    expect(metaContent(page, "og:type")).toMatch(/^(website|article)$/);
    expect(metaContent(page, "twitter:card")).toBe("summary_large_image");
    for (const key of ["og:image", "twitter:image"]) {
      const image = metaContent(page, key);
      expect(onSite(image), `${key} ${image}`).toBe(true);
      expect(fileForPath(new URL(image!).pathname), `${key} ${image} is in the build`).toBeDefined();
    }
  });

  it("has JSON-LD that parses and carries what its type requires", () => {
    const blocks = find(page, "script", (a) => a.type === "application/ld+json").map((script) => JSON.parse(script.text) as JsonLd);
    // Pages kept out of search (thank-you, legal, coming soon) need no structured data.
    if (isIndexable(page)) expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(block["@context"]).toBe("https://schema.org");
      const check = requirements[block["@type"] as string];
      expect(check, `no rule for @type ${String(block["@type"])}`).toBeDefined();
      check!(block, page);
    }
  });
});

type JsonLd = Record<string, unknown> & { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const nonEmpty = (value: unknown) => expect(typeof value === "string" && value.trim().length > 0, String(value)).toBe(true);
const isoDate = (value: unknown) => expect(String(value)).toMatch(/^\d{4}-\d{2}-\d{2}/);

const requirements: Record<string, (block: JsonLd, page: BuiltPage) => void> = {
  Organization: (b) => {
    nonEmpty(b.name);
    expect(onSite(b.url)).toBe(true);
    expect(onSite(b.logo)).toBe(true);
  },
  WebSite: (b) => {
    nonEmpty(b.name);
    expect(b.url).toBe(`${SITE_URL}/`);
  },
  BreadcrumbList: (b, page) => {
    const items = b.itemListElement as JsonLd[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    items.forEach((item, index) => {
      expect(item["@type"]).toBe("ListItem");
      expect(item.position).toBe(index + 1);
      nonEmpty(item.name);
      expect(onSite(item.item)).toBe(true);
    });
    expect(items.at(-1)!.item).toBe(canonicalOf(page));
  },
  BlogPosting: (b, page) => {
    nonEmpty(b.headline);
    expect(String(b.headline).length).toBeLessThanOrEqual(110);
    isoDate(b.datePublished);
    nonEmpty(b.author?.name);
    nonEmpty(b.publisher?.name);
    expect(onSite(b.image)).toBe(true);
    expect(b.mainEntityOfPage?.["@id"]).toBe(canonicalOf(page));
  },
  FAQPage: (b, page) => {
    const questions = b.mainEntity as JsonLd[];
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) {
      expect(question["@type"]).toBe("Question");
      nonEmpty(question.name);
      nonEmpty(question.acceptedAnswer?.text);
      // Google's rule: the answers must be visible on the page itself.
      expect(page.html).toContain(question.name);
    }
  },
  Product: (b) => {
    nonEmpty(b.name);
    nonEmpty(b.description);
    const offer = b.offers as JsonLd;
    expect(offer.priceCurrency).toBe("USD");
    if (offer["@type"] === "AggregateOffer") expect(offer.lowPrice).toBeGreaterThan(0);
    else expect(offer.price).toBeGreaterThan(0);
  },
  Blog: (b) => {
    nonEmpty(b.name);
    expect(b.url).toBe(`${SITE_URL}/blog`);
    const posts = b.blogPost as JsonLd[];
    expect(posts.length).toBe(pages.filter((page) => isArticleRoute(page.route)).length);
    for (const post of posts) {
      nonEmpty(post.headline);
      isoDate(post.datePublished);
      expect(pages.some((page) => canonicalOf(page) === post.url), String(post.url)).toBe(true);
    }
  },
  CollectionPage: (b, page) => {
    nonEmpty(b.name);
    expect(b.url).toBe(canonicalOf(page));
    const items = b.mainEntity?.itemListElement as JsonLd[];
    expect(items.length).toBeGreaterThan(0);
    items.forEach((item, index) => {
      expect(item.position).toBe(index + 1);
      nonEmpty(item.name);
      // Each listed article is a built page, and its card is on this page.
      expect(pages.some((other) => canonicalOf(other) === item.url), String(item.url)).toBe(true);
      expect(page.html).toContain(`href="${new URL(item.url).pathname}"`);
    });
  },
  SoftwareApplication: (b) => {
    nonEmpty(b.name);
    nonEmpty(b.applicationCategory);
    expect(onSite(b.url)).toBe(true);
  },
};

describe("sitemap and feed", () => {
  const sitemap = fs.readFileSync(path.join(SITE_DIR, "sitemap.xml"), "utf8");
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

  it("the sitemap lists exactly the indexable pages, by their canonical URLs", () => {
    const expected = contentPages.filter(isIndexable).map(canonicalOf);
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("the RSS feed carries every article, linked by its canonical URL, newest first", () => {
    const items = fs.readFileSync(path.join(SITE_DIR, "blog/rss.xml"), "utf8").split("<item>").slice(1);
    const links = items.map((item) => item.match(/<link>([^<]+)<\/link>/)?.[1]);
    const articles = contentPages.filter((page) => isArticleRoute(page.route));
    expect([...links].sort()).toEqual(articles.map(canonicalOf).sort());
    const dates = items.map((item) => Date.parse(item.match(/<pubDate>([^<]+)<\/pubDate>/)![1]!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // Each item's date is the article's published date.
    for (const [index, item] of items.entries()) {
      const page = articles.find((article) => canonicalOf(article) === links[index])!;
      expect(new Date(dates[index]!).toISOString().slice(0, 10)).toBe(metaContent(page, "article:published_time")!.slice(0, 10));
      // Readers render the title as HTML: escaped as HTML text, then as XML.
      expect(item).toContain(`<title>${escapeXml(escapeXml(find(page, "h1")[0]!.text))}</title>`);
    }
  });
});

describe("kept out of search", () => {
  it.each([
    ["/privacy", "noindex"],
    ["/terms", "noindex, nofollow"],
    ["/thank-you", "noindex"],
    ["/booking-confirmation", "noindex"],
    ["/coming-soon", "noindex"],
    [NOT_FOUND_PATH, "noindex"],
    [GONE_PATH, "noindex"],
  ])("%s says %s, so the sitemap leaves it out", (route, robots) => {
    expect(metaContent(pageAt(route), "robots")).toBe(robots);
  });

  it("the pages that sell and the newest article are indexable", () => {
    for (const route of ["/", "/pricing", `/blog/${listPosts()[0]!.slug}`]) expect(isIndexable(pageAt(route)), route).toBe(true);
  });

  it("robots.txt names the sitemap at the site's origin", () => {
    expect(fs.readFileSync(path.join(SITE_DIR, "robots.txt"), "utf8")).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

const jsonLd = (page: BuiltPage) => find(page, "script", (a) => a.type === "application/ld+json").map((script) => JSON.parse(script.text) as JsonLd);

describe("declared from the content", () => {
  it("the home page declares the organization from the site module", () => {
    const org = jsonLd(pageAt("/")).find((block) => block["@type"] === "Organization");
    expect(org).toMatchObject({ name: site.brand, email: site.email, telephone: site.phone.e164 });
    expect(org!.sameAs).toHaveLength(4);
  });

  it("pricing declares its FAQ and its packages at the displayed prices", () => {
    // The pricing page's seed (content/pages/pricing.yaml), set as the page sets it.
    const faq = typeset(seedSection("/pricing", "faq", "faq")).items;
    const corePackages = typeset(seedSection("/pricing", "pricing-packages", "packages")).items;
    const blocks = jsonLd(pageAt("/pricing"));
    expect(blocks.find((block) => block["@type"] === "FAQPage")!.mainEntity).toHaveLength(faq.length);
    const products = blocks.filter((block) => block["@type"] === "Product");
    expect(products.map((product) => product.name)).toEqual(corePackages.map((pkg) => pkg.name));
    corePackages.forEach((pkg, index) => {
      const price = pkg.monthly;
      if (price.kind === "fixed") expect(products[index]!.offers).toMatchObject({ "@type": "Offer", price: price.amount, priceCurrency: "USD" });
      if (price.kind === "range") expect(products[index]!.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: price.min, highPrice: price.max });
    });
  });

  it.each(listPosts().map((post) => [post.slug, post] as const))("/blog/%s: keywords, author, Open Graph article and BlogPosting from its frontmatter", (slug, post) => {
    const page = pageAt(`/blog/${slug}`);
    expect(metaContent(page, "keywords")).toBe(post.tags.join(", "));
    expect(metaContent(page, "author")).toBe(post.author);
    expect(metaContent(page, "og:type")).toBe("article");
    expect(metaContent(page, "og:title")).toContain(post.title);
    expect(metaContent(page, "article:published_time")).toBe(post.date);
    expect(find(page, "meta", (a) => a.property === "article:tag").map((tag) => tag.attrs.content)).toEqual(post.tags);
    // Each article has a social card of its own.
    expect(metaContent(page, "og:image")).toMatch(new RegExp(`/${slug}-og\\.(png|jpg)$`));
    const posting = jsonLd(page).find((block) => block["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: post.title, datePublished: post.date, author: { name: post.author } });
  });
});

function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
