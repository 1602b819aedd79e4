/**
 * The form's fields in order: each opens to its settings, moves by its arrow buttons (keyboard and
 * pointer alike), and is removed after a question that says what happens to answers already given;
 * a menu adds a field of any kind at the end.
 */
import { use, useRef, useState } from "react";
import ArrowDownIcon from "lucide-react/icons/arrow-down";
import ArrowUpIcon from "lucide-react/icons/arrow-up";
import ChevronDownIcon from "lucide-react/icons/chevron-down";
import PlusIcon from "lucide-react/icons/plus";
import Trash2Icon from "lucide-react/icons/trash-2";
import { Button } from "#app/ui/button.tsx";
import { cn } from "#app/ui/utils.ts";
import { formsCopy } from "#app/studio/content/forms.ts";
import { IconButton } from "#app/studio/components/icon-button.tsx";
import { newField, type Settled } from "#shared/forms/builder.ts";
import { moved } from "#shared/lists.ts";
import { FORM_FIELD_KIND_LABELS, FORM_FIELD_KINDS, type FormField, type FormFieldKind } from "#shared/forms/form.ts";
import { FieldSettings } from "./field-settings.tsx";
import { WordsOnly, type Problems } from "./controls.tsx";

const copy = formsCopy.editor;

/** What a field is called in the list: its label (a consent's words cut short). */
const nameOf = (field: FormField) => (field.label.length > 60 ? `${field.label.slice(0, 57)}…` : field.label) || FORM_FIELD_KIND_LABELS[field.kind];

export function FieldList({ fields, onChange, problems, settled }: { fields: FormField[]; onChange: (fields: FormField[]) => void; problems: Problems; settled: Settled }) {
  const [open, setOpen] = useState<number | undefined>();
  const wordsOnly = use(WordsOnly);
  const [removing, setRemoving] = useState<number>();
  const dialog = useRef<HTMLDialogElement>(null);
  const problemIn = (index: number) => Object.keys(problems).some((path) => path.startsWith(`fields.${index}.`));
  const move = (from: number, to: number) => {
    onChange(moved(fields, from, to));
    if (open === from) setOpen(to);
  };
  const add = (kind: FormFieldKind) => {
    onChange([...fields, newField(kind, new Set(fields.map((field) => field.key)))]);
    setOpen(fields.length);
  };
  const remove = () => {
    if (removing === undefined) return;
    onChange(fields.filter((_, at) => at !== removing));
    setOpen(undefined);
    setRemoving(undefined);
    dialog.current?.close();
  };

  return (
    <div className="grid gap-3">
      <ol className="grid gap-2" aria-label={copy.fields}>
        {fields.map((field, index) => {
          const name = nameOf(field);
          const expanded = open === index;
          return (
            <li key={index} className={cn("min-w-0 rounded-xl border bg-background", problemIn(index) ? "border-destructive" : "border-border")}>
              <div className="flex flex-wrap items-center justify-end gap-1 p-2">
                <button
                  type="button"
                  aria-expanded={expanded}
                  onClick={() => setOpen(expanded ? undefined : index)}
                  className="flex min-w-[9rem] flex-1 items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-muted"
                >
                  <ChevronDownIcon aria-hidden="true" className={cn("size-4 shrink-0 transition-transform", !expanded && "-rotate-90")} />
                  {/* Wrapped, not cut: beside three buttons a phone leaves ~10 characters per line. */}
                  <span className="grid min-w-0 [overflow-wrap:anywhere]">
                    <span className="font-semibold">{name}</span>
                    <span className="text-xs text-muted-foreground">{field.required ? `${FORM_FIELD_KIND_LABELS[field.kind]} · ${copy.required}` : FORM_FIELD_KIND_LABELS[field.kind]}</span>
                  </span>
                </button>
                {wordsOnly ? null : (
                  <FieldButtons
                    name={name}
                    first={index === 0}
                    last={index === fields.length - 1}
                    move={(by) => move(index, index + by)}
                    remove={() => {
                      setRemoving(index);
                      dialog.current?.showModal();
                    }}
                  />
                )}
              </div>
              {expanded ? (
                <div className="border-t border-border p-4">
                  <FieldSettings
                    field={field}
                    index={index}
                    otherKeys={new Set(fields.filter((_, at) => at !== index).map((other) => other.key))}
                    settled={settled}
                    onChange={(next) => onChange(fields.map((old, at) => (at === index ? next : old)))}
                    problems={problems}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {problems["fields"] ? <p className="text-sm text-destructive">{problems["fields"]}</p> : null}
      {wordsOnly ? null : <AddFieldMenu onAdd={add} />}
      <dialog
        ref={dialog}
        aria-labelledby="remove-field-title"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-border bg-card p-6 text-foreground shadow-card backdrop:bg-black/50"
        onClose={() => setRemoving(undefined)}
      >
        <div className="grid gap-4">
          <h2 id="remove-field-title" className="text-lg font-bold">
            {removing !== undefined && fields[removing] ? copy.removeQuestion(nameOf(fields[removing])) : ""}
          </h2>
          <p className="text-sm">{copy.removeConsequence}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => dialog.current?.close()}>
              {copy.keep}
            </Button>
            <Button type="button" variant="destructive" onClick={remove}>
              {copy.removeNow}
            </Button>
          </div>
        </div>
      </dialog>
    </div>
  );
}

/** A field of any kind, from a menu that opens in place (a disclosure: the keyboard's as the pointer's). */
/** A field's arrows and remove button: an original's, never a translation's (its questions are the original's). */
function FieldButtons({ name, first, last, move, remove }: { name: string; first: boolean; last: boolean; move: (by: 1 | -1) => void; remove: () => void }) {
  return (
    <>
      <IconButton label={copy.moveUp(name)} disabled={first} onClick={() => move(-1)} icon={<ArrowUpIcon aria-hidden="true" className="size-4" />} />
      <IconButton label={copy.moveDown(name)} disabled={last} onClick={() => move(1)} icon={<ArrowDownIcon aria-hidden="true" className="size-4" />} />
      <IconButton label={copy.remove(name)} onClick={remove} icon={<Trash2Icon aria-hidden="true" className="size-4" />} danger />
    </>
  );
}

function AddFieldMenu({ onAdd }: { onAdd: (kind: FormFieldKind) => void }) {
  const menu = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={menu} className="group rounded-xl border border-dashed border-border">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 px-3 py-2.5 text-sm font-semibold text-muted-foreground hover:text-primary [&::-webkit-details-marker]:hidden">
        <PlusIcon aria-hidden="true" className="size-4" />
        {copy.addField}
      </summary>
      <div className="grid gap-2 border-t border-border p-3">
        <p className="text-xs text-muted-foreground">{copy.addFieldHint}</p>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {FORM_FIELD_KINDS.map((kind) => (
            <li key={kind}>
              <button
                type="button"
                onClick={() => {
                  onAdd(kind);
                  if (menu.current) menu.current.open = false;
                }}
                className="w-full rounded-lg border border-border px-3 py-2 text-left text-sm font-semibold hover:border-primary hover:text-primary"
              >
                {FORM_FIELD_KIND_LABELS[kind]}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
