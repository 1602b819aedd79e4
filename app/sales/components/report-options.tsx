import { Form } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { reportsCopy as copy } from "#app/sales/content/reports.ts";
import { ChoicePills, ChoiceSelect } from "./choice-fields.tsx";
import { REPORT_TOUCHES, REPORT_WEEK_CHOICES, type ReportTouch } from "#shared/reports.ts";

/**
 * How many weeks, and which touch a lead counts for, sent as the URL's query so a view can be
 * shared. `shown` is the touch the report on screen was computed for.
 */
export function ReportOptions({ weekCount, touch, shown }: { weekCount: number; touch: ReportTouch; shown: ReportTouch }) {
  return (
    <Form method="get" aria-label={copy.options} className="grid gap-3 rounded-xl border border-border bg-background p-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end">
      <ChoiceSelect id="weeks" label={copy.range} choices={REPORT_WEEK_CHOICES} show={copy.weeks} defaultValue={String(weekCount)} />
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{copy.touch}</legend>
        <ChoicePills name="touch" choices={REPORT_TOUCHES} show={(choice) => copy.touches[choice]} checked={touch} />
      </fieldset>
      <Button type="submit" variant="secondary" className="h-11">
        {copy.apply}
      </Button>
      <p className="text-sm text-muted-foreground sm:col-span-3">{copy.touchHint[shown]}</p>
    </Form>
  );
}
