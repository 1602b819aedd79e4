/**
 * How a new lead finds its owner (ADR 028): the admin's rules, tried in order, each naming the
 * sales accounts that take turns on what it matches; a lead no rule takes goes round-robin to every
 * active sales account. A returning contact stays with its owner. Shared by the server (routing)
 * and the rules editor (the same checks, in words).
 */
import type { Attribution } from "./attribution.ts";

export interface RoutingConditions {
  /** The form's company field was filled in, or left empty. */
  company?: "given" | "empty";
  /** Any of these words in the message (letters compared without case). */
  words?: string[];
  /** The campaign (utm_campaign) of the visit's first or last touch. */
  campaign?: string;
  /** The page the visit first landed on starts with this path, e.g. /pricing. */
  landingPage?: string;
}

export interface RoutingRule {
  /** What the team calls it ("Enterprise deals"), shown on the lead it routed. */
  name: string;
  when: RoutingConditions;
  /** The sales accounts (ids) that take turns on what it matches; away or disabled ones are skipped. */
  owners: string[];
}

export const ROUTING_LIMITS = { rules: 50, name: 80, words: 20, word: 40, value: 200 } as const;

/** What a rule is matched against: the lead as the form and the visit left it. */
export interface RoutedLead {
  company: string;
  message: string;
  attribution: Attribution | null;
}

export function matches(rule: RoutingRule, lead: RoutedLead): boolean {
  const { company, words, campaign, landingPage } = rule.when;
  if (company === "given" && !lead.company.trim()) return false;
  if (company === "empty" && lead.company.trim()) return false;
  if (words?.length) {
    const text = lead.message.toLowerCase();
    if (!words.some((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word.toLowerCase())}($|[^\\p{L}\\p{N}])`, "u").test(text))) return false;
  }
  if (campaign) {
    const campaigns = [lead.attribution?.first.campaign, lead.attribution?.last.campaign].map((value) => value?.toLowerCase());
    if (!campaigns.includes(campaign.toLowerCase())) return false;
  }
  if (landingPage && !(lead.attribution?.first.landingPage ?? "").startsWith(landingPage)) return false;
  return true;
}

/** The first rule that matches the lead and names an account that can take it. */
export function ruleFor(rules: readonly RoutingRule[], lead: RoutedLead, available: ReadonlySet<string>): RoutingRule | undefined {
  return rules.find((rule) => matches(rule, lead) && rule.owners.some((owner) => available.has(owner)));
}

/** The account after `last` among `candidates` (in their order), wrapping around: turns that survive a restart. */
export function nextInTurn(candidates: readonly string[], last: string | null): string | undefined {
  if (!candidates.length) return undefined;
  const index = last ? candidates.indexOf(last) : -1;
  if (index >= 0) return candidates[(index + 1) % candidates.length];
  // The last one left the turn (away, disabled, or another rule's): the first after it in id order.
  const after = last ? candidates.find((candidate) => candidate > last) : undefined;
  return after ?? candidates[0];
}

/** What is wrong with each rule, keyed "0.name", "2.owners"…; empty when the rules can be saved. */
export function routingProblems(rules: readonly RoutingRule[], salesAccounts: ReadonlySet<string>): Partial<Record<string, string>> {
  const problems: Partial<Record<string, string>> = {};
  if (rules.length > ROUTING_LIMITS.rules) problems["rules"] = `Keep it to ${ROUTING_LIMITS.rules} rules or fewer.`;
  rules.forEach((rule, index) => {
    const name = rule.name.trim();
    if (!name) problems[`${index}.name`] = "Give the rule a name, e.g. Enterprise deals.";
    else if (name.length > ROUTING_LIMITS.name) problems[`${index}.name`] = `Keep it to ${ROUTING_LIMITS.name} characters or fewer.`;
    const { company, words = [], campaign, landingPage } = rule.when;
    if (!company && !words.length && !campaign && !landingPage) problems[`${index}.when`] = "Choose at least one condition; leads no rule takes already go to everyone in turn.";
    if (words.length > ROUTING_LIMITS.words || words.some((word) => !word.trim() || word.length > ROUTING_LIMITS.word)) problems[`${index}.words`] = `Up to ${ROUTING_LIMITS.words} words of ${ROUTING_LIMITS.word} characters, separated by commas.`;
    if ((campaign?.length ?? 0) > ROUTING_LIMITS.value) problems[`${index}.campaign`] = `Keep it to ${ROUTING_LIMITS.value} characters or fewer.`;
    if (landingPage && (!landingPage.startsWith("/") || landingPage.length > ROUTING_LIMITS.value)) problems[`${index}.landingPage`] = "Give the page's path, starting with /, e.g. /pricing.";
    if (!rule.owners.length) problems[`${index}.owners`] = "Choose who takes these leads.";
    else if (rule.owners.some((owner) => !salesAccounts.has(owner))) problems[`${index}.owners`] = "Choose sales accounts only.";
  });
  return problems;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
