import { Form } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";
import { reportsCopy as copy } from "#app/sales/content/reports.ts";
import { REPORT_TOUCHES, REPORT_WEEK_CHOICES, type ReportTouch } from "#shared/reports.ts";

/**
 * How many weeks, and which touch a lead counts for, sent as the URL's query so a view can be
 * shared. `shown` is the touch the report on screen was computed for.
 */
export function ReportOptions({ weekCount, touch, shown }: { weekCount: number; touch: ReportTouch; shown: ReportTouch }) {
  return (
    <Form method="get" aria-label={copy.options} className="grid gap-3 rounded-xl border border-border bg-background p-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="weeks">{copy.range}</Label>
        <Select id="weeks" name="weeks" defaultValue={String(weekCount)}>
          {REPORT_WEEK_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {copy.weeks(choice)}
            </option>
          ))}
        </Select>
      </div>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{copy.touch}</legend>
        <div className="flex flex-wrap gap-2">
          {REPORT_TOUCHES.map((choice) => (
            <label key={choice} className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold has-checked:border-primary has-checked:bg-primary-soft">
              <input type="radio" name="touch" value={choice} defaultChecked={touch === choice} className="accent-primary" />
              {copy.touches[choice]}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" variant="secondary" className="h-11">
        {copy.apply}
      </Button>
      <p className="text-sm text-muted-foreground sm:col-span-3">{copy.touchHint[shown]}</p>
    </Form>
  );
}
