// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { consentCopy } from "#app/site/content/analytics.ts";
import type { AnalyticsConfig } from "#shared/content/types.ts";
import { ANALYTICS_CONFIG_ID, ANALYTICS_EVENTS, analyticsPolicy } from "#shared/analytics.ts";
import { freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { EVENT_QUEUE_KEY, queuedEvents, track, trackLeaving, type QueuedEvent } from "./analytics-events.ts";
import { CONSENT_KEY, init } from "./analytics.ts";

const plausible: AnalyticsConfig = { provider: "plausible", scriptUrl: "https://plausible.example/js/script.js", domain: "example.com" };
const umami: AnalyticsConfig = { provider: "umami", scriptUrl: "https://umami.example/script.js", websiteId: "0b0a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d" };
const ga4: AnalyticsConfig = { provider: "ga4", measurementId: "G-TEST12345" };
const DAY_MS = 24 * 3600 * 1000;

/** What the provider's script defines once it runs. */
interface ProviderGlobals {
  plausible?: ((name: string, options?: unknown) => void) & { q?: unknown[][] };
  umami?: { track: (name: string, data?: unknown) => void };
  dataLayer?: IArguments[];
  gtag?: (...args: unknown[]) => void;
}
const globals = window as unknown as ProviderGlobals;

// The parts of the page the loader works with, as components/layout/analytics.tsx and the footer render them.
const banner = `
  <section data-consent-banner hidden aria-labelledby="consent-title">
    <h2 id="consent-title" data-consent-title tabindex="-1">${consentCopy.title}</h2>
    <button type="button" data-consent="denied">${consentCopy.reject}</button>
    <button type="button" data-consent="granted">${consentCopy.accept}</button>
  </section>`;
const footer = `<footer><a href="/privacy" data-cookie-settings>Cookie Settings</a></footer>`;

function openPage(config: AnalyticsConfig | null) {
  document.body.innerHTML = footer + (config && analyticsPolicy(config).asksConsent ? banner : "");
  if (config) document.body.insertAdjacentHTML("beforeend", `<script type="application/json" id="${ANALYTICS_CONFIG_ID}">${JSON.stringify(config)}</script>`);
  init();
}
/** The page has loaded (happy-dom's is complete from the start) and the browser is idle. */
const pageLoadedAndIdle = () => vi.advanceTimersByTime(1);
const providerScripts = () => [...document.querySelectorAll<HTMLScriptElement>("head script[src]")];
const bannerShown = () => !document.querySelector<HTMLElement>("[data-consent-banner]")!.hidden;
const answer = (choice: "granted" | "denied") => document.querySelector<HTMLElement>(`[data-consent=${choice}]`)!.click();
const remembered = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? "null") as { choice: string; at: number } | null;
/** What gtag.js reads from its data layer: the calls, as arrays. */
const gtagCalls = () => (globals.dataLayer ?? []).map((call) => [...call]);

freshPageEachTest();
beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2030-05-01T09:00:00Z") });
});
afterEach(() => {
  for (const name of ["plausible", "umami", "dataLayer", "gtag"] as const) delete globals[name];
  for (const cookie of document.cookie.split(";")) document.cookie = `${cookie.split("=")[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe("loading the provider", () => {
  it("a build without a provider loads nothing", () => {
    openPage(null);
    vi.advanceTimersByTime(10_000);
    expect(providerScripts()).toEqual([]);
  });

  it("the provider's script is added once the page has loaded and the browser is idle, never before", () => {
    let whenIdle: (() => void) | undefined;
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => (whenIdle = callback));
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    openPage(plausible);
    expect(whenIdle).toBeUndefined();
    dispatchEvent(new Event("load"));
    expect(providerScripts()).toEqual([]);
    whenIdle!();
    expect(providerScripts().map((script) => script.src)).toEqual([plausible.scriptUrl]);
  });

  it("Plausible gets the site's domain, and events sent before its script runs wait in its queue", () => {
    openPage(plausible);
    pageLoadedAndIdle();
    expect(providerScripts()[0]!.dataset.domain).toBe("example.com");
    expect(providerScripts()[0]!.defer).toBe(true);
    track("pricingPeriodSwitched", { period: "annual" });
    expect(globals.plausible!.q).toEqual([[ANALYTICS_EVENTS.pricingPeriodSwitched.name, { props: { period: "annual" } }]]);
  });

  it("an article heading whose id is 'plausible' does not pass for Plausible itself", () => {
    document.body.innerHTML = `<h2 id="plausible">Is it plausible?</h2>`;
    // What a browser's window.<id> returns until a script defines the name.
    globals.plausible = document.getElementById("plausible") as unknown as ProviderGlobals["plausible"];
    document.body.insertAdjacentHTML("beforeend", `<script type="application/json" id="${ANALYTICS_CONFIG_ID}">${JSON.stringify(plausible)}</script>`);
    init();
    pageLoadedAndIdle();
    track("demoBooked");
    expect(globals.plausible!.q).toEqual([[ANALYTICS_EVENTS.demoBooked.name, undefined]]);
  });

  it("Umami gets its website id, and events wait until its script has run", () => {
    openPage(umami);
    pageLoadedAndIdle();
    const script = providerScripts()[0]!;
    expect(script.dataset.websiteId).toBe(umami.websiteId);
    track("pricingPeriodSwitched", { period: "monthly" });
    const sent = vi.fn();
    globals.umami = { track: sent };
    script.dispatchEvent(new Event("load"));
    track("demoBooked");
    expect(sent.mock.calls).toEqual([
      [ANALYTICS_EVENTS.pricingPeriodSwitched.name, { period: "monthly" }],
      [ANALYTICS_EVENTS.demoBooked.name, undefined],
    ]);
  });

  it("events an earlier page left are sent once the provider is there, and the queue is emptied", () => {
    const previousPage: QueuedEvent[] = [{ event: "contactSent", leftFrom: performance.timeOrigin - 5000 }];
    sessionStorage.setItem(EVENT_QUEUE_KEY, JSON.stringify(previousPage));
    openPage(plausible);
    expect(globals.plausible).toBeUndefined();
    pageLoadedAndIdle();
    expect(globals.plausible!.q).toEqual([[ANALYTICS_EVENTS.contactSent.name, undefined]]);
    expect(queuedEvents()).toEqual([]);
  });

  it("an event this page left as it is being replaced waits for the next page", () => {
    openPage(plausible);
    pageLoadedAndIdle();
    trackLeaving("contactSent");
    track("demoBooked");
    expect(globals.plausible!.q).toEqual([[ANALYTICS_EVENTS.demoBooked.name, undefined]]);
    expect(queuedEvents()).toEqual([{ event: "contactSent", leftFrom: performance.timeOrigin }]);
  });

  it("a choice in a group the page declares a conversion (pricing's period switch) is sent with the value chosen", () => {
    openPage(plausible);
    document.body.insertAdjacentHTML(
      "beforeend",
      `<fieldset data-analytics-change="pricingPeriodSwitched" data-analytics-prop="period">
        <input type="radio" name="billing" value="monthly" checked><input type="radio" name="billing" value="annual">
      </fieldset>
      <input type="checkbox" name="newsletter" value="yes">`,
    );
    pageLoadedAndIdle();
    document.querySelector<HTMLInputElement>("[value=annual]")!.click();
    document.querySelector<HTMLInputElement>("[name=newsletter]")!.click();
    expect(globals.plausible!.q).toEqual([[ANALYTICS_EVENTS.pricingPeriodSwitched.name, { props: { period: "annual" } }]]);
  });

  it("a page prerendered on a hunch (speculation rules) counts only once the visitor is shown it", () => {
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    onTestFinished(() => void delete (document as { prerendering?: boolean }).prerendering);
    openPage(plausible);
    vi.advanceTimersByTime(10_000);
    expect(providerScripts()).toEqual([]);
    document.dispatchEvent(new Event("prerenderingchange"));
    pageLoadedAndIdle();
    expect(providerScripts()).toHaveLength(1);
  });
});

describe("consent asked for the page experiments alone (a cookieless provider, experimentsConsent: required)", () => {
  const asking: AnalyticsConfig = { ...plausible, experimentsConsent: "required" };

  it("the banner asks, and the provider, which sets no cookie, loads without waiting for the answer", () => {
    openPage(asking);
    pageLoadedAndIdle();
    expect(bannerShown()).toBe(true);
    expect(providerScripts().map((script) => script.src)).toEqual([plausible.scriptUrl]);
  });

  it("the answer goes to the server, which lets the visitor into its experiments only on Accept", () => {
    openPage(asking);
    answer("granted");
    expect(bannerShown()).toBe(false);
    expect(document.cookie.split("; ")).toContain("consent=granted");
    answer("denied");
    expect(document.cookie.split("; ")).toContain("consent=denied");
    pageLoadedAndIdle();
    expect(providerScripts()).toHaveLength(1);
  });
});

describe("consent, for a provider that sets cookies (GA4)", () => {
  it("without a choice the banner asks, and nothing loads", () => {
    openPage(ga4);
    vi.advanceTimersByTime(10_000);
    expect(bannerShown()).toBe(true);
    expect(providerScripts()).toEqual([]);
  });

  it("Accept: the banner goes, the choice is kept, and Google loads with analytics storage granted", () => {
    openPage(ga4);
    answer("granted");
    expect(bannerShown()).toBe(false);
    expect(remembered()).toEqual({ choice: "granted", at: Date.now() });
    pageLoadedAndIdle();
    expect(providerScripts().map((script) => script.src)).toEqual([analyticsPolicy(ga4).scriptUrl]);
    expect(gtagCalls()).toEqual([
      ["consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" }],
      ["consent", "update", { analytics_storage: "granted" }],
      ["js", new Date()],
      ["config", ga4.measurementId],
    ]);
  });

  it("events go to Google under its names", () => {
    openPage(ga4);
    answer("granted");
    pageLoadedAndIdle();
    track("contactSent");
    track("pricingPeriodSwitched", { period: "annual" });
    expect(gtagCalls().slice(-2)).toEqual([
      ["event", ANALYTICS_EVENTS.contactSent.ga4, {}],
      ["event", ANALYTICS_EVENTS.pricingPeriodSwitched.ga4, { period: "annual" }],
    ]);
  });

  it("Reject: the banner goes, the choice is kept, nothing loads, and events waiting for an answer are dropped", () => {
    sessionStorage.setItem(EVENT_QUEUE_KEY, JSON.stringify([{ event: "contactSent", leftFrom: 1 }]));
    openPage(ga4);
    answer("denied");
    vi.advanceTimersByTime(10_000);
    expect(bannerShown()).toBe(false);
    expect(remembered()?.choice).toBe("denied");
    // The server learns it too: it leaves the visitor out of its experiments.
    expect(document.cookie.split("; ")).toContain("consent=denied");
    expect(providerScripts()).toEqual([]);
    expect(sessionStorage.getItem(EVENT_QUEUE_KEY)).toBeNull();
  });

  it("a choice made on an earlier page is not asked again: accepted, Google loads at once", () => {
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ choice: "granted", at: Date.now() - 10 * DAY_MS }));
    openPage(ga4);
    pageLoadedAndIdle();
    expect(bannerShown()).toBe(false);
    expect(providerScripts()).toHaveLength(1);
    // Answered before the server was told: told now.
    expect(document.cookie.split("; ")).toContain("consent=granted");
  });

  it("a choice older than 180 days is asked again", () => {
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ choice: "granted", at: Date.now() - 181 * DAY_MS }));
    openPage(ga4);
    vi.advanceTimersByTime(10_000);
    expect(bannerShown()).toBe(true);
    expect(providerScripts()).toEqual([]);
  });

  it("Cookie Settings in the footer opens the banner again, focused, instead of the privacy page", () => {
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ choice: "denied", at: Date.now() }));
    openPage(ga4);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("[data-cookie-settings]")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(bannerShown()).toBe(true);
    expect(document.activeElement).toBe(document.querySelector("[data-consent-title]"));
  });

  it("changing one's mind to Reject stops Google and removes its cookies", () => {
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ choice: "granted", at: Date.now() }));
    openPage(ga4);
    pageLoadedAndIdle();
    document.cookie = "_ga=GA1.1.123.456; path=/";
    document.cookie = "_ga_TEST12345=GS1.1.789; path=/";
    document.cookie = "_gid=GA1.1.42; path=/";
    document.cookie = "theme=dark; path=/";
    document.querySelector<HTMLElement>("[data-cookie-settings]")!.click();
    answer("denied");
    expect(gtagCalls().at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
    // happy-dom drops a cookie set to Max-Age=0 once its clock has moved on, a browser at once.
    vi.advanceTimersByTime(1);
    // Google's go; the site's own stay, and the answer now says no.
    expect(document.cookie).toBe("theme=dark; consent=denied");
  });
});
