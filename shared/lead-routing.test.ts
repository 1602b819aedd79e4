import { describe, expect, it } from "vitest";
import type { Attribution, Touch } from "./attribution.ts";
import { matches, nextInTurn, routingProblems, ruleFor, type RoutingRule } from "./lead-routing.ts";

const touch = (overrides: Partial<Touch> = {}): Touch => ({ source: "google", medium: "cpc", campaign: null, term: null, content: null, clickIds: {}, landingPage: "/", referrer: null, at: null, ...overrides });
const visit = (first: Partial<Touch>, last: Partial<Touch> = {}): Attribution => ({ version: 1, capturedBy: "browser", first: touch(first), last: touch(last), secondsToConvert: null });
const rule = (when: RoutingRule["when"], owners = ["a"]): RoutingRule => ({ name: "Rule", when, owners });
const lead = { company: "", message: "Hello", attribution: null };

describe("routing rules", () => {
  it("match every condition they name", () => {
    expect(matches(rule({ company: "given" }), { ...lead, company: "Acme" })).toBe(true);
    expect(matches(rule({ company: "given" }), { ...lead, company: "  " })).toBe(false);
    expect(matches(rule({ company: "empty" }), lead)).toBe(true);
    expect(matches(rule({ words: ["SSO", "enterprise"] }), { ...lead, message: "Do you offer sso?" })).toBe(true);
    expect(matches(rule({ words: ["SSO"] }), { ...lead, message: "Ssolutions" })).toBe(false);
    expect(matches(rule({ campaign: "Spring" }), { ...lead, attribution: visit({}, { campaign: "spring" }) })).toBe(true);
    expect(matches(rule({ landingPage: "/pricing" }), { ...lead, attribution: visit({ landingPage: "/pricing?plan=team" }) })).toBe(true);
    expect(matches(rule({ landingPage: "/pricing" }), lead)).toBe(false);
    expect(matches(rule({ company: "given", words: ["demo"] }), { ...lead, company: "Acme", message: "hello" })).toBe(false);
  });

  it("give a lead to the first rule that matches and has someone available", () => {
    const rules = [rule({ company: "given" }, ["away"]), rule({ company: "given" }, ["b"])];
    expect(ruleFor(rules, { ...lead, company: "Acme" }, new Set(["b"]))).toBe(rules[1]);
    expect(ruleFor(rules, lead, new Set(["b"]))).toBeUndefined();
  });

  it("take turns from where the last lead went, even when that account left the turn", () => {
    expect(nextInTurn(["a", "b", "c"], null)).toBe("a");
    expect(nextInTurn(["a", "b", "c"], "a")).toBe("b");
    expect(nextInTurn(["a", "b", "c"], "c")).toBe("a");
    expect(nextInTurn(["a", "c"], "b")).toBe("c");
    expect(nextInTurn(["a", "c"], "d")).toBe("a");
    expect(nextInTurn([], "a")).toBeUndefined();
  });

  it("say what is wrong with a rule in words", () => {
    expect(routingProblems([{ name: " ", when: {}, owners: [] }, rule({ landingPage: "pricing", words: [""] }, ["editor"])], new Set(["a"]))).toEqual({
      "0.name": "Give the rule a name, e.g. Enterprise deals.",
      "0.when": "Choose at least one condition; leads no rule takes already go to everyone in turn.",
      "0.owners": "Choose who takes these leads.",
      "1.words": "Up to 20 words of 40 characters, separated by commas.",
      "1.landingPage": "Give the page's path, starting with /, e.g. /pricing.",
      "1.owners": "Choose sales accounts only.",
    });
  });
});
