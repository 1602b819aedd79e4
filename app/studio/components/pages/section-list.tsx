/**
 * A page's sections in order: each opens to its form, moves by drag or by its arrow buttons, is
 * duplicated, hidden from the site or removed (with an undo). The anchor of a section is its own
 * field, since links on other pages may point at it. A new one goes after the open section (where
 * the editor is, as Webflow and Notion insert), opens, and takes the focus.
 */
import { useEffect, useRef, useState, type DragEvent } from "react";
import ArrowDownIcon from "lucide-react/icons/arrow-down";
import ArrowUpIcon from "lucide-react/icons/arrow-up";
import ChevronDownIcon from "lucide-react/icons/chevron-down";
import CopyIcon from "lucide-react/icons/copy";
import EyeIcon from "lucide-react/icons/eye";
import EyeOffIcon from "lucide-react/icons/eye-off";
import GripVerticalIcon from "lucide-react/icons/grip-vertical";
import Trash2Icon from "lucide-react/icons/trash-2";
import { cn } from "#app/ui/utils.ts";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { sectionInfo, sectionSchemaOf, type Section } from "#sections/registry.ts";
import { IconButton } from "#app/studio/components/icon-button.tsx";
import { moved } from "#shared/lists.ts";
import { withBrand } from "#shared/brand.ts";
import { newSection } from "#shared/pages/starters.ts";
import { ObjectFields, type FieldContext } from "./schema-field.tsx";
import { SectionPalette } from "./section-palette.tsx";

const copy = pagesCopy.editor;

/** What a section is called in the list: its type and its heading. */
export function sectionName(section: Section): string {
  const heading = "intro" in section && section.intro ? section.intro.title : "title" in section ? section.title : "label" in section ? section.label : undefined;
  const type = sectionInfo(section.type).label;
  // As visitors read it: the brand's name, not its token ("{brand} Advantage").
  return heading ? `${type}: ${withBrand(heading)}` : type;
}

function uniqueAnchor(id: string, sections: readonly Section[]): string {
  const taken = new Set(sections.map((section) => section.id));
  let next = `${id}-copy`;
  for (let n = 2; taken.has(next); n++) next = `${id}-copy-${n}`;
  return next.slice(0, 40);
}

/** What takes the focus in a section just added: its first field. */
const FIRST_FIELD = "input:not([type=hidden]), textarea, select, [contenteditable=true]";

interface SectionListProps {
  sections: Section[];
  onChange: (sections: Section[]) => void;
  /** The section the editor opened or added, for the preview to go to (by its anchor). */
  onShow?: ((anchor: string) => void) | undefined;
  context: FieldContext;
  /** No palette: the sections are read, not added to. */
  locked?: boolean;
  /** The open section's anchor, when the editor around opens one (to take the editor to a field). */
  opened?: [string | undefined, (id: string | undefined) => void];
}

export function SectionList({ sections, onChange, onShow, context, locked = false, opened }: SectionListProps) {
  const own = useState<string | undefined>(sections[0]?.id);
  const [open, setOpen] = opened ?? own;
  const [dragged, setDragged] = useState<number>();
  const [removed, setRemoved] = useState<{ section: Section; at: number }>();
  const problemIn = (index: number) => Object.keys(context.problems).some((path) => path.startsWith(`sections.${index}.`));

  const move = (from: number, to: number) => to >= 0 && to < sections.length && from !== to && onChange(moved(sections, from, to));
  const replace = (index: number, section: Section) => onChange(sections.map((old, at) => (at === index ? section : old)));
  const { list, after, add, toggle } = useInsertion({ sections, open, setOpen, onChange, onShow });
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== undefined) move(dragged, index);
    setDragged(undefined);
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{copy.dragHint}</p>
      <ol ref={list} className="grid gap-2" aria-label={copy.sections}>
        {sections.map((section, index) => {
          const name = sectionName(section);
          const expanded = open === section.id;
          const invalid = problemIn(index);
          return (
            <li
              key={`${section.id}-${index}`}
              onDragOver={(event) => dragged !== undefined && event.preventDefault()}
              onDrop={(event) => drop(event, index)}
              className={cn("min-w-0 rounded-xl border bg-background", invalid ? "border-destructive" : "border-border", dragged === index && "opacity-50", section.hidden && "bg-subtle")}
            >
              <div className="flex flex-wrap items-center justify-end gap-1 p-2">
                <DragHandle onStart={() => setDragged(index)} onEnd={() => setDragged(undefined)} />
                <button
                  type="button"
                  aria-expanded={expanded}
                  onClick={() => toggle(section.id, expanded)}
                  className="flex min-w-[9rem] flex-1 items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-muted"
                >
                  <ChevronDownIcon aria-hidden="true" className={cn("size-4 shrink-0 transition-transform", !expanded && "-rotate-90")} />
                  <span className={cn("min-w-0 font-semibold [overflow-wrap:anywhere]", section.hidden && "text-muted-foreground line-through")}>{name}</span>
                  {section.hidden ? <span className="shrink-0 rounded-full bg-muted px-2 text-xs text-muted-foreground">{copy.hidden}</span> : null}
                </button>
                <IconButton label={copy.moveUp(name)} disabled={index === 0} onClick={() => move(index, index - 1)} icon={<ArrowUpIcon aria-hidden="true" className="size-4" />} />
                <IconButton
                  label={copy.moveDown(name)}
                  disabled={index === sections.length - 1}
                  onClick={() => move(index, index + 1)}
                  icon={<ArrowDownIcon aria-hidden="true" className="size-4" />}
                />
                <IconButton
                  label={copy.duplicate(name)}
                  onClick={() => onChange([...sections.slice(0, index + 1), { ...structuredClone(section), id: uniqueAnchor(section.id, sections) }, ...sections.slice(index + 1)])}
                  icon={<CopyIcon aria-hidden="true" className="size-4" />}
                />
                <IconButton
                  label={section.hidden ? copy.show(name) : copy.hide(name)}
                  pressed={!!section.hidden}
                  onClick={() => replace(index, { ...section, hidden: section.hidden ? undefined : true })}
                  icon={section.hidden ? <EyeOffIcon aria-hidden="true" className="size-4" /> : <EyeIcon aria-hidden="true" className="size-4" />}
                />
                <IconButton
                  label={copy.remove(name)}
                  onClick={() => {
                    setRemoved({ section, at: index });
                    onChange(sections.filter((_, at) => at !== index));
                  }}
                  icon={<Trash2Icon aria-hidden="true" className="size-4" />}
                  danger
                />
              </div>
              {expanded ? (
                <div data-section-form={section.id} className="grid min-w-0 gap-4 border-t border-border p-4">
                  <ObjectFields
                    schema={sectionSchemaOf(section.type)}
                    label={name}
                    path={`sections.${index}`}
                    value={section as unknown as Record<string, unknown>}
                    onChange={(next) => replace(index, next as unknown as Section)}
                    context={context}
                    bare
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {removed ? (
        <RemovedNotice
          name={sectionName(removed.section)}
          onUndo={() => {
            onChange([...sections.slice(0, removed.at), removed.section, ...sections.slice(removed.at)]);
            setRemoved(undefined);
          }}
        />
      ) : null}
      {locked ? null : <SectionPalette onAdd={add} after={after} />}
    </div>
  );
}

/**
 * A new section goes after the open one (at the end when none is), opens, shows in the preview,
 * and its first field takes the focus once drawn (after the palette's dialog gives the focus back).
 * A section opened by hand shows in the preview too.
 */
function useInsertion({
  sections,
  open,
  setOpen,
  onChange,
  onShow,
}: Pick<SectionListProps, "sections" | "onChange" | "onShow"> & { open: string | undefined; setOpen: (anchor: string | undefined) => void }) {
  const list = useRef<HTMLOListElement>(null);
  const added = useRef<string>(undefined);
  const openAt = sections.findIndex((section) => section.id === open);
  const add = (type: Section["type"]) => {
    const section = newSection(type, new Set(sections.map((each) => each.id)));
    const at = openAt === -1 ? sections.length : openAt + 1;
    onChange([...sections.slice(0, at), section, ...sections.slice(at)]);
    setOpen(section.id);
    added.current = section.id;
    onShow?.(section.id);
  };
  useEffect(() => {
    const anchor = added.current;
    if (!anchor) return;
    added.current = undefined;
    list.current
      ?.querySelector(`[data-section-form="${CSS.escape(anchor)}"]`)
      ?.querySelector<HTMLElement>(FIRST_FIELD)
      ?.focus();
  });
  const toggle = (anchor: string, expanded: boolean) => {
    setOpen(expanded ? undefined : anchor);
    if (!expanded) onShow?.(anchor);
  };
  return { list, add, toggle, after: openAt === -1 ? undefined : sectionName(sections[openAt]!) };
}

/** A section just removed, with the way back. */
function RemovedNotice({ name, onUndo }: { name: string; onUndo: () => void }) {
  return (
    <div role="status" className="flex items-center justify-between gap-3 rounded-lg border border-border bg-subtle px-3 py-2 text-sm">
      {copy.removed(name)}
      <button type="button" className="font-semibold text-primary hover:underline" onClick={onUndo}>
        {copy.undo}
      </button>
    </div>
  );
}

function DragHandle({ onStart, onEnd }: { onStart: () => void; onEnd: () => void }) {
  return (
    <span draggable onDragStart={onStart} onDragEnd={onEnd} className="cursor-grab rounded p-1.5 text-muted-foreground hover:bg-muted" title={copy.dragHint}>
      <GripVerticalIcon aria-hidden="true" className="size-4" />
    </span>
  );
}
