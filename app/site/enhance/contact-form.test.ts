// @vitest-environment happy-dom
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi, type Mock, type MockInstance } from "vitest";
import { ContactForm } from "#app/site/components/sections/contact-form.tsx";
import { Toaster } from "#app/ui/toaster.tsx";
import { contactFormCopy as copy } from "#shared/content/contact.ts";
import { ANALYTICS_CONFIG_ID } from "#shared/analytics.ts";
import { ATTRIBUTION_STORAGE_KEY } from "#shared/attribution-keys.ts";
import { CONTACT_ENDPOINT, contactMessages } from "#shared/contact-schema.ts";
import { PROOF_FIELD } from "#shared/forms/proof-of-work.ts";
import { arriveAt, freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { EVENT_QUEUE_KEY } from "./analytics-events.ts";
import { init } from "./contact-form.ts";

const valid = { name: "Jane Smith", email: "jane@example.com", company: "Acme Corp", phone: "+1 555 010 0100", message: "We would like a demo." };
type Field = keyof typeof valid;

const field = (name: Field) => document.querySelector<HTMLInputElement>(`#contact-${name}`)!;
const submitButton = () => document.querySelector<HTMLButtonElement>("button[type=submit]")!;
const errorOf = (name: Field) => document.querySelector(`#contact-${name}-error`)?.textContent ?? null;
const toasts = () => [...document.querySelectorAll("[data-toast]")].map((toast) => toast.textContent);

function fill(values: Partial<typeof valid>) {
  for (const [name, value] of Object.entries(values)) field(name as Field).value = value;
}
const submit = () => submitButton().click();

let fetchMock: Mock<typeof fetch>;
let assign: MockInstance<Location["assign"]>;
/** Lets a pending fetch settle and the script act on it. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

freshPageEachTest();
beforeEach(() => {
  arriveAt("/contact");
  // The form and the toasts' template as the page has them; the script after them.
  document.body.innerHTML = renderToStaticMarkup(createElement(Fragment, null, createElement(ContactForm, { copy }), createElement(Toaster)));
  fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ ok: true }), { status: 201 }));
  vi.stubGlobal("fetch", fetchMock);
  assign = vi.spyOn(location, "assign").mockImplementation(() => undefined);
  init();
});

describe("checked before sending, with the shared rules", () => {
  it("each required field left empty shows its message under it, is marked invalid and described by it; nothing is sent", () => {
    submit();
    for (const [name, message] of [
      ["name", contactMessages.nameRequired],
      ["email", contactMessages.emailInvalid],
      ["message", contactMessages.messageRequired],
    ] as const) {
      expect(errorOf(name)).toBe(message);
      expect(field(name).getAttribute("aria-invalid")).toBe("true");
      expect(field(name).getAttribute("aria-describedby")).toBe(`contact-${name}-error`);
    }
    expect(field("company").hasAttribute("aria-invalid")).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("an error toast names the first problem, and that field takes focus in the middle of the screen", () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, "scrollIntoView");
    fill({ ...valid, email: "jane@" });
    submit();
    expect(toasts()).toEqual([expect.stringContaining(copy.validationTitle)]);
    expect(toasts()[0]).toContain(contactMessages.emailInvalid);
    expect(document.activeElement).toBe(field("email"));
    expect(scrolled.mock.contexts[0]).toBe(field("email"));
    expect(scrolled).toHaveBeenCalledWith({ block: "center" });
  });

  it("a corrected field loses its error on the next try; the others keep theirs", () => {
    submit();
    fill({ name: valid.name });
    submit();
    expect(errorOf("name")).toBeNull();
    expect(field("name").hasAttribute("aria-invalid")).toBe(false);
    expect(field("name").hasAttribute("aria-describedby")).toBe(false);
    expect(errorOf("email")).toBe(contactMessages.emailInvalid);
    expect(errorOf("message")).toBe(contactMessages.messageRequired);
    expect(document.activeElement).toBe(field("email"));
  });

  it("a field past its limit says so, even when the browser's maxlength was bypassed (a paste by script)", () => {
    fill({ ...valid, phone: "1".repeat(21) });
    submit();
    expect(errorOf("phone")).toBe(contactMessages.phoneMax);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("sending", () => {
  it("posts the message as JSON, trimmed, with the honeypot and the visit's attribution, under an idempotency key", async () => {
    const landing = { page: "/", referrer: "https://news.example.org/", params: { utm_source: "newsletter" }, at: "2030-05-01T09:00:00.000Z" };
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ first: landing, last: landing }));
    fill({ ...valid, name: `  ${valid.name}  ` });
    submit();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, request] = fetchMock.mock.calls[0]!;
    expect(url).toBe(CONTACT_ENDPOINT);
    expect(request!.method).toBe("POST");
    expect(new Headers(request!.headers).get("Content-Type")).toBe("application/json");
    expect(new Headers(request!.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(request!.body as string)).toEqual({ ...valid, website: "", attribution: { first: landing, last: landing } });
  });

  it("a form asking for a proof of work sends its solution with the message (ADR 048)", async () => {
    document.querySelector("form")!.insertAdjacentHTML("beforeend", `<input type="hidden" name="${PROOF_FIELD}" value="c29sdmVk">`);
    fill(valid);
    submit();
    await settle();
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({ ...valid, [PROOF_FIELD]: "c29sdmVk" });
  });

  it("while sending, the button says Sending... and is disabled, and pressing it again sends nothing more", () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    fill(valid);
    submit();
    expect(submitButton().textContent).toBe(copy.sending);
    expect(submitButton().disabled).toBe(true);
    document.querySelector("form")!.requestSubmit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("once the message is stored, the visitor goes to /thank-you", async () => {
    fill(valid);
    submit();
    await settle();
    expect(assign).toHaveBeenCalledWith("/thank-you");
  });

  it.each([
    ["the server refuses it", () => fetchMock.mockResolvedValue(new Response("", { status: 503 }))],
    ["the network fails", () => fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))],
  ])("when %s: an error toast, the button as it was, every value kept", async (_, failure) => {
    failure();
    fill(valid);
    submit();
    await settle();
    expect(toasts()).toEqual([expect.stringContaining(copy.errorBody)]);
    expect(submitButton().disabled).toBe(false);
    expect(submitButton().textContent).toBe(copy.submit);
    expect(submitButton().querySelector("svg")).not.toBeNull();
    for (const name of Object.keys(valid) as Field[]) expect(field(name).value).toBe(valid[name]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("no answer within 15 seconds counts as a failure", async () => {
    vi.useFakeTimers();
    // happy-dom's AbortSignal.timeout keeps its own clock, out of the fake timers' reach: the same on theirs.
    vi.spyOn(AbortSignal, "timeout").mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException("signal timed out", "TimeoutError")), ms);
      return controller.signal;
    });
    fetchMock.mockImplementation((_, request) => new Promise((_, reject) => request!.signal!.addEventListener("abort", () => reject(request!.signal!.reason))));
    fill(valid);
    submit();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(submitButton().disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(submitButton().disabled).toBe(false);
    expect(toasts()).toEqual([expect.stringContaining(copy.errorTitle)]);
  });

  it("a retry after a failure carries the same idempotency key, so the message cannot be stored twice", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fill(valid);
    submit();
    await settle();
    submit();
    await settle();
    const keys = fetchMock.mock.calls.map(([, request]) => new Headers(request!.headers).get("Idempotency-Key"));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("on a build with analytics, a sent message is left for the next page to count", async () => {
    document.body.insertAdjacentHTML("beforeend", `<script type="application/json" id="${ANALYTICS_CONFIG_ID}">{}</script>`);
    fill(valid);
    submit();
    await settle();
    expect(JSON.parse(sessionStorage.getItem(EVENT_QUEUE_KEY)!)).toEqual([{ event: "contactSent", leftFrom: performance.timeOrigin }]);
  });
});
