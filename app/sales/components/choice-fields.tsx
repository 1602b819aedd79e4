/** The sales screens' two ways to pick one of a few choices: a labelled select, and a row of pills. */
import type { ReactNode } from "react";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";

/** A labelled select, one option a choice; `children` come first (an "any" option). */
export function ChoiceSelect<Choice extends string | number>({
  id,
  label,
  choices,
  show,
  defaultValue,
  className,
  children,
}: {
  id: string;
  label: string;
  choices: readonly Choice[];
  show: (choice: Choice) => string;
  defaultValue: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={id} defaultValue={defaultValue} className={className}>
        {children}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {show(choice)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Radio buttons drawn as pills, one a choice. */
export function ChoicePills<Choice extends string>({
  name,
  choices,
  show,
  checked,
  onChange,
}: {
  name: string;
  choices: readonly Choice[];
  show: (choice: Choice) => string;
  checked: Choice;
  onChange?: (choice: Choice) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {choices.map((choice) => (
        <label
          key={choice}
          className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold has-checked:border-primary has-checked:bg-primary-soft"
        >
          <input type="radio" name={name} value={choice} defaultChecked={choice === checked} onChange={onChange && (() => onChange(choice))} className="accent-primary" />
          {show(choice)}
        </label>
      ))}
    </div>
  );
}
