// @vitest-environment happy-dom
import { beforeEach, expect, it, vi, type MockInstance } from "vitest";
import { ATTRIBUTION_STORAGE_KEY } from "#shared/attribution-keys.ts";
import { CONVERSIONS_ENDPOINT } from "#shared/conversions.ts";
import { arriveAt, freshPageEachTest, storageRefused } from "#tests/shared/fresh-page.ts";
import { recordConversion, recordConversionOncePerTab } from "./conversions.ts";

let beacon: MockInstance<Navigator["sendBeacon"]>;
const sent = async () => Promise.all(beacon.mock.calls.map(async ([url, body]) => ({ url, type: (body as Blob).type, body: JSON.parse(await (body as Blob).text()) })));

freshPageEachTest();
beforeEach(() => {
  beacon = vi.spyOn(navigator, "sendBeacon").mockReturnValue(true);
  arriveAt("/booking");
});

it("a conversion goes to the site's endpoint as a JSON beacon (delivered even as the page is left), with the visit's attribution", async () => {
  const landing = { page: "/", referrer: "", params: { utm_source: "newsletter" }, at: "2030-05-01T09:00:00.000Z" };
  sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ first: landing, last: landing }));
  recordConversion("demo_booked");
  expect(await sent()).toEqual([{ url: CONVERSIONS_ENDPOINT, type: "application/json", body: { kind: "demo_booked", attribution: { first: landing, last: landing } } }]);
});

it("a visit counted once per tab: coming back to the page or reloading it does not count it again", async () => {
  recordConversionOncePerTab("booking_visit");
  recordConversionOncePerTab("booking_visit");
  expect((await sent()).map((beaconSent) => beaconSent.body.kind)).toEqual(["booking_visit"]);
});

it("with storage off, every visit counts, rather than none", async () => {
  storageRefused();
  recordConversionOncePerTab("booking_visit");
  recordConversionOncePerTab("booking_visit");
  expect((await sent()).map((beaconSent) => beaconSent.body.kind)).toEqual(["booking_visit", "booking_visit"]);
});
