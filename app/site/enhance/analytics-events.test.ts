// @vitest-environment happy-dom
import { expect, it, vi } from "vitest";
import { ANALYTICS_CONFIG_ID } from "#shared/analytics.ts";
import { freshPageEachTest, storageRefused } from "#tests/shared/fresh-page.ts";
import { EVENT_QUEUE_KEY, FLUSH_EVENT, queuedEvents, track, trackLeaving } from "./analytics-events.ts";

freshPageEachTest();

/** A build with a provider renders its settings in every page (components/layout/analytics.tsx). */
const withProvider = () => document.body.insertAdjacentHTML("beforeend", `<script type="application/json" id="${ANALYTICS_CONFIG_ID}">{}</script>`);
const flushRequests = () => {
  const listener = vi.fn();
  addEventListener(FLUSH_EVENT, listener);
  return listener;
};

it("without a provider on the page, an event is neither kept nor sent", () => {
  const flush = flushRequests();
  track("pricingPeriodSwitched", { period: "annual" });
  trackLeaving("contactSent");
  expect(sessionStorage.getItem(EVENT_QUEUE_KEY)).toBeNull();
  expect(flush).not.toHaveBeenCalled();
});

it("an event is kept with its properties, and the page's loader is asked to send it now", () => {
  withProvider();
  const flush = flushRequests();
  track("pricingPeriodSwitched", { period: "annual" });
  expect(queuedEvents()).toEqual([{ event: "pricingPeriodSwitched", props: { period: "annual" } }]);
  expect(flush).toHaveBeenCalledTimes(1);
});

it("an event sent as the page is left is kept for the next page, marked as this page's, and not sent now", () => {
  withProvider();
  const flush = flushRequests();
  trackLeaving("contactSent");
  expect(queuedEvents()).toEqual([{ event: "contactSent", leftFrom: performance.timeOrigin }]);
  expect(flush).not.toHaveBeenCalled();
});

it("a page firing events in a loop keeps only the last 20", () => {
  withProvider();
  for (let index = 0; index < 25; index += 1) track("pricingPeriodSwitched", { period: String(index) });
  expect(queuedEvents().map((queued) => queued.props?.period)).toEqual(Array.from({ length: 20 }, (_, index) => String(index + 5)));
});

it("with storage off, an event is dropped and the page carries on", () => {
  withProvider();
  storageRefused();
  const flush = flushRequests();
  expect(() => track("pricingPeriodSwitched", { period: "annual" })).not.toThrow();
  expect(flush).not.toHaveBeenCalled();
});
