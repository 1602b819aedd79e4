import { describe, expect, it } from "vitest";
import { normalizeAttribution } from "#shared/attribution.ts";
import { benchmarkForm } from "#tests/shared/benchmark-form.ts";
import { shapeProblem, shownValues } from "./post-shape.ts";
import { hiddenSources, routeOf } from "./route.ts";

const form = benchmarkForm(["enterprise-owner"]);

describe("who takes a built form's lead", () => {
  it("the rule whose field's answer is among its values names the owners; no rule, no owners", () => {
    expect(routeOf(form, { company_size: "501+" })).toEqual({ name: "Enterprise", owners: ["enterprise-owner"] });
    expect(routeOf(form, { company_size: "1-50" })).toBeUndefined();
    expect(routeOf(form, {})).toBeUndefined();
    expect(routeOf({ ...form, routing: [{ name: "Search", field: "interests", values: ["seo"], owners: ["a"] }] }, { interests: ["ads", "seo"] })).toEqual({ name: "Search", owners: ["a"] });
  });
});

describe("where hidden fields are filled from", () => {
  it("the sending page's query, and the visit's touches: the last campaign when it has one, the first page it landed on", () => {
    const recorded = normalizeAttribution(
      {
        first: { page: "/blog/ai", referrer: "https://news.example/", params: { utm_campaign: "launch" }, at: new Date().toISOString() },
        last: { page: "/benchmark", referrer: "", params: {}, at: new Date().toISOString() },
      },
      null,
      new Date(),
      "site.example",
    );
    const sources = hiddenSources(new URL("https://site.example/benchmark?utm_campaign=spring"), recorded);
    expect(sources.query.get("utm_campaign")).toBe("spring");
    expect(sources.attribution).toMatchObject({ utm_campaign: "launch", landing_page: "/blog/ai", referrer: "https://news.example/" });
  });
});

describe("the touch hidden fields read the campaign from", () => {
  const visit = (first: Record<string, string>, last: Record<string, string>) =>
    normalizeAttribution(
      {
        first: { page: "/blog/ai", referrer: "", params: first, at: new Date().toISOString() },
        last: { page: "/benchmark", referrer: "", params: last, at: new Date().toISOString() },
      },
      null,
      new Date(),
      "site.example",
    );
  const utm = (recorded: ReturnType<typeof visit>) => {
    const { utm_source, utm_medium, utm_campaign, utm_term, utm_content } = hiddenSources(undefined, recorded).attribution;
    return { utm_source, utm_medium, utm_campaign, utm_term, utm_content };
  };

  it("is one touch, never a mix: the last with a campaign, else the first with one, else the last", () => {
    const first = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "launch", utm_term: "ai", utm_content: "hero" };
    expect(utm(visit(first, {}))).toEqual({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "launch", utm_term: "ai", utm_content: "hero" });
    expect(utm(visit(first, { utm_source: "linkedin", utm_medium: "paid", utm_campaign: "spring" }))).toEqual({
      utm_source: "linkedin",
      utm_medium: "paid",
      utm_campaign: "spring",
      utm_term: undefined,
      utm_content: undefined,
    });
    expect(utm(visit({}, {}))).toMatchObject({ utm_source: "(direct)", utm_campaign: undefined, utm_term: undefined });
  });
});

describe("a post's shape", () => {
  it("takes text, a list for a group of checkboxes, a number or a tick from JSON; refuses the rest by field, in words", () => {
    expect(shapeProblem(form, { name: "Jane", interests: ["seo"], consent: true })).toBeUndefined();
    expect(shapeProblem(form, { name: ["Jane", "Joe"] })).toEqual({ field: "name", message: "Name was not sent as the form asks: answer it in the form and send it again" });
    expect(shapeProblem(form, { interests: [1, 2] })?.field).toBe("interests");
    expect(shapeProblem(form, { consent: { yes: true } })?.field).toBe("consent");
  });

  it("keeps what the visitor typed into shown fields to show again, bounded, never the honeypot or a hidden field", () => {
    expect(shownValues(form, { name: "x".repeat(30_000), interests: ["seo", 3], website: "bot", utm_campaign: "forged", consent: true })).toEqual({
      name: "x".repeat(20_000),
      interests: ["seo"],
      consent: "true",
    });
  });
});
