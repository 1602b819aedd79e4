/** The week chart's geometry: the SVG's size, and where each count and week lands in it. */

/** One series of counts, one per week, in its colour. */
export interface ChartSeries {
  label: string;
  values: number[];
  /** A colour with at least 3:1 contrast against the background (WCAG 1.4.11). */
  color: string;
}

export const WIDTH = 720;
export const HEIGHT = 260;
export const PAD = { top: 12, right: 8, bottom: 28, left: 36 };

/** A round top for the axis: 1, 2, 5 × 10^n at or above the largest bar. */
export function niceMax(value: number): number {
  if (value <= 4) return Math.max(value, 1);
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 2.5, 5, 10]
    .map((step) => step * power)
    .find((candidate) => candidate >= value)!;
}

export interface ChartScale {
  /** The SVG y of a count. */
  y: (value: number) => number;
  /** The width given to each week, and the bars' width within it. */
  slot: number;
  barWidth: number;
  /** The counts the axis marks: 0, half way and the top, whole numbers only. */
  ticks: number[];
  /** Every how many weeks a date is written under the bars, so labels never overlap. */
  labelEvery: number;
}

export function chartScale(weeks: string[], series: ChartSeries[], stacked: boolean): ChartScale {
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const heights = weeks.map((_, week) =>
    stacked
      ? series.reduce((sum, s) => sum + (s.values[week] ?? 0), 0)
      : Math.max(0, ...series.map((s) => s.values[week] ?? 0)),
  );
  const top = niceMax(Math.max(0, ...heights));
  const y = (value: number) =>
    PAD.top + plotHeight - (value / top) * plotHeight;
  const slot = plotWidth / weeks.length;
  const barWidth = Math.min(40, slot * 0.7);
  const ticks = [0, top / 2, top].filter(
    (tick, index, all) => Number.isInteger(tick) && all.indexOf(tick) === index,
  );
  return { y, slot, barWidth, ticks, labelEvery: Math.ceil(weeks.length / 8) };
}
