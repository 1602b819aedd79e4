/**
 * A choice field's list: each choice's label and value (the value follows its label until the
 * marketer changes it, or once the form is live with it), added, removed and moved by buttons, and its problems beside each.
 */
import ArrowDownIcon from "lucide-react/icons/arrow-down";
import ArrowUpIcon from "lucide-react/icons/arrow-up";
import PlusIcon from "lucide-react/icons/plus";
import XIcon from "lucide-react/icons/x";
import { Input } from "#app/ui/input.tsx";
import { formsCopy } from "#app/studio/content/forms.ts";
import { relabelledChoice, valueFromLabel } from "#shared/forms/builder.ts";
import { moved } from "#shared/lists.ts";
import type { FormField } from "#shared/forms/form.ts";
import { IconButton } from "#app/studio/components/icon-button.tsx";
import { OriginalText } from "#app/studio/components/pages/field-shell.tsx";
import { use } from "react";
import { FormOriginal, type Problems } from "./controls.tsx";

const copy = formsCopy.editor;
type Choice = Extract<FormField, { kind: "choice" }>["choices"][number];

/** The other choices' values: a derived value is unique among them. */
const othersOf = (choices: readonly Choice[], index: number) => new Set(choices.filter((_, at) => at !== index).map((choice) => choice.value));

export function ChoiceList({
  choices,
  path,
  onChange,
  problems,
  settled,
}: {
  choices: Choice[];
  path: string;
  onChange: (choices: Choice[]) => void;
  problems: Problems;
  /** The live version's values: leads and routing rules name them. */
  settled?: ReadonlySet<string>;
}) {
  const relabel = (index: number, label: string) => onChange(choices.map((old, at) => (at === index ? relabelledChoice(old, label, othersOf(choices, index), settled) : old)));
  const listProblem = problems[path];
  const originalOf = use(FormOriginal);
  return (
    <fieldset className="@container grid min-w-0 gap-2" aria-describedby={`${path}-hint${listProblem ? ` ${path}-problem` : ""}`}>
      <legend className="mb-1 text-sm font-semibold">{copy.choices}</legend>
      <p id={`${path}-hint`} className="text-xs text-muted-foreground">
        {copy.valueHint}
      </p>
      <ol className="grid gap-2">
        {choices.map((choice, index) => {
          const [labelProblem, valueProblem] = [problems[`${path}.${index}.label`], problems[`${path}.${index}.value`]];
          const original = originalOf(`${path}.${index}.label`);
          return (
            <li key={index} className="grid gap-1" data-field={`${path}.${index}`}>
              {/* In a narrow column (a phone) the label takes the whole row and the buttons sit beside the value; from 24rem both inputs sit beside them. */}
              <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-2 gap-y-1">
                {original ? (
                  <div className="col-span-2">
                    <OriginalText id={`${path}-${index}-original`} original={original} />
                  </div>
                ) : null}
                <Input
                  aria-label={copy.choiceLabel(index + 1)}
                  aria-describedby={original ? `${path}-${index}-original` : undefined}
                  value={choice.label}
                  onChange={(event) => relabel(index, event.target.value)}
                  aria-invalid={labelProblem ? true : undefined}
                  className="col-span-2 @sm:col-span-1"
                />
                <Input
                  aria-label={copy.choiceValue(index + 1)}
                  value={choice.value}
                  onChange={(event) => onChange(choices.map((old, at) => (at === index ? { ...old, value: event.target.value } : old)))}
                  aria-invalid={valueProblem ? true : undefined}
                  className="col-start-1 h-9 font-mono text-xs sm:text-xs"
                />
                <span className="col-start-2 row-start-2 flex flex-wrap justify-end self-center @sm:row-span-2 @sm:row-start-1 @sm:self-start">
                  <IconButton
                    label={copy.moveChoiceUp(index + 1)}
                    disabled={index === 0}
                    onClick={() => onChange(moved(choices, index, index - 1))}
                    icon={<ArrowUpIcon aria-hidden="true" className="size-4" />}
                  />
                  <IconButton
                    label={copy.moveChoiceDown(index + 1)}
                    disabled={index === choices.length - 1}
                    onClick={() => onChange(moved(choices, index, index + 1))}
                    icon={<ArrowDownIcon aria-hidden="true" className="size-4" />}
                  />
                  <IconButton label={copy.removeChoice(index + 1)} onClick={() => onChange(choices.filter((_, at) => at !== index))} icon={<XIcon aria-hidden="true" className="size-4" />} danger />
                </span>
              </div>
              {labelProblem || valueProblem ? <p className="text-sm text-destructive">{labelProblem ?? valueProblem}</p> : null}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        onClick={() => onChange([...choices, { label: `Choice ${choices.length + 1}`, value: valueFromLabel(`Choice ${choices.length + 1}`, othersOf(choices, -1)) }])}
        className="inline-flex w-fit items-center gap-1.5 rounded-lg border border-dashed border-border px-3 py-2 text-sm font-semibold text-muted-foreground hover:border-primary hover:text-primary"
      >
        <PlusIcon aria-hidden="true" className="size-4" />
        {copy.addChoice}
      </button>
      {listProblem ? (
        <p id={`${path}-problem`} className="text-sm text-destructive">
          {listProblem}
        </p>
      ) : null}
    </fieldset>
  );
}
