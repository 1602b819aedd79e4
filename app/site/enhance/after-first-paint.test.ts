import { expect, it, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint.ts";

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;

/** A page still loading, whose paint entries and load event the test delivers by hand. */
function loadingPage({ paintTiming }: { paintTiming: boolean }) {
  const loadListeners: (() => void)[] = [];
  let paintCallback: PaintCallback | undefined;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
    constructor(callback: PaintCallback) {
      paintCallback = callback;
    }
    observe() {}
  }
  const view = { PerformanceObserver: FakeObserver, addEventListener: (_: string, listener: () => void) => loadListeners.push(listener) };
  const doc = { readyState: "loading", defaultView: view } as unknown as Document;
  return {
    doc,
    paint: (name: string) => paintCallback?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect() {} }),
    load: () => {
      Object.assign(doc, { readyState: "complete" });
      for (const listener of loadListeners) listener();
    },
  };
}

it("waits for the first contentful paint and then the load event", () => {
  const page = loadingPage({ paintTiming: true });
  const then = vi.fn();
  afterFirstPaint(then, page.doc);
  page.paint("first-paint");
  page.load();
  expect(then).not.toHaveBeenCalled();
  page.paint("first-contentful-paint");
  expect(then).toHaveBeenCalledOnce();
});

it("after a first paint before the load event, waits for the load event", () => {
  const page = loadingPage({ paintTiming: true });
  const then = vi.fn();
  afterFirstPaint(then, page.doc);
  page.paint("first-contentful-paint");
  expect(then).not.toHaveBeenCalled();
  page.load();
  expect(then).toHaveBeenCalledOnce();
});

it("a browser without paint timing goes by the load event alone", () => {
  const page = loadingPage({ paintTiming: false });
  const then = vi.fn();
  afterFirstPaint(then, page.doc);
  expect(then).not.toHaveBeenCalled();
  page.load();
  expect(then).toHaveBeenCalledOnce();
});
