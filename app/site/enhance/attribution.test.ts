// @vitest-environment happy-dom
import { expect, it, onTestFinished, vi } from "vitest";
import { ATTRIBUTION_STORAGE_KEY, type RawAttribution } from "#shared/attribution-keys.ts";
import { arriveAt, freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { init } from "./attribution.ts";

freshPageEachTest();

const stored = () => JSON.parse(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "null") as RawAttribution | null;
const cameFrom = (referrer: string) => vi.spyOn(document, "referrer", "get").mockReturnValue(referrer);
const press = () => dispatchEvent(new PointerEvent("pointerdown"));

function previousPage(record: RawAttribution) {
  sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(record));
}
const touch = (page: string, params: Record<string, string> = {}, referrer = "") => ({ page, referrer, params, at: "2030-05-01T09:00:00.000Z" });

it("nothing is stored while the page loads", () => {
  arriveAt("/?utm_source=newsletter");
  init();
  expect(stored()).toBeNull();
});

it("the first press records the landing page as first and last touch, with its campaign and the site it came from", () => {
  arriveAt("/pricing?utm_source=newsletter&utm_campaign=spring&gclid=abc&ref=ignored");
  cameFrom("https://news.example.org/issue-12");
  init();
  press();
  const record = stored()!;
  expect(record.first).toEqual({
    page: "/pricing",
    referrer: "https://news.example.org/issue-12",
    params: { utm_source: "newsletter", utm_campaign: "spring", gclid: "abc" },
    at: expect.any(String),
  });
  expect(record.last).toEqual(record.first);
});

it.each([
  ["a key press", () => dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }))],
  ["the page being hidden (another tab)", () => document.dispatchEvent(new Event("visibilitychange", { bubbles: true }))],
  ["the page being left", () => dispatchEvent(new Event("pagehide"))],
])("%s records it too", (_, event) => {
  arriveAt("/about");
  init();
  event();
  expect(stored()?.first.page).toBe("/about");
});

it("the time recorded is when the visitor arrived, not when the record is written", async () => {
  vi.useFakeTimers({ now: new Date("2030-05-01T09:00:00Z") });
  vi.resetModules();
  const attribution = await import("./attribution.ts");
  arriveAt("/");
  attribution.init();
  vi.setSystemTime(new Date("2030-05-01T09:05:00Z"));
  press();
  expect(stored()?.first.at).toBe("2030-05-01T09:00:00.000Z");
});

it("a later page reached without a campaign or another site keeps the visit's touches", () => {
  const landing = touch("/", { utm_source: "newsletter" });
  previousPage({ first: landing, last: landing });
  arriveAt("/pricing");
  cameFrom(`${location.origin}/`);
  init();
  press();
  expect(stored()).toEqual({ first: landing, last: landing });
});

it("a later page reached through another campaign becomes the last touch; the first stays", () => {
  const landing = touch("/", { utm_source: "newsletter" });
  previousPage({ first: landing, last: landing });
  arriveAt("/booking?utm_source=linkedin&utm_medium=paid");
  init();
  press();
  const record = stored()!;
  expect(record.first).toEqual(landing);
  expect(record.last).toMatchObject({ page: "/booking", params: { utm_source: "linkedin", utm_medium: "paid" } });
});

it("a later page reached from another site becomes the last touch", () => {
  const landing = touch("/");
  previousPage({ first: landing, last: landing });
  arriveAt("/blog");
  cameFrom("https://search.example.com/");
  init();
  press();
  expect(stored()!.last).toMatchObject({ page: "/blog", referrer: "https://search.example.com/" });
});

it("a page another site prerendered is not recorded before the visitor opens it", () => {
  Object.defineProperty(document, "prerendering", { value: true, configurable: true });
  onTestFinished(() => void delete (document as { prerendering?: boolean }).prerendering);
  arriveAt("/?utm_source=search");
  init();
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  expect(stored()).toBeNull();
});
