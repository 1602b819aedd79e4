// @vitest-environment happy-dom
import { beforeEach, expect, it, vi, type MockInstance } from "vitest";
import { ANALYTICS_CONFIG_ID } from "#shared/analytics.ts";
import { SCHEDULER_READY_TIMEOUT_MS, schedulerOrigin } from "#app/site/lib/scheduler.ts";
import { arriveAt, freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { EVENT_QUEUE_KEY } from "./analytics-events.ts";
import { KNOWN_VISITOR_KEY } from "#shared/scheduler-prefill.ts";
import { init } from "./scheduler.ts";

// The embed as scheduler-embed.tsx renders it, without its frame (the widget is played by the
// messages below; happy-dom loads no frame: its srcdoc keeps it from complaining about the address).
const embed = `
  <div data-scheduler data-state="loading" data-origin="${schedulerOrigin}" data-ready-timeout="${SCHEDULER_READY_TIMEOUT_MS}">
    <div role="alert" hidden data-scheduler-fallback><h2>The scheduler did not load</h2><a href="/contact">Contact us</a></div>
    <iframe srcdoc="" src="${schedulerOrigin}/demo?embed_type=Inline"></iframe>
  </div>`;

const container = () => document.querySelector<HTMLElement>("[data-scheduler]")!;
const fallbackShown = () => !document.querySelector("[data-scheduler-fallback]")!.hasAttribute("hidden");
const widgetSays = (event: string, origin = schedulerOrigin, payload?: unknown) => dispatchEvent(new MessageEvent("message", { origin, data: { event, payload } }));
const beacons = () => Promise.all(beacon.mock.calls.map(async ([, body]) => JSON.parse(await (body as Blob).text()) as { kind: string; meeting?: string }));
const beaconKinds = async () => (await beacons()).map((body) => body.kind);
const frameUrl = () => new URL(document.querySelector("iframe")!.src);

let beacon: MockInstance<Navigator["sendBeacon"]>;
let assign: MockInstance<Location["assign"]>;

freshPageEachTest();
beforeEach(() => {
  vi.useFakeTimers();
  beacon = vi.spyOn(navigator, "sendBeacon").mockReturnValue(true);
  assign = vi.spyOn(location, "assign").mockImplementation(() => undefined);
  arriveAt("/booking");
  document.body.innerHTML = embed;
  init();
});

it("a message from the widget shows it ready, and the fallback never appears", () => {
  widgetSays("calendly.page_height");
  expect(container().dataset.state).toBe("ready");
  vi.advanceTimersByTime(SCHEDULER_READY_TIMEOUT_MS * 2);
  expect(fallbackShown()).toBe(false);
});

it("a widget that never says it is ready gives way to the fallback with other ways to book", () => {
  vi.advanceTimersByTime(SCHEDULER_READY_TIMEOUT_MS - 1);
  expect(fallbackShown()).toBe(false);
  vi.advanceTimersByTime(1);
  expect(fallbackShown()).toBe(true);
  expect(container().dataset.state).toBe("failed");
});

it("a booked meeting leads to the booking confirmation", () => {
  widgetSays("calendly.event_scheduled");
  expect(assign).toHaveBeenCalledWith("/booking-confirmation");
});

it("the visit to the page is recorded in a task of its own, after the one that creates the frame", async () => {
  expect(beacon).not.toHaveBeenCalled();
  vi.advanceTimersByTime(0);
  expect(await beaconKinds()).toEqual(["booking_visit"]);
});

it("a booked meeting is recorded as a demo booked, naming the meeting so the scheduler's webhook does not count it again", async () => {
  const meeting = "https://api.calendly.com/scheduled_events/EV1/invitees/IN1";
  widgetSays("calendly.event_scheduled", schedulerOrigin, { event: { uri: "https://api.calendly.com/scheduled_events/EV1" }, invitee: { uri: meeting } });
  expect(await beacons()).toEqual([expect.objectContaining({ kind: "demo_booked", meeting })]);
});

it("opens the scheduler with the name and email the contact form just sent, and the visit's campaign, once the frame is parsed", () => {
  sessionStorage.setItem(KNOWN_VISITOR_KEY, JSON.stringify({ name: "Ada Lovelace", email: "ada@example.org" }));
  arriveAt("/booking?utm_source=newsletter&utm_campaign=spring");
  // As the browser runs it: the script while the document is still being parsed, before the frame.
  const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
  document.body.innerHTML = embed.replace(/<iframe[^>]*><\/iframe>/, "");
  init();
  container().insertAdjacentHTML("beforeend", `<iframe srcdoc="" src="${schedulerOrigin}/demo?embed_type=Inline"></iframe>`);
  expect(frameUrl().searchParams.has("email")).toBe(false);
  readyState.mockReturnValue("interactive");
  document.dispatchEvent(new Event("DOMContentLoaded"));
  const params = frameUrl().searchParams;
  expect([params.get("name"), params.get("email"), params.get("utm_source"), params.get("utm_campaign"), params.get("embed_type")]).toEqual([
    "Ada Lovelace",
    "ada@example.org",
    "newsletter",
    "spring",
    "Inline",
  ]);
});

it("leaves the frame alone when nothing is known about the visit", () => {
  const before = frameUrl().href;
  vi.advanceTimersByTime(0);
  expect(frameUrl().href).toBe(before);
});

it("on a build with analytics, a booked meeting is left for the next page to count", () => {
  document.body.insertAdjacentHTML("beforeend", `<script type="application/json" id="${ANALYTICS_CONFIG_ID}">{}</script>`);
  widgetSays("calendly.event_scheduled");
  expect(JSON.parse(sessionStorage.getItem(EVENT_QUEUE_KEY)!)).toEqual([{ event: "demoBooked", leftFrom: performance.timeOrigin }]);
});

it("messages from any other origin count for nothing", () => {
  widgetSays("calendly.event_scheduled", "https://attacker.example");
  widgetSays("calendly.page_height", "https://attacker.example");
  expect(assign).not.toHaveBeenCalled();
  expect(container().dataset.state).toBe("loading");
});
