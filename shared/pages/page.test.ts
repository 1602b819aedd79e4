import { describe, expect, it } from "vitest";
import { pageDocument, pathProblem } from "./page.ts";
import { campaignPage as page, pageProblems as problems } from "#tests/shared/page-document.ts";

describe("a page document", () => {
  it("fills what a marketer leaves out: a band's tone, a grid's columns, indexing", () => {
    const parsed = pageDocument.parse(page([{ type: "features", id: "why", items: [{ icon: "zap", title: "Fast", description: "Ships in a day." }] }]));
    expect(parsed).toMatchObject({ noindex: false, nofollow: false, inSitemap: true, sections: [{ tone: "default", columns: 3, style: "card", align: "center" }] });
  });

  it("refuses a price that is not a whole number, a range that goes up, or custom, saying where", () => {
    const offer = (monthly: unknown) => page([{ type: "add-ons", id: "extras", intro: { title: "Extras" }, columns: ["Add-on", "Price", "What"], items: [{ name: "Seats", price: monthly, unit: "/mo", description: "More seats." }] }]);
    expect(problems(offer({ kind: "fixed", amount: 99.5 }))).toEqual(["sections 1 (add-ons) › items 1 › price › amount: Write the price in whole dollars."]);
    expect(problems(offer({ kind: "range", min: 900, max: 600 }))).toEqual(["sections 1 (add-ons) › items 1 › price › max: A price range must go up: the first figure lower than the second."]);
    expect(problems(offer("7,500"))).toEqual(["sections 1 (add-ons) › items 1 › price: Write a price as a number (4000), a range (7500-12000) or custom."]);
    expect(problems(offer({ kind: "custom" }))).toEqual([]);
  });

  it("refuses an address the site keeps for itself, or one written oddly, in words", () => {
    for (const reserved of ["/admin", "/admin/x", "/api", "/api/x", "/blog", "/blog/new-post", "/assets/x", "/images/a", "/preview/t", "/sitemap.xml", "/sitemap-pages", "/robots.txt", "/favicon.ico", "/healthz", "/readyz", "/metrics"]) {
      expect(pathProblem(reserved), reserved).toMatch(/ belongs to the site itself \(.+\); choose another address\.$/);
    }
    expect(pathProblem("/admin/landing")).toBe("/admin belongs to the site itself (the admin app); choose another address.");
    expect(pathProblem("/readyz")).toBe("/readyz belongs to the site itself (the server's readiness probe); choose another address.");
    expect(pathProblem("/sitemap.xml")).toBe("/sitemap.xml belongs to the site itself (the sitemap); choose another address.");
    expect(pathProblem("/Spring Webinar")).toBe("Use lowercase letters, digits and hyphens between slashes, e.g. /campaigns/spring-webinar.");
    expect(pathProblem("spring")).toBe("Start the address with /, e.g. /spring-webinar.");
    for (const free of ["/", "/404", "/pricing", "/campaigns/spring-2027", "/blogger-outreach", "/apis", "/readyz-checklist", "/health", "/metrics-that-matter"]) expect(pathProblem(free), free).toBeUndefined();
  });

  it("refuses two sections with one anchor, a link that could run script, and a type it does not know", () => {
    const hero = { type: "hero", id: "top", title: "Hello", primary: { label: "Go", href: "javascript:alert(1)" } };
    expect(problems(page([hero, { ...hero, primary: undefined }]))).toEqual([
      "sections 1 (hero) › primary › href: Use a path of this site (/pricing), a place on the page (#faq), or a full address (https://…, mailto:, tel:).",
      "sections 2 (hero) › id: Another section on this page is already #top; anchors must differ.",
    ]);
    expect(problems(page([{ type: "carousel", id: "x" }]))).toEqual(["sections 1 (carousel) › type: This section's type is not one the site knows."]);
    expect(problems(page([{ type: "faq", id: "q", colour: "red", items: [{ question: "Why?", answer: "Because." }] }]))).toEqual(['sections 1 (faq): Unrecognized key: "colour"']);
  });
});
