/** A new page's address in its dialog (a new page's, a translation's): typed by hand once, it stops following what suggested it. */
import { LabelledInput } from "#app/ui/labelled-input.tsx";

export function PathField({ id, label, hint, value, problem, onType }: { id: string; label: string; hint: string; value: string; problem?: string | undefined; onType: (path: string) => void }) {
  return <LabelledInput id={id} label={label} hint={hint} problem={problem} name="path" required value={value} onChange={(event) => onType(event.target.value)} inputClassName="font-mono" />;
}
