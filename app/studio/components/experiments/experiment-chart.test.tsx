import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { axisTicks, dayLabel, ExperimentChart, tickLabel, type ChartPoint } from "./experiment-chart.tsx";

const day = (date: string, low: number, high: number): ChartPoint => ({ day: date, variants: [{ key: "control", interval: null }, { key: "b", interval: { estimate: (low + high) / 2, low, high } }] });
const points = [day("2026-11-16", -0.46, 1.4), day("2026-11-17", -0.2, 0.9), day("2026-12-06", 0.12, 0.85)];

describe("the chart of the difference over time", () => {
  it("puts its gridlines on round percents, zero among them, cut at ±100%", () => {
    expect(axisTicks(points)).toEqual([-0.5, 0, 0.5, 1]);
    expect(axisTicks([day("2026-11-16", -0.03, 0.07)]).map(tickLabel)).toEqual(["−5%", "0%", "+5%", "+10%"]);
    expect(axisTicks([{ day: "2026-11-16", variants: [{ key: "b", interval: null }] }]).map(tickLabel)).toEqual(["−10%", "−5%", "0%", "+5%", "+10%"]);
  });

  it("names days as people read them, with the year only across two", () => {
    expect(dayLabel("2026-11-16", ["2026-11-16", "2026-12-06"])).toBe("Nov 16");
    expect(dayLabel("2027-01-04", ["2026-12-20", "2027-01-04"])).toBe("Jan 4, 2027");
  });

  it("writes its axis labels as text beside the plot, not inside the stretched drawing, so they keep their size on a phone", () => {
    const html = renderToStaticMarkup(<ExperimentChart points={points} names={new Map([["b", "Variant B"]])} />);
    expect(html).not.toContain("<text");
    for (const label of ["+100%", "+50%", "0%", "−50%", "Nov 16", "Dec 6"]) expect(html).toContain(`>${label}</span>`);
    expect(html).toContain('aria-label="Variant B: +48.5% (+12.0% to +85.0%) on the last day."');
  });
});
