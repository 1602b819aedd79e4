// @vitest-environment happy-dom
import { expect, it } from "vitest";
import { typeset } from "#shared/content/typography.ts";
import { arriveAt, freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { seedSection } from "#tests/shared/seed-pages.ts";
import { init } from "./billing.ts";

/** The switch's copy as the pricing page's seed states it and the page shows it. */
const copy = typeset(seedSection("/pricing", "pricing-packages", "packages")).billing;

// The switch as billing-toggle.tsx renders it: the script runs right after the radios, before the announcer.
const radios = `
  <fieldset>
    <legend>${copy.legend}</legend>
    <label><input type="radio" name="billing" value="monthly" checked data-announce="${copy.announceMonthly}">${copy.monthly}</label>
    <label><input type="radio" name="billing" value="annual" data-announce="${copy.announceAnnual}">${copy.annual}</label>
  </fieldset>`;
const announcer = `<p aria-live="polite" data-billing-announcer></p>`;

const radio = (value: string) => document.querySelector<HTMLInputElement>(`input[value=${value}]`)!;
const announced = () => document.querySelector("[data-billing-announcer]")!.textContent;

/** The page up to the script, the script, then the rest of the page. */
function openPricing(path: string) {
  arriveAt(path);
  document.body.innerHTML = radios;
  init();
  document.body.insertAdjacentHTML("beforeend", announcer);
}

freshPageEachTest();

it("a shared ?billing=annual link opens on annual prices", () => {
  openPricing("/pricing?billing=annual");
  expect(radio("annual").checked).toBe(true);
  expect(radio("monthly").checked).toBe(false);
});

it("any other value leaves the default, monthly", () => {
  openPricing("/pricing?billing=yearly");
  expect(radio("monthly").checked).toBe(true);
});

it("choosing annual puts ?billing=annual in the address, keeping the rest of it, without a new history entry", () => {
  openPricing("/pricing?utm_source=newsletter#compare");
  const entries = history.length;
  radio("annual").click();
  expect(location.pathname + location.search + location.hash).toBe("/pricing?utm_source=newsletter&billing=annual#compare");
  expect(history.length).toBe(entries);
});

it("choosing monthly again takes it out of the address", () => {
  openPricing("/pricing?billing=annual");
  radio("monthly").click();
  expect(location.pathname + location.search).toBe("/pricing");
});

it("each choice is announced to screen readers", () => {
  openPricing("/pricing");
  expect(announced()).toBe("");
  radio("annual").click();
  expect(announced()).toBe(copy.announceAnnual);
  radio("monthly").click();
  expect(announced()).toBe(copy.announceMonthly);
});
