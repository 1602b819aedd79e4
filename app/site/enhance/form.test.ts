// @vitest-environment happy-dom
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi, type Mock, type MockInstance } from "vitest";
import { BuiltForm, FormThanksPanel } from "#app/site/components/sections/built-form.tsx";
import { benchmarkForm } from "#tests/shared/benchmark-form.ts";
import { arriveAt, freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { init } from "./form.ts";

const form = { id: 7, version: 1, document: benchmarkForm() };
const control = (key: string) => document.querySelector<HTMLInputElement>(`#report-${key}`)!;
const errorOf = (key: string) => document.querySelector(`#report-${key}-error`)?.textContent ?? null;
const alertText = () => document.querySelector("#report-alert")?.textContent ?? "";
const settle = () => new Promise((resolve) => setTimeout(resolve));

function fillValid() {
  control("name").value = "Jane Smith";
  control("email").value = "jane@acme.example";
  document.querySelector<HTMLSelectElement>("#report-company_size")!.value = "501+";
  control("interests").checked = true;
  control("consent").checked = true;
}
const submit = () => document.querySelector<HTMLButtonElement>("button[type=submit]")!.click();

let fetchMock: Mock<typeof fetch>;
let assign: MockInstance<Location["assign"]>;
const answer = (status: number, body: unknown) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

freshPageEachTest();
beforeEach(() => {
  arriveAt("/benchmark?utm_campaign=spring");
  const template = createElement("template", { "data-form-thanks": "report" }, createElement(FormThanksPanel, { thanks: { heading: "" }, anchor: "report" }));
  document.body.innerHTML = renderToStaticMarkup(createElement(Fragment, null, createElement(BuiltForm, { form, anchor: "report", page: "/benchmark" }), template));
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
  assign = vi.spyOn(location, "assign").mockImplementation(() => undefined);
  // The form's analytics (form-analytics.test.ts): no beacon leaves the test.
  vi.spyOn(navigator, "sendBeacon").mockReturnValue(true);
  init();
});

describe("checked as the visitor goes, with the server's rules and words", () => {
  it("a wrong email shows its error beside the field once they leave it, and clears as they fix it", () => {
    control("email").value = "jane@";
    control("email").dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(errorOf("email")).toBe("Please enter a valid email address");
    expect(control("email").getAttribute("aria-invalid")).toBe("true");
    expect(control("email").getAttribute("aria-describedby")).toBe("report-email-error");
    control("email").value = "jane@acme.example";
    control("email").dispatchEvent(new Event("input", { bubbles: true }));
    expect(errorOf("email")).toBe("");
    expect(control("email").hasAttribute("aria-invalid")).toBe(false);
  });

  it("on submit, every problem beside its field, the first named in the alert and focused; nothing is sent", () => {
    submit();
    expect(errorOf("name")).toBe("Name is required");
    expect(errorOf("consent")).toBe("Tick this box to continue");
    expect(alertText()).toBe("Validation ErrorName is required");
    expect(document.activeElement).toBe(control("name"));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("a form translated into German (ADR 054)", () => {
  it("says its rules' messages, alert title and sending state in German, from its markup", () => {
    const german = {
      ...form,
      id: 8,
      translation: { locale: "de", of: 7 },
      document: { ...form.document, fields: form.document.fields.map((field) => ({ ...field, label: field.key === "name" ? "Ihr Name" : field.label })) },
    };
    document.body.innerHTML = renderToStaticMarkup(createElement(BuiltForm, { form: german, anchor: "report", page: "/de/benchmark" }));
    init();
    control("email").value = "jane@";
    control("email").dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(errorOf("email")).toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein");
    submit();
    expect(errorOf("name")).toBe("Ihr Name ist ein Pflichtfeld");
    expect(alertText()).toBe("EingabefehlerIhr Name ist ein Pflichtfeld");
    fillValid();
    control("job_title").value = "x".repeat(81);
    control("job_title").dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(errorOf("job_title")).toBe("Job title darf höchstens 80 Zeichen lang sein");
  });
});

describe("sent without leaving the page", () => {
  it("posts JSON with one Idempotency-Key, the page's address and the answers, then shows the thank-you and the download in the form's place", async () => {
    answer(201, { id: "x", thanks: { heading: "Your benchmark is ready", body: "Thank you!", download: { href: "/downloads/f?sig=1", label: "Download the benchmark (PDF)" } } });
    fillValid();
    submit();
    await settle();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${location.origin}/api/forms/7`);
    expect((init!.headers as Record<string, string>)["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(init!.body as string)).toMatchObject({
      name: "Jane Smith",
      email: "jane@acme.example",
      company_size: "501+",
      interests: ["seo"],
      consent: true,
      job_title: "",
      website: "",
      page: "/benchmark?utm_campaign=spring",
    });
    expect(document.querySelector("form")).toBeNull();
    const heading = document.querySelector("[data-thanks-heading]")!;
    expect([heading.textContent, document.activeElement]).toEqual(["Your benchmark is ready", heading]);
    const link = document.querySelector<HTMLAnchorElement>("[data-thanks-download]")!;
    expect([link.getAttribute("href"), link.textContent, link.hidden]).toEqual(["/downloads/f?sig=1", "Download the benchmark (PDF)", false]);
    expect(document.querySelector<HTMLAnchorElement>("[data-thanks-next]")!.hidden).toBe(true);
  });

  it("gives the download before the form's thank-you page, with the way on to it, instead of leaving at once", async () => {
    // The server draws that way on into the panel's template: the script only shows the panel.
    const template = createElement("template", { "data-form-thanks": "report" }, createElement(FormThanksPanel, { thanks: { heading: "", next: "/thank-you" }, anchor: "report" }));
    document.querySelector("template")!.outerHTML = renderToStaticMarkup(template);
    answer(201, { id: "x", thanks: { heading: "Your download is ready", download: { href: "/downloads/f?sig=1", label: "Download the benchmark (PDF)" }, next: "/thank-you" } });
    fillValid();
    submit();
    await settle();
    expect(assign).not.toHaveBeenCalled();
    const link = document.querySelector<HTMLAnchorElement>("[data-thanks-download]")!;
    expect([link.getAttribute("href"), link.hidden]).toEqual(["/downloads/f?sig=1", false]);
    const next = document.querySelector<HTMLAnchorElement>("[data-thanks-next]")!;
    expect([next.getAttribute("href"), next.textContent, next.hidden]).toEqual(["/thank-you", "Continue", false]);
  });

  it("shows the server's refusal beside its field, keeps every value, and sends a retry with the same key", async () => {
    answer(422, { error: "Please use your work email address", field: "email", fields: { email: "Please use your work email address" } });
    fillValid();
    submit();
    await settle();
    expect(errorOf("email")).toBe("Please use your work email address");
    expect(document.activeElement).toBe(control("email"));
    expect(control("name").value).toBe("Jane Smith");
    answer(503, { error: "We could not save your message just now." });
    submit();
    await settle();
    expect(alertText()).toBe("ErrorWe could not save your message just now.");
    const keys = fetchMock.mock.calls.map(([, init]) => (init!.headers as Record<string, string>)["Idempotency-Key"]);
    expect(keys[0]).toBe(keys[1]);
  });

  it("opens the thank-you page when the form names one", async () => {
    answer(201, { id: "x", redirect: "/thank-you" });
    fillValid();
    submit();
    await settle();
    expect(assign).toHaveBeenCalledWith("/thank-you");
  });
});

describe("a form that asks for a proof of work", () => {
  it("solves it from the first focus and sends it with the answers; a submit quicker than the solver waits, the button saying so", async () => {
    const asking = { ...form, document: { ...form.document, proofOfWork: true } };
    document.body.innerHTML = renderToStaticMarkup(createElement(BuiltForm, { form: asking, anchor: "report", page: "/benchmark" }));
    let solved: (proof: string) => void = () => undefined;
    const proofs = { start: vi.fn(), take: vi.fn(() => new Promise<string>((resolve) => (solved = resolve))) };
    init(document, (element) => (element.hasAttribute("data-proof-of-work") ? proofs : undefined));
    control("name").focus();
    expect(proofs.start).toHaveBeenCalled();
    answer(201, { id: "x", redirect: "/thank-you" });
    fillValid();
    submit();
    submit();
    await settle();
    const button = document.querySelector<HTMLButtonElement>("button[type=submit]")!;
    expect([fetchMock.mock.calls.length, button.disabled, button.textContent]).toEqual([0, true, "Sending..."]);
    solved("c29sdmVk");
    await settle();
    expect(proofs.take).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({ name: "Jane Smith", proof: "c29sdmVk" });
  });
});

describe("a group of choices", () => {
  it("ties each choice to the group's help and error, and says in its legend a required group of boxes is required", () => {
    const fields = form.document.fields.map((field) => (field.key === "interests" ? { ...field, required: true, help: "Tick as many as you like." } : field));
    document.body.innerHTML = renderToStaticMarkup(createElement(BuiltForm, { form: { ...form, document: { ...form.document, fields } }, anchor: "report", page: "/benchmark" }));
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input[name="interests"]')];
    expect(boxes.map((box) => box.getAttribute("aria-describedby"))).toEqual(boxes.map(() => "report-interests-help report-interests-error"));
    const legend = boxes[0]!.closest("fieldset")!.querySelector("legend")!;
    expect(legend.querySelector(".sr-only")?.textContent?.trim()).toBe("(required)");
    expect(boxes[0]!.closest("fieldset")!.hasAttribute("aria-describedby")).toBe(false);
    init();
    submit();
    expect(errorOf("interests")).toBe("Topics you care about is required");
    expect(boxes.every((box) => box.getAttribute("aria-invalid") === "true")).toBe(true);
  });
});
