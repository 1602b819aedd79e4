/**
 * The two steps of an experiment that are asked first: starting it (the plan, and what becomes
 * fixed) and stopping it (which page everyone sees from then on). Both post to the route's action.
 */
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Form } from "react-router";
import { experimentsCopy } from "#app/studio/content/experiments.ts";
import { Button } from "#app/ui/button.tsx";
import { MIN_CONVERSIONS_PER_VARIANT } from "#shared/experiments/plan.ts";

const copy = experimentsCopy.steps;

/** A step that changes what visitors get, asked first: its words, its choices, then Cancel or the step. */
function StepDialog({ dialog, id, title, confirm, intent, children }: { dialog: RefObject<HTMLDialogElement | null>; id: string; title: string; confirm: string; intent: "start" | "stop"; children: ReactNode }) {
  return (
    <dialog ref={dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-what`} className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-2xl border border-border bg-card p-6 text-foreground shadow-card backdrop:bg-black/50">
      <Form method="post" className="grid gap-4" onSubmit={() => dialog.current?.close()}>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h2>
        {children}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => dialog.current?.close()}>
            {copy.cancel}
          </Button>
          <Button type="submit" name="intent" value={intent}>
            {confirm}
          </Button>
        </div>
      </Form>
    </dialog>
  );
}

/** Starting shows the variants to visitors at once and fixes the setup: asked first, with the plan. */
export function StartDialog({ dialog, revision, plannedDays }: { dialog: RefObject<HTMLDialogElement | null>; revision: number; plannedDays: number | null }) {
  return (
    <StepDialog dialog={dialog} id="start" title={copy.startTitle} confirm={copy.confirmStart} intent="start">
      <div id="start-what" className="grid gap-2 text-sm">
        <p>{copy.startLead}</p>
        <p>{copy.startPlan(plannedDays === null || !Number.isFinite(plannedDays) ? null : Math.ceil(plannedDays))}</p>
        <p className="text-muted-foreground">{copy.startWaits(MIN_CONVERSIONS_PER_VARIANT)}</p>
      </div>
      <input type="hidden" name="revision" value={revision} />
    </StepDialog>
  );
}

/** The stop dialog asked for: the variant to publish preselected (null: keep the page), and when it was asked, so asking again reopens it. */
export interface StopRequest {
  publish: string | null;
  at: number;
}

/**
 * Opens as asked, with the choice preselected and focused: opened from "Stop and publish B", the
 * keyboard and a screen reader start on B, not on the first option.
 */
export function StopDialog({ request, variants }: { request: StopRequest | null; variants: ReadonlyArray<{ key: string; name: string }> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const choice = request?.publish ?? null;
  useEffect(() => {
    if (!request) return;
    dialog.current?.showModal();
    dialog.current?.querySelector<HTMLInputElement>("input[name=publish]:checked")?.focus();
  }, [request]);
  return (
    <StepDialog dialog={dialog} id="stop" title={copy.stopTitle} confirm={copy.confirmStop} intent="stop">
      <p id="stop-what" className="text-sm">
        {copy.stopLead}
      </p>
      <fieldset className="grid gap-2">
        <legend className="sr-only">{copy.stopTitle}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="publish" value="" defaultChecked={choice === null} className="size-4 accent-primary" />
          {copy.keepPage}
        </label>
        {variants.map((variant) => (
          <label key={variant.key} className="flex items-center gap-2 text-sm">
            <input type="radio" name="publish" value={variant.key} defaultChecked={choice === variant.key} className="size-4 accent-primary" />
            {copy.publishVariant(variant.name)}
          </label>
        ))}
      </fieldset>
      <p className="text-xs text-muted-foreground">{copy.publishNote}</p>
    </StepDialog>
  );
}
