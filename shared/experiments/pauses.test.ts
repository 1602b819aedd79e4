import { describe, expect, it } from "vitest";
import { pauseBegun, pausesEnded } from "./pauses.ts";

const at = (time: string) => new Date(`2027-03-0${time}Z`);

describe("an experiment's pauses", () => {
  it("keeps each pause from its start to its end, the open one ended by a resume or a stop", () => {
    const once = pausesEnded(pauseBegun([], at("1T09:00:00")), at("2T09:00:00"));
    const twice = pauseBegun(once, at("3T12:00:00"));
    expect(twice).toEqual([
      { from: "2027-03-01T09:00:00.000Z", to: "2027-03-02T09:00:00.000Z" },
      { from: "2027-03-03T12:00:00.000Z", to: null },
    ]);
    expect(pausesEnded(twice, at("4T00:00:00"))[1]).toEqual({ from: "2027-03-03T12:00:00.000Z", to: "2027-03-04T00:00:00.000Z" });
  });

  it("leaves closed pauses as they were", () => {
    const closed = [{ from: "2027-03-01T09:00:00.000Z", to: "2027-03-02T09:00:00.000Z" }];
    expect(pausesEnded(closed, at("5T00:00:00"))).toEqual(closed);
  });
});
