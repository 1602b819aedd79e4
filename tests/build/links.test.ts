/**
 * No broken internal link or anchor across the built site: a crawl from "/" that follows every
 * same-site <a href> through the prerendered files, as a visitor clicking through would, and every
 * GET form (a search box), which navigates like a link.
 */
import { expect, it } from "vitest";
import { STATUS_PAGE_PATHS } from "#shared/site-paths.ts";
import { builtPages, fileForPath, find, type BuiltPage } from "#scripts/lib/built-site.ts";
import { SITE_URL } from "#shared/site-url.ts";

const pages = new Map(builtPages().map((page) => [page.route, page]));

function idsOf(page: BuiltPage): Set<string> {
  return new Set(page.elements.map((element) => element.attrs.id).filter((id): id is string => !!id));
}

it("a crawl from / reaches every page and finds no broken link or anchor", () => {
  const broken: string[] = [];
  const reached = new Set<string>(["/"]);
  const queue = ["/"];
  while (queue.length > 0) {
    const route = queue.shift()!;
    const page = pages.get(route)!;
    const getForms = find(page, "form", (attrs) => (attrs.method ?? "get").toLowerCase() === "get" && attrs.action !== undefined);
    const hrefs = [...find(page, "a", (attrs) => attrs.href !== undefined).map((link) => link.attrs.href!), ...getForms.map((form) => form.attrs.action!)];
    for (const href of hrefs) {
      if (/^(mailto:|tel:)/.test(href)) continue;
      const url = new URL(href, `${SITE_URL}${route}`);
      if (url.origin !== SITE_URL) continue; // another site: not ours to check offline
      const target = url.pathname;
      const targetPage = pages.get(target);
      if (!targetPage) {
        // Files that are not pages (RSS, images) must exist in the build.
        if (!fileForPath(target) || STATUS_PAGE_PATHS.includes(target)) broken.push(`${route} -> ${href}`);
        continue;
      }
      if (url.hash && !idsOf(targetPage).has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${route} -> ${href} (no such anchor)`);
      if (!reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  expect(broken).toEqual([]);
  // Every page can be reached by following links from the home page, except those a visitor
  // arrives at by other means: an unknown or removed URL, a sent contact form, a booked meeting.
  const notLinked = [...STATUS_PAGE_PATHS, "/thank-you", "/booking-confirmation"];
  expect([...pages.keys()].filter((route) => !notLinked.includes(route) && !reached.has(route))).toEqual([]);
});
