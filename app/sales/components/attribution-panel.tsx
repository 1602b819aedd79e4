import { attributionCopy as copy } from "#shared/content/attribution.ts";
import { formatDuration, touchesToShow, touchFacts } from "#shared/attribution-facts.ts";
import type { Attribution } from "#shared/attribution.ts";
import { CONTROL_KEY } from "#shared/experiments/experiment.ts";
import { formatDateTime } from "#app/admin/components/format.ts";
import { Panel } from "#app/admin/components/panel.tsx";

/** Where a lead came from: its first and last touch (one when they are the same), time to convert. */
export function AttributionPanel({ attribution }: { attribution: Attribution | null }) {
  if (!attribution) {
    return (
      <Panel title={copy.heading} id="attribution">
        <p className="text-sm text-muted-foreground">{copy.notRecorded}</p>
      </Panel>
    );
  }
  return (
    <Panel title={copy.heading} id="attribution" lead={attribution.capturedBy === "server" ? copy.serverOnly : undefined}>
      <div className="grid gap-4">
        {touchesToShow(attribution).map(({ title, touch }) => (
          <div key={title}>
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
            <dl className="grid gap-2 text-sm">
              {[...touchFacts(touch), ...(touch.at ? ([[copy.facts.at, formatDateTime(touch.at)]] as const) : [])].map(([label, value]) => (
                <div key={label} className="grid grid-cols-[8.5rem_1fr] gap-2">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-medium break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
        {attribution.secondsToConvert !== null ? (
          <p className="text-sm">
            <span className="text-muted-foreground">{copy.timeToConvert}: </span>
            <span className="font-medium">{formatDuration(attribution.secondsToConvert)}</span>
          </p>
        ) : null}
        <ExperimentsSeen attribution={attribution} />
      </div>
    </Panel>
  );
}

/**
 * The versions of page experiments the visitor saw, so sales knows which page convinced them: in
 * words ("variant B"), where the export and the CRMs keep the keys ("Home hero: b").
 */
function ExperimentsSeen({ attribution }: { attribution: Attribution }) {
  const seen = attribution.experiments ?? [];
  if (seen.length === 0) return null;
  return (
    <p className="text-sm">
      <span className="text-muted-foreground">{copy.experimentsSeen}: </span>
      <span className="font-medium">{seen.map(({ name, variant }) => copy.experimentSeen(name, variant === CONTROL_KEY ? null : variant.toUpperCase())).join("; ")}</span>
    </p>
  );
}
