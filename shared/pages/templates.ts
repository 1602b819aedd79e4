/**
 * What a new page starts from: a blank page, a product page, a campaign landing page with a
 * contact form. Every value it fills for the marketer to write, figures included, is a placeholder
 * (placeholders.ts) that says what to write; a page cannot be published until each is replaced
 * (templateLeftovers). What it keeps as it is: the calls to action, the contact form's copy, choices.
 */
import { contactCopy, contactFormCopy } from "#shared/content/contact.ts";
import type { PageDocumentInput } from "./page.ts";
import { isPlaceholder, placeholder } from "./placeholders.ts";
import type { SectionInput } from "./sections.ts";

export const PAGE_TEMPLATES = ["blank", "product", "campaign"] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

export const TEMPLATE_INFO: Record<PageTemplate, { label: string; description: string }> = {
  blank: { label: "Blank page", description: "A headline and a call to action; add the sections you need." },
  product: { label: "Product page", description: "Hero with a product mock, how it works, features, benefits, results and a closing call to action." },
  campaign: { label: "Campaign landing page", description: "A focused page for one offer: hero, three reasons, a proof line, the contact form and an FAQ. Hidden from search engines by default." },
};

const closing: SectionInput = {
  type: "cta-band",
  id: "closing-cta",
  title: placeholder("the closing headline"),
  body: placeholder("one sentence that asks for the meeting"),
  primary: { label: "Book a Demo", href: "/booking" },
};

const contactForm: SectionInput = {
  type: "contact-form",
  id: "contact",
  label: "Send us a message",
  form: {
    heading: contactFormCopy.heading,
    intro: contactFormCopy.intro,
    labels: contactFormCopy.labels,
    placeholders: contactFormCopy.placeholders,
    honeypotLabel: contactFormCopy.honeypotLabel,
    submit: contactFormCopy.submit,
    privacyNote: contactFormCopy.privacyNote,
    privacyLink: contactFormCopy.privacyLink,
  },
  details: contactCopy,
};

const feature = (n: number) => ({ icon: "sparkles" as const, title: placeholder(`reason ${n}`), description: placeholder(`what reason ${n} means for the buyer`) });

function sections(template: PageTemplate, title: string): SectionInput[] {
  const hero = { type: "hero" as const, id: "hero", title, lead: placeholder("the promise in one or two sentences") };
  switch (template) {
    case "blank":
      return [{ ...hero, primary: { label: "Book a Demo", href: "/booking" } }];
    case "product":
      return [
        {
          ...hero,
          eyebrow: placeholder("the product's name"),
          primary: { label: "Book a Demo", href: "/booking" },
          secondary: { label: "View Pricing", href: "/pricing" },
          visual: "mock",
          mock: {
            title: placeholder("the mock's title"),
            subtitle: placeholder("what it shows"),
            rows: [{ label: placeholder("a row"), meta: placeholder("its detail"), status: placeholder("its status"), tone: "success" }],
            footer: { label: placeholder("a total"), value: placeholder("the figure") },
          },
        },
        {
          type: "explainer",
          id: "explainer",
          intro: { title: placeholder("how it works") },
          paragraphs: [placeholder("what the product does")],
          stages: [{ title: placeholder("the first stage"), description: placeholder("what happens in it") }],
        },
        { type: "features", id: "features", tone: "muted", intro: { title: placeholder("the features' heading") }, items: [feature(1), feature(2), feature(3)] },
        { type: "checklist", id: "benefits", intro: { title: placeholder("the benefits' heading") }, items: [placeholder("a benefit")] },
        {
          type: "table",
          id: "metrics",
          intro: { title: placeholder("the results' heading") },
          table: { caption: placeholder("what the table shows"), columns: ["Metric", "Result"], rows: [[placeholder("a metric"), placeholder("its result")]] },
        },
        closing,
      ];
    case "campaign":
      return [
        { ...hero, eyebrow: placeholder("the campaign's name"), primary: { label: "Talk to us", href: "#contact" } },
        { type: "features", id: "reasons", intro: { title: placeholder("why this offer") }, items: [feature(1), feature(2), feature(3)] },
        { type: "stats", id: "proof", items: [{ value: placeholder("the figure"), label: placeholder("a result customers measured") }] },
        contactForm,
        { type: "faq", id: "faq", intro: { title: "Frequently asked questions" }, items: [{ question: placeholder("a question buyers ask"), answer: placeholder("its answer") }] },
      ];
  }
}

/** A new page at `path` from `template`, titled `title`: a draft, valid as it stands. */
export function pageFromTemplate(template: PageTemplate, path: string, title: string): PageDocumentInput {
  const campaign = template === "campaign";
  return {
    path,
    title,
    description: placeholder("the one or two sentences search results and share cards show under the title"),
    ...(campaign && { noindex: true, inSitemap: false }),
    sections: sections(template, title),
  };
}

/** Why a page cannot go to review or to the site yet, in words: the placeholders still in it (its sections and description); undefined when none is. */
export function unfinishedProblem(document: Pick<PageDocumentInput, "sections" | "description">): string | undefined {
  const left = templateLeftovers(shownSections(document.sections), "sections").concat(templateLeftovers({ description: document.description }));
  if (!left.length) return undefined;
  return `Replace the template's placeholder copy first: ${left.slice(0, 5).join("; ")}${left.length > 5 ? ` and ${left.length - 5} more` : ""}.`;
}

/** The same places by the path the editor keys a field's problem by ("sections.0.lead"): the studio names and opens each. */
export function unfinishedFields(document: Pick<PageDocumentInput, "sections" | "description">): Record<string, string> {
  const paths = leftoverPaths(shownSections(document.sections), ["sections"]).concat(leftoverPaths({ description: document.description }));
  return Object.fromEntries(paths.map((path) => [path.join("."), "Replace the template's placeholder with your own words."]));
}

/** The sections a visitor sees, each at its index: a hidden one's placeholders never reach the site, so they hold nothing back. */
const shownSections = (sections: PageDocumentInput["sections"]) => sections.map((section) => (section.hidden ? null : section));

/** Where a template's placeholders are still in the page ("sections 2 › items 1 › title"), for the publish check. */
export function templateLeftovers(value: unknown, at = ""): string[] {
  return leftoverPaths(value).map((path) => path.reduce<string>((words, key) => (typeof key === "number" ? `${words} ${key + 1}`.trim() : words ? `${words} › ${key}` : key), at) || "the page");
}

function leftoverPaths(value: unknown, at: ReadonlyArray<string | number> = []): Array<Array<string | number>> {
  if (isPlaceholder(value)) return [[...at]];
  if (typeof value === "string") return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => leftoverPaths(item, [...at, index]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => leftoverPaths(item, [...at, key]));
  return [];
}
