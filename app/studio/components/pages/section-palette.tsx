/** The sections a page can take, each with its drawing and a line on what it is for; `after`: the section a new one follows. */
import { useRef } from "react";
import PlusIcon from "lucide-react/icons/plus";
import { Button } from "#app/ui/button.tsx";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { SECTION_TYPE_NAMES, sectionInfo } from "#sections/registry.ts";
import { SectionPicture } from "./section-pictures.tsx";

const copy = pagesCopy;

export function SectionPalette({ onAdd, after }: { onAdd: (type: (typeof SECTION_TYPE_NAMES)[number]) => void; after: string | undefined }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => dialog.current?.showModal()}>
        <PlusIcon aria-hidden="true" />
        {copy.editor.addSection}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby="section-palette-title"
        className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-2xl border border-border bg-background p-0 text-foreground shadow-elevated backdrop:bg-ink/50"
      >
        <div className="sticky top-0 flex items-start justify-between gap-3 border-b border-border bg-background p-5">
          <div>
            <h2 id="section-palette-title" className="text-lg font-semibold">
              {copy.palette.title}
            </h2>
            <p className="text-sm text-muted-foreground">{after ? copy.palette.after(after) : copy.palette.atEnd}</p>
          </div>
          <Button type="button" variant="secondary" size="sm" onClick={() => dialog.current?.close()}>
            {copy.palette.close}
          </Button>
        </div>
        <ul className="grid gap-3 p-5 sm:grid-cols-2 lg:grid-cols-4">
          {SECTION_TYPE_NAMES.map((type) => (
            <li key={type}>
              <button
                type="button"
                onClick={() => {
                  onAdd(type);
                  dialog.current?.close();
                }}
                className="grid h-full w-full gap-2 rounded-xl border border-border p-3 text-left hover:border-primary hover:shadow-card focus-visible:outline-2 focus-visible:outline-ring"
              >
                <SectionPicture type={type} />
                <span className="font-semibold">{sectionInfo(type).label}</span>
                <span className="text-xs leading-snug text-muted-foreground">{sectionInfo(type).help}</span>
              </button>
            </li>
          ))}
        </ul>
      </dialog>
    </>
  );
}
