/**
 * The primary goal's difference from the control day by day: per variant, its interval as a band
 * and its estimate as a line, around the zero line the verdict waits for a band to leave. The plot
 * is SVG stretched to the card's width; its axis labels are text beside it, so they keep their size
 * on a phone as on a desktop. Its accessible name reads out the last day's figures.
 */
import { experimentsCopy } from "#app/studio/content/experiments.ts";

const copy = experimentsCopy.results;

type Interval = { estimate: number; low: number; high: number };
export interface ChartPoint {
  day: string;
  variants: Array<{ key: string; interval: Interval | null }>;
}

/** One colour per variant but the control (B, C, D), each readable on the card's background, light or dark. */
const SERIES = [
  { line: "stroke-blue-600 dark:stroke-blue-400", band: "fill-blue-600/15 dark:fill-blue-400/25", swatch: "bg-blue-600 dark:bg-blue-400" },
  { line: "stroke-orange-700 dark:stroke-orange-400", band: "fill-orange-700/15 dark:fill-orange-400/25", swatch: "bg-orange-700 dark:bg-orange-400" },
  { line: "stroke-violet-600 dark:stroke-violet-400", band: "fill-violet-600/15 dark:fill-violet-400/25", swatch: "bg-violet-600 dark:bg-violet-400" },
];
/** Steps between gridlines, as shares: the smallest that draws the range in at most four steps. */
const TICK_STEPS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1];
const MAX_STEPS = 4;
const signed = (value: number) => `${value >= 0 ? "+" : "−"}${Math.abs(value * 100).toFixed(1)}%`;

/** A day of the axis ("Nov 16"), with its year when the days shown span two. */
export function dayLabel(day: string, shown: readonly string[]): string {
  const years = new Set(shown.map((each) => each.slice(0, 4)));
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en", { month: "short", day: "numeric", ...(years.size > 1 ? { year: "numeric" } : {}), timeZone: "UTC" });
}

/** A gridline's label: whole percents, signed, zero bare ("+50%", "0%", "−25%"). */
export const tickLabel = (value: number) => `${value > 0 ? "+" : value < 0 ? "−" : ""}${Math.round(Math.abs(value) * 100)}%`;

/**
 * Round gridlines from below the lowest value to above the highest, zero always among them;
 * runaway early intervals are cut at ±100%.
 */
export function axisTicks(points: ChartPoint[]): number[] {
  const values = points.flatMap((point) => point.variants.flatMap((variant) => (variant.interval ? [variant.interval.low, variant.interval.high] : [])));
  // With no interval yet, a few points either side of zero.
  const low = values.length ? Math.max(-1, Math.min(0, ...values)) : -0.1;
  const high = values.length ? Math.min(1, Math.max(0, ...values)) : 0.1;
  const step = TICK_STEPS.find((candidate) => (Math.ceil(high / candidate) - Math.floor(low / candidate)) <= MAX_STEPS) ?? 1;
  const from = Math.floor(low / step);
  const to = Math.max(from + 1, Math.ceil(high / step));
  return Array.from({ length: to - from + 1 }, (_, index) => Math.round((from + index) * step * 1000) / 1000);
}

export function ExperimentChart({ points, names }: { points: ChartPoint[]; names: Map<string, string> }) {
  const keys = points[0]?.variants.map((variant) => variant.key) ?? [];
  const ticks = axisTicks(points);
  const low = ticks[0]!;
  const high = ticks.at(-1)!;
  // The plot's own units: 0–100 across and down, stretched to the box it is drawn in.
  const x = (index: number) => (index / Math.max(1, points.length - 1)) * 100;
  const y = (value: number) => ((high - Math.max(low, Math.min(high, value))) / (high - low)) * 100;
  const last = points.at(-1)!;
  const days = [points[0]!.day, last.day];
  return (
    <figure className="grid max-w-3xl gap-3" aria-labelledby="experiment-chart-title">
      <figcaption className="grid gap-1">
        <span id="experiment-chart-title" className="text-sm font-semibold">
          {copy.chartTitle}
        </span>
        <span className="text-xs text-muted-foreground">{copy.chartLead}</span>
      </figcaption>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1 py-1.5 text-xs text-muted-foreground tabular-nums">
        <div className="relative w-11" aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 -translate-y-1/2 leading-none" style={{ top: `${y(tick)}%` }}>
              {tickLabel(tick)}
            </span>
          ))}
        </div>
        <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="h-48 w-full overflow-visible text-foreground" role="img" aria-label={last.variants.flatMap(({ key, interval }) => (interval ? [copy.chartSummary(names.get(key) ?? key, signed(interval.estimate), signed(interval.low), signed(interval.high))] : [])).join(" ")}>
          {ticks.map((tick) => (
            <line key={tick} x1={0} x2={100} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={tick === 0 ? 0.6 : 0.15} strokeDasharray={tick === 0 ? undefined : "4 4"} vectorEffect="non-scaling-stroke" />
          ))}
          {keys.map((key, series) => {
            const drawn = points.flatMap((point, index) => {
              const interval = point.variants.find((variant) => variant.key === key)?.interval;
              return interval ? [{ index, interval }] : [];
            });
            if (drawn.length === 0) return null;
            const colour = SERIES[series % SERIES.length]!;
            const band = [...drawn.map(({ index, interval }) => `${x(index)},${y(interval.high)}`), ...drawn.toReversed().map(({ index, interval }) => `${x(index)},${y(interval.low)}`)].join(" ");
            const line = drawn.map(({ index, interval }) => `${x(index)},${y(interval.estimate)}`).join(" ");
            return (
              <g key={key}>
                <polygon points={band} className={colour.band} />
                <polyline points={line} fill="none" className={colour.line} strokeWidth={2} vectorEffect="non-scaling-stroke" />
              </g>
            );
          })}
        </svg>
        <div className="col-start-2 flex justify-between" aria-hidden="true">
          {days.map((day, index) => (
            <span key={index}>{dayLabel(day, days)}</span>
          ))}
        </div>
      </div>
      <ul className="flex flex-wrap gap-4 text-xs" aria-hidden="true">
        {keys.map((key, series) => (
          <li key={key} className="flex items-center gap-1.5">
            <span className={`inline-block size-3 rounded-sm ${SERIES[series % SERIES.length]!.swatch}`} />
            {names.get(key) ?? key}
          </li>
        ))}
      </ul>
    </figure>
  );
}
