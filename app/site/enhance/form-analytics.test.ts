// @vitest-environment happy-dom
import { beforeEach, expect, it, vi, type MockInstance } from "vitest";
import { FORM_EVENTS_ENDPOINT } from "#shared/forms/analytics.ts";
import { arriveAt, freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { watchForm } from "./form-analytics.ts";

let beacon: MockInstance<Navigator["sendBeacon"]>;
const sent = async () => Promise.all(beacon.mock.calls.map(async ([url, body]) => ({ url, type: (body as Blob).type, body: JSON.parse(await (body as Blob).text()) })));

freshPageEachTest();
beforeEach(() => {
  beacon = vi.spyOn(navigator, "sendBeacon").mockReturnValue(true);
  arriveAt("/benchmark");
  document.body.innerHTML = `<form><input name="name"><input name="email" type="email"><select name="company_size"><option>1-10</option></select><input type="hidden" name="utm_campaign"><button type="submit">Send</button></form>`;
});

const form = () => document.querySelector("form")!;
const field = (name: string) => form().querySelector<HTMLElement>(`[name="${name}"]`)!;
const type = (name: string) => field(name).dispatchEvent(new Event("input", { bubbles: true }));
const leave = () => window.dispatchEvent(new Event("pagehide"));

it("one start on the first field touched, however many follow, as a JSON beacon with the page's path", async () => {
  watchForm(form(), 7);
  field("name").focus();
  type("name");
  field("email").focus();
  type("email");
  expect(await sent()).toEqual([{ url: FORM_EVENTS_ENDPOINT, type: "application/json", body: { form: 7, event: "start", path: "/benchmark" } }]);
});

it("leaving without sending says at which field the visitor stopped, once, even if the tab was hidden first", async () => {
  watchForm(form(), 7);
  field("name").focus();
  field("company_size").focus();
  vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
  document.dispatchEvent(new Event("visibilitychange"));
  leave();
  expect((await sent()).map(({ body }) => body)).toEqual([
    { form: 7, event: "start", path: "/benchmark" },
    { form: 7, event: "stop", path: "/benchmark", field: "company_size" },
  ]);
});

it("hiding the tab is no stop: a visitor who switches tabs (to copy an email) and comes back to send it counts once, as sent", async () => {
  const sentForm = watchForm(form(), 7);
  field("email").focus();
  const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
  document.dispatchEvent(new Event("visibilitychange"));
  visibility.mockReturnValue("visible");
  document.dispatchEvent(new Event("visibilitychange"));
  type("email");
  sentForm();
  leave();
  expect((await sent()).map(({ body }) => body.event)).toEqual(["start"]);
});

it("a form sent, or never touched, is no stop; the button and hidden fields are no start", async () => {
  const sentForm = watchForm(form(), 7);
  field("utm_campaign").dispatchEvent(new Event("input", { bubbles: true }));
  form().querySelector("button")!.focus();
  expect(await sent()).toEqual([]);
  field("email").focus();
  sentForm();
  leave();
  expect((await sent()).map(({ body }) => body.event)).toEqual(["start"]);
});
