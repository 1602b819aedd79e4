/**
 * The analytics loader, inlined only on a build with a provider (shared/analytics.ts). It adds the
 * provider's script once the page has loaded and the browser is idle, never before first paint, and
 * for a provider that sets cookies only after the visitor accepts in the consent banner, which it
 * shows until they choose (also when only the page experiments ask) and reopens from the footer's
 * Cookie Settings. Queued conversion events
 * (app/site/enhance/analytics-events.ts) are sent once the provider is there.
 */
import { ANALYTICS_CONFIG_ID, ANALYTICS_EVENTS, CONSENT_COOKIE, analyticsPolicy, type AnalyticsConfig } from "#shared/analytics.ts";
import { EVENT_QUEUE_KEY, FLUSH_EVENT, queuedEvents, thisDocument, track } from "./analytics-events.ts";

export const CONSENT_KEY = "analytics-consent";
/** A choice is asked again after this long (regulators expect it to be renewed, not kept forever). */
const CONSENT_MAX_AGE_MS = 180 * 24 * 3600 * 1000;

type Send = (event: (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS], props?: Record<string, string>) => void;

interface ProviderGlobals {
  plausible?: ((name: string, options?: { props?: Record<string, string> }) => void) & { q?: unknown[] };
  umami?: { track: (name: string, data?: Record<string, string>) => void };
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}
const globals = window as unknown as ProviderGlobals;

/**
 * An element whose id is "plausible", "umami", "gtag" or "dataLayer" (an article's heading anchor,
 * say) is what `window.<id>` returns until a script defines the name: only a value of the right
 * kind counts as the provider's.
 */
const isFunction = (value: unknown): value is (...args: never[]) => unknown => typeof value === "function";
const umamiReady = () => isFunction((globals.umami as { track?: unknown } | undefined)?.track);

function addScript(src: string, attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement("script");
  script.src = src;
  script.defer = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
  return script;
}

function loadProvider(config: AnalyticsConfig, scriptUrl: string): Send {
  if (config.provider === "plausible") {
    // Plausible's documented queue: calls made before its script runs are replayed by it.
    if (!isFunction(globals.plausible)) {
      globals.plausible = Object.assign((...args: unknown[]) => void (globals.plausible!.q ??= []).push(args), { q: [] as unknown[] });
    }
    addScript(scriptUrl, { "data-domain": config.domain });
    return (event, props) => globals.plausible!(event.name, props ? { props } : undefined);
  }
  if (config.provider === "umami") {
    const waiting: Parameters<Send>[] = [];
    const script = addScript(scriptUrl, { "data-website-id": config.websiteId });
    script.addEventListener("load", () => {
      if (umamiReady()) for (const [event, props] of waiting.splice(0)) globals.umami!.track(event.name, props);
    });
    return (event, props) => (umamiReady() ? globals.umami!.track(event.name, props) : waiting.push([event, props]));
  }
  grantGoogle(config.measurementId);
  addScript(scriptUrl);
  return (event, props) => globals.gtag!("event", event.ga4, props ?? {});
}

/** Google's consent mode: everything denied by default, analytics granted because the visitor accepted. */
function grantGoogle(measurementId: string) {
  if (!Array.isArray(globals.dataLayer)) globals.dataLayer = [];
  // gtag.js reads Arguments objects from the data layer, not arrays.
  if (!isFunction(globals.gtag)) {
    globals.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js requires the arguments object itself
      globals.dataLayer!.push(arguments);
    };
  }
  globals.gtag("consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" });
  globals.gtag("consent", "update", { analytics_storage: "granted" });
  globals.gtag("js", new Date());
  globals.gtag("config", measurementId);
}

/** A change of mind: Google stops, and its cookies (on this host and the parent domains) go. */
function revokeGoogle() {
  if (isFunction(globals.gtag)) globals.gtag("consent", "update", { analytics_storage: "denied" });
  const labels = location.hostname.split(".");
  const domains = labels.map((_, index) => labels.slice(index).join("."));
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]!.trim();
    if (!/^_ga(_|$)|^_gid$/.test(name)) continue;
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
}

function storedConsent(): "granted" | "denied" | null {
  try {
    const stored = JSON.parse(localStorage.getItem(CONSENT_KEY) ?? "null") as { choice?: string; at?: number } | null;
    if (stored && (stored.choice === "granted" || stored.choice === "denied") && Date.now() - (stored.at ?? 0) < CONSENT_MAX_AGE_MS) return stored.choice;
  } catch {
    // Storage off: ask on every page, load nothing until asked.
  }
  return null;
}

/** The answer where the server sees it too (a first-party cookie that says only the answer). */
function tellServer(choice: "granted" | "denied") {
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_MS / 1000}; Path=/; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
}

function setUpConsent(onGranted: () => void) {
  const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
  const choice = storedConsent();
  if (choice === "granted") onGranted();
  // Answered before the server was told.
  if (choice && !document.cookie.split("; ").includes(`${CONSENT_COOKIE}=${choice}`)) tellServer(choice);
  if (!banner) return;
  if (choice === null) banner.hidden = false;
  banner.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-consent]");
    if (!button) return;
    const granted = button.dataset.consent === "granted";
    try {
      localStorage.setItem(CONSENT_KEY, JSON.stringify({ choice: granted ? "granted" : "denied", at: Date.now() }));
    } catch {
      // Remembered for this page only.
    }
    tellServer(granted ? "granted" : "denied");
    banner.hidden = true;
    if (granted) onGranted();
    else {
      revokeGoogle();
      // Events waiting for an answer are dropped with it.
      try {
        sessionStorage.removeItem(EVENT_QUEUE_KEY);
      } catch {
        // Nothing stored, nothing to drop.
      }
    }
  });
  // Cookie Settings in the footer: the banner again, focused, instead of the privacy page it links to.
  for (const link of document.querySelectorAll<HTMLElement>("[data-cookie-settings]")) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      banner.hidden = false;
      banner.querySelector<HTMLElement>("[data-consent-title]")?.focus();
    });
  }
}

/**
 * A choice in a group the markup names as a conversion (`data-analytics-change="<event>"`, with the
 * property that carries the chosen value in `data-analytics-prop`): pricing's monthly / annual
 * switch. Sent from here so that pages carry no analytics code on a build without a provider.
 */
function trackDeclaredChanges() {
  document.addEventListener("change", (event) => {
    const input = event.target as HTMLInputElement;
    const group = input.closest<HTMLElement>("[data-analytics-change]");
    const name = group?.dataset.analyticsChange;
    if (!group || !name || !(name in ANALYTICS_EVENTS)) return;
    track(name as keyof typeof ANALYTICS_EVENTS, { [group.dataset.analyticsProp ?? input.name]: input.value });
  });
}

function start(config: AnalyticsConfig) {
  const policy = analyticsPolicy(config);
  let send: Send | undefined;
  const flush = () => {
    if (!send) return;
    // An event queued by this page as it is being left waits for the next page: a request sent now
    // would be cancelled by the navigation.
    const queued = queuedEvents();
    const now = queued.filter((item) => item.leftFrom !== thisDocument());
    try {
      sessionStorage.setItem(EVENT_QUEUE_KEY, JSON.stringify(queued.filter((item) => item.leftFrom === thisDocument())));
    } catch {
      return;
    }
    for (const { event, props } of now) if (event in ANALYTICS_EVENTS) send(ANALYTICS_EVENTS[event], props);
  };
  addEventListener(FLUSH_EVENT, flush);
  trackDeclaredChanges();
  const load = () => {
    if (send) return;
    send = loadProvider(config, policy.scriptUrl);
    flush();
  };
  // After the page's own load, when the browser is idle: the provider never competes with first paint.
  const later = () => {
    const idle = () => ("requestIdleCallback" in window ? requestIdleCallback(load, { timeout: 3000 }) : setTimeout(load, 1));
    if (document.readyState === "complete") idle();
    else addEventListener("load", idle, { once: true });
  };
  // The banner may ask for the experiments alone: a cookieless provider loads whatever the answer.
  if (policy.asksConsent) setUpConsent(policy.needsConsent ? later : () => undefined);
  if (!policy.needsConsent) later();
}

/** Starts the provider the page's settings name (its JSON script element), if any. */
export function init() {
  const element = document.getElementById(ANALYTICS_CONFIG_ID);
  if (!element?.textContent) return;
  const config = JSON.parse(element.textContent) as AnalyticsConfig;
  // A page prerendered on a hunch (speculation rules, a search engine) counts once it is shown.
  if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener("prerenderingchange", () => start(config), { once: true });
  else start(config);
}
