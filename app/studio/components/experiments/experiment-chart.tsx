/**
 * The primary goal's difference from the control day by day: per variant, its interval as a band
 * and its estimate as a line, around the zero line the verdict waits for a band to leave. Drawn as
 * SVG; its accessible name reads out the last day's figures.
 */
import { experimentsCopy } from "#app/studio/content/experiments.ts";

const copy = experimentsCopy.results;

type Interval = { estimate: number; low: number; high: number };
export interface ChartPoint {
  day: string;
  variants: Array<{ key: string; interval: Interval | null }>;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 52 };
/** One colour per variant but the control (B, C, D), each readable on the card's background. */
const COLOURS = ["#2563eb", "#c2410c", "#7c3aed"];
const signed = (value: number) => `${value >= 0 ? "+" : "−"}${Math.abs(value * 100).toFixed(1)}%`;

/** Bounds that keep zero in view and cut runaway early intervals at ±100%. */
function yRange(points: ChartPoint[]): [number, number] {
  const values = points.flatMap((point) => point.variants.flatMap((variant) => (variant.interval ? [variant.interval.low, variant.interval.high] : [])));
  const low = Math.max(-1, Math.min(0, ...values));
  const high = Math.min(1, Math.max(0, ...values));
  const margin = (high - low) * 0.05 || 0.05;
  return [low - margin, high + margin];
}

export function ExperimentChart({ points, names }: { points: ChartPoint[]; names: Map<string, string> }) {
  const keys = points[0]?.variants.map((variant) => variant.key) ?? [];
  const [low, high] = yRange(points);
  const x = (index: number) => PAD.left + (index / Math.max(1, points.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + ((high - Math.max(low, Math.min(high, value))) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const last = points.at(-1)!;
  const ticks = [low, 0, high].map((value) => Math.round(value * 100) / 100);
  return (
    <figure className="grid gap-2" aria-labelledby="experiment-chart-title">
      <figcaption className="grid gap-1">
        <span id="experiment-chart-title" className="text-sm font-semibold">
          {copy.chartTitle}
        </span>
        <span className="text-xs text-muted-foreground">{copy.chartLead}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-3xl" role="img" aria-label={last.variants.flatMap(({ key, interval }) => (interval ? [copy.chartSummary(names.get(key) ?? key, signed(interval.estimate), signed(interval.low), signed(interval.high))] : [])).join(" ")}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={tick === 0 ? 0.6 : 0.15} strokeDasharray={tick === 0 ? undefined : "4 4"} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="currentColor" fillOpacity={0.7}>
              {signed(tick)}
            </text>
          </g>
        ))}
        {[0, points.length - 1].map((index) => (
          <text key={index} x={x(index)} y={HEIGHT - 8} textAnchor={index === 0 ? "start" : "end"} fontSize="11" fill="currentColor" fillOpacity={0.7}>
            {points[index]!.day}
          </text>
        ))}
        {keys.map((key, series) => {
          const drawn = points.flatMap((point, index) => {
            const interval = point.variants.find((variant) => variant.key === key)?.interval;
            return interval ? [{ index, interval }] : [];
          });
          if (drawn.length === 0) return null;
          const colour = COLOURS[series % COLOURS.length];
          const band = [...drawn.map(({ index, interval }) => `${x(index)},${y(interval.high)}`), ...drawn.toReversed().map(({ index, interval }) => `${x(index)},${y(interval.low)}`)].join(" ");
          const line = drawn.map(({ index, interval }) => `${x(index)},${y(interval.estimate)}`).join(" ");
          return (
            <g key={key}>
              <polygon points={band} fill={colour} fillOpacity={0.15} />
              <polyline points={line} fill="none" stroke={colour} strokeWidth={2} />
            </g>
          );
        })}
      </svg>
      <ul className="flex flex-wrap gap-4 text-xs" aria-hidden="true">
        {keys.map((key, series) => (
          <li key={key} className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm" style={{ background: COLOURS[series % COLOURS.length] }} />
            {names.get(key) ?? key}
          </li>
        ))}
      </ul>
    </figure>
  );
}
