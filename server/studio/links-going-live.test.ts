import { describe, expect, it } from "vitest";
import { pageDocument } from "#shared/pages/page.ts";
import { pageLinks, postLinks } from "./links-going-live.ts";

describe("the links a document shows", () => {
  it("reads a page's buttons with their labels, its formatted text and its breadcrumbs, by field; not a hidden section's", () => {
    const page = pageDocument.parse({
      path: "/spring-webinar",
      title: "Spring webinar",
      description: "Join us.",
      breadcrumbs: [{ name: "Events", path: "/events" }],
      sections: [
        { type: "cta-band", id: "join", title: "Join", body: "Seats are few.", primary: { label: "Book a seat", href: "/booking" }, secondary: { label: "Mail us", href: "mailto:team@example.com" } },
        { type: "rich-text", id: "story", markdown: "Read [the agenda](/agenda) first." },
        { type: "cta-band", id: "later", hidden: true, title: "Later", body: "Not yet.", primary: { label: "Not shown", href: "/not-shown" } },
      ],
    });
    expect(pageLinks(page)).toEqual([
      { field: "sections.0.primary.href", href: "/booking", text: "Book a seat" },
      { field: "sections.0.secondary.href", href: "mailto:team@example.com", text: "Mail us" },
      { field: "sections.1.markdown", href: "/agenda", text: "the agenda" },
      { field: "breadcrumbs.0.path", href: "/events", text: "Events" },
    ]);
  });

  it("reads a post's text", () => {
    const fields = { body: "See [pricing](/pricing)." } as Parameters<typeof postLinks>[0];
    expect(postLinks(fields)).toEqual([{ field: "body", href: "/pricing", text: "pricing" }]);
  });
});
