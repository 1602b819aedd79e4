/**
 * A lead's attribution as labelled facts, the same on the admin app's lead page and in the lead
 * email, so the sales team reads one vocabulary everywhere.
 */
import { attributionCopy as copy } from "#shared/content/attribution.ts";
import { channelLabel, type Attribution, type Touch } from "./attribution.ts";

export type Fact = readonly [label: string, value: string];

/** The facts of one touch that say something (an absent campaign is left out, not shown as "-"). */
export function touchFacts(touch: Touch): Fact[] {
  const facts: [string, string | null][] = [
    [copy.facts.channel, channelLabel(touch)],
    [copy.facts.campaign, touch.campaign],
    [copy.facts.term, touch.term],
    [copy.facts.content, touch.content],
    [copy.facts.landingPage, touch.landingPage],
    [copy.facts.referrer, touch.referrer],
    [copy.facts.clickIds, Object.keys(touch.clickIds).join(", ") || null],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null);
}

/** Touches to show: one when the visit had a single touch, else first and last. */
export function touchesToShow(attribution: Attribution): { title: string; touch: Touch }[] {
  const { first, last } = attribution;
  const same = JSON.stringify({ ...first, at: null }) === JSON.stringify({ ...last, at: null });
  return same ? [{ title: copy.sameTouch, touch: first }] : [{ title: copy.firstTouch, touch: first }, { title: copy.lastTouch, touch: last }];
}

/** "45 s", "12 min", "3 h 5 min", "2 d 4 h". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** The page experiments the visitor saw, as one line: "Home hero: b; Pricing offer: control" (ADR 042); undefined when none. */
export function experimentsSeenLine({ experiments = [] }: Attribution): string | undefined {
  return experiments.length ? experiments.map(({ name, variant }) => `${name}: ${variant}`).join("; ") : undefined;
}

/** The attribution as plain-text lines for the lead email. */
export function attributionLines(attribution: Attribution | null): string[] {
  if (!attribution) return [];
  const lines: string[] = [copy.heading];
  for (const { title, touch } of touchesToShow(attribution)) {
    lines.push(`  ${title}: ${touchFacts(touch).map(([label, value]) => (label === copy.facts.channel ? value : `${label.toLowerCase()} ${value}`)).join(" · ")}`);
  }
  if (attribution.secondsToConvert !== null) lines.push(`  ${copy.timeToConvert}: ${formatDuration(attribution.secondsToConvert)}`);
  const experiments = experimentsSeenLine(attribution);
  if (experiments) lines.push(`  ${copy.experimentsSeen}: ${experiments}`);
  if (attribution.capturedBy === "server") lines.push(`  ${copy.serverOnly}`);
  return lines;
}
