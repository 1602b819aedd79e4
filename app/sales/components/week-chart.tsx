/**
 * A bar chart of counts per week, drawn as SVG by React: stacked series (leads by source) or side by
 * side (visits and bookings). No chart library: a few rectangles and lines are all it takes, and the
 * page shows the same figures as a table for anyone who would rather read them.
 */
import { useEffect, useId, useRef } from "react";
import { chartScale, HEIGHT, PAD, WIDTH, type ChartScale, type ChartSeries } from "./week-chart-scale.ts";

/** Distinct hues, each dark enough for 3:1 against white; the last, grey, is for "Other". */
export const SERIES_COLORS = [
  "oklch(0.5 0.23 280)",
  "oklch(0.52 0.11 190)",
  "oklch(0.58 0.17 45)",
  "oklch(0.52 0.2 350)",
  "oklch(0.5 0.15 245)",
  "oklch(0.56 0.13 140)",
];
export const OTHER_COLOR = "oklch(0.55 0 0)";

/** "Nov 17": the Monday a week starts on, as the chart and its table name it. */
export const weekLabel = (week: string) =>
  new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${week}T00:00:00Z`));

export function WeekChart({
  weeks,
  series,
  stacked,
  summary,
}: {
  weeks: string[];
  series: ChartSeries[];
  stacked: boolean;
  summary: string;
}) {
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  // Where the chart scrolls (a phone), start at the latest weeks: the ones people come to see.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [weeks]);
  const scale = chartScale(weeks, series, stacked);

  return (
    <div className="grid gap-3">
      {/* Below ~34rem the chart scrolls sideways rather than shrinking its labels out of legibility. */}
      <div ref={scroller} className="overflow-x-auto" tabIndex={0} role="region" aria-label={summary}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full min-w-[34rem]"
          role="img"
          aria-labelledby={titleId}
        >
          <title id={titleId}>{summary}</title>
          <Gridlines scale={scale} />
          {weeks.map((week, index) => (
            <WeekBars key={week} week={week} index={index} series={series} stacked={stacked} scale={scale} />
          ))}
        </svg>
      </div>
      <Legend series={series} />
    </div>
  );
}

function Gridlines({ scale: { y, ticks } }: { scale: ChartScale }) {
  return ticks.map((tick) => (
    <g key={tick}>
      <line
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={y(tick)}
        y2={y(tick)}
        stroke="currentColor"
        strokeOpacity={tick === 0 ? 0.5 : 0.12}
      />
      <text
        x={PAD.left - 6}
        y={y(tick)}
        dy="0.32em"
        textAnchor="end"
        fontSize="12"
        fill="currentColor"
        fillOpacity="0.75"
      >
        {tick}
      </text>
    </g>
  ));
}

/** One week: its series stacked in one bar or side by side, and its date when it is labelled. */
function WeekBars({ week, index, series, stacked, scale: { y, slot, barWidth, labelEvery } }: { week: string; index: number; series: ChartSeries[]; stacked: boolean; scale: ChartScale }) {
  const x = PAD.left + index * slot + (slot - barWidth) / 2;
  // Stacked, a series' segment starts where the ones before it end.
  const bases = series.map((_, seriesIndex) => series.slice(0, seriesIndex).reduce((sum, s) => sum + (s.values[index] ?? 0), 0));
  return (
    <g>
      {series.map((s, seriesIndex) => {
        const value = s.values[index] ?? 0;
        if (value === 0) return null;
        if (stacked) {
          const base = bases[seriesIndex]!;
          return (
            <rect
              key={s.label}
              x={x}
              width={barWidth}
              y={y(base + value)}
              height={y(base) - y(base + value)}
              fill={s.color}
              stroke="white"
              strokeWidth="1"
            />
          );
        }
        const width = barWidth / series.length;
        return (
          <rect
            key={s.label}
            x={x + seriesIndex * width}
            width={width - 1}
            y={y(value)}
            height={y(0) - y(value)}
            fill={s.color}
          />
        );
      })}
      {index % labelEvery === 0 ? (
        <text
          x={x + barWidth / 2}
          y={HEIGHT - 8}
          textAnchor="middle"
          fontSize="12"
          fill="currentColor"
          fillOpacity="0.75"
        >
          {weekLabel(week)}
        </text>
      ) : null}
    </g>
  );
}

function Legend({ series }: { series: ChartSeries[] }) {
  return (
    <ul
      className="flex flex-wrap gap-x-4 gap-y-1 text-sm"
      aria-label="Legend"
    >
      {series.map((s) => (
        <li key={s.label} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-3 rounded-sm"
            style={{ background: s.color }}
          />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
