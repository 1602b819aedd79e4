// @vitest-environment happy-dom
import { beforeEach, expect, it, vi, type MockInstance } from "vitest";
import { ANALYTICS_CONFIG_ID } from "#app/lib/analytics.ts";
import { SCHEDULER_READY_TIMEOUT_MS, schedulerOrigin } from "#app/lib/scheduler.ts";
import { arriveAt, freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { EVENT_QUEUE_KEY } from "./analytics-events.ts";
import { init } from "./scheduler.ts";

// The embed as scheduler-embed.tsx renders it, without its frame (the widget is played by the
// messages below; happy-dom loads no frame).
const embed = `
  <div data-scheduler data-state="loading" data-origin="${schedulerOrigin}" data-ready-timeout="${SCHEDULER_READY_TIMEOUT_MS}">
    <div role="alert" hidden data-scheduler-fallback><h2>The scheduler did not load</h2><a href="/contact">Contact us</a></div>
  </div>`;

const container = () => document.querySelector<HTMLElement>("[data-scheduler]")!;
const fallbackShown = () => !document.querySelector("[data-scheduler-fallback]")!.hasAttribute("hidden");
const widgetSays = (event: string, origin = schedulerOrigin) => dispatchEvent(new MessageEvent("message", { origin, data: { event } }));
const beaconKinds = () => Promise.all(beacon.mock.calls.map(async ([, body]) => JSON.parse(await (body as Blob).text()).kind as string));

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

it("a booked meeting is recorded as a demo booked", async () => {
  widgetSays("calendly.event_scheduled");
  expect(await beaconKinds()).toEqual(["demo_booked"]);
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
