// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, expect, it, vi } from "vitest";
import { Toaster } from "#app/ui/toaster.tsx";
import { freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { showErrorToast } from "./toaster.ts";

freshPageEachTest();
beforeEach(() => {
  vi.useFakeTimers();
  // The region and the toast's template as the page has them.
  document.body.innerHTML = renderToStaticMarkup(createElement(Toaster));
});

const toasts = () => [...document.querySelectorAll<HTMLElement>("[data-toasts] > *")];
const titles = () => toasts().map((toast) => toast.querySelector("[data-toast-title]")!.textContent);

it("shows the title and the description as an alert", () => {
  showErrorToast("Error", "Failed to send message. Please try again.");
  expect(toasts()).toHaveLength(1);
  expect(toasts()[0]!.getAttribute("role")).toBe("alert");
  expect(toasts()[0]!.querySelector("[data-toast-title]")!.textContent).toBe("Error");
  expect(toasts()[0]!.querySelector("[data-toast-description]")!.textContent).toBe("Failed to send message. Please try again.");
});

it("shows the newest first and three at most", () => {
  for (const title of ["first", "second", "third", "fourth"]) showErrorToast(title, "");
  expect(titles()).toEqual(["fourth", "third", "second"]);
});

it("closes itself after six seconds", () => {
  showErrorToast("Error", "");
  vi.advanceTimersByTime(5999);
  expect(toasts()).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(toasts()).toHaveLength(0);
});

it("stays while the pointer is on it, and closes six seconds after it leaves", () => {
  showErrorToast("Error", "");
  const toast = toasts()[0]!;
  vi.advanceTimersByTime(3000);
  toast.dispatchEvent(new PointerEvent("pointerenter"));
  vi.advanceTimersByTime(60_000);
  expect(toasts()).toHaveLength(1);
  toast.dispatchEvent(new PointerEvent("pointerleave"));
  vi.advanceTimersByTime(5999);
  expect(toasts()).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(toasts()).toHaveLength(0);
});

it("stays while focus is in it (on its close button), and closes six seconds after focus leaves", () => {
  showErrorToast("Error", "");
  const close = toasts()[0]!.querySelector<HTMLElement>("[data-toast-close]")!;
  close.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  vi.advanceTimersByTime(60_000);
  expect(toasts()).toHaveLength(1);
  close.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  vi.advanceTimersByTime(6000);
  expect(toasts()).toHaveLength(0);
});

it("its close button closes it at once", () => {
  showErrorToast("first", "");
  showErrorToast("second", "");
  toasts()[1]!.querySelector<HTMLElement>("[data-toast-close]")!.click();
  expect(titles()).toEqual(["second"]);
});
