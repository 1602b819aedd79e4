import { describe, expect, it } from "vitest";
import { pageLeaving } from "./page-leaving.ts";

const live = { status: "published" as const, path: "/pricing" };
const at = new Date("2027-03-10T09:00:00Z");

describe("how a page under test leaves its address", () => {
  it("leaves when unpublished, taken off to be published at a time, or moved", () => {
    expect(pageLeaving(live, { status: "unpublished", path: "/pricing", publishAt: null })).toEqual({ unpublished: true });
    expect(pageLeaving(live, { status: "scheduled", path: "/pricing", publishAt: at })).toEqual({ scheduledFor: at });
    expect(pageLeaving(live, { status: "published", path: "/plans", publishAt: at })).toEqual({ movedTo: "/plans" });
  });

  it("stays while live where it was, and a page that was not live had no test to leave", () => {
    expect(pageLeaving(live, { status: "published", path: "/pricing", publishAt: at })).toBeUndefined();
    expect(pageLeaving({ status: "draft", path: "/pricing" }, { status: "published", path: "/plans", publishAt: at })).toBeUndefined();
  });
});
