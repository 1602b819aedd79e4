/**
 * Image files pasted or dropped into a post's text (issue 73): each is checked as the library
 * checks it, marked in the text where it goes while it uploads (the writer keeps typing), described
 * in a dialog (never placed undescribed, ADR 041), and placed at its mark once both are done. A
 * refusal or a lost connection says so above the text; nothing typed is touched.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { editorCopy } from "#app/studio/content/editor.ts";
import { ApiError, type MediaImage } from "#app/admin/lib/admin-api.ts";
import { imageUploadProblem } from "#shared/image-uploads.ts";
import { DescribeStep, rememberDescription, uploadToLibrary } from "./image-picker.tsx";

const copy = editorCopy.pasted;

/** What the text offers an upload (upload-placeholders.ts, in the editor's own chunk): its mark, taken away or replaced by the image. */
export interface UploadMarks {
  mark: (id: string, at: number, label: string) => void;
  unmark: (id: string) => void;
  place: (id: string, image: { src: string; alt: string; title: string | null }) => void;
  /** Back to the text where its cursor was (the dialog's closing leaves the page's selection outside it). */
  focus: () => void;
}

/** An image waiting for its description, as the dialog shows it. */
interface Asked {
  id: string;
  name: string;
  image?: MediaImage;
  failed?: string;
}

/** What is known of an upload until it is placed or dropped: the library's image, the writer's words. */
interface Pending {
  name: string;
  marks: UploadMarks;
  image?: MediaImage;
  words?: { alt: string; caption: string };
}

/** Why an upload failed, in words: the server's refusal, or no connection (fetch rejects). */
function failureOf(failure: unknown): string {
  if (failure instanceof ApiError) return failure.message;
  if (failure instanceof TypeError) return copy.offline;
  return copy.unknown;
}

let uploads = 0;

export function usePastedImages() {
  const [asked, setAsked] = useState<Asked[]>([]);
  const [inFlight, setInFlight] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const pending = useRef(new Map<string, Pending>());
  const lastMarks = useRef<UploadMarks>(undefined);

  const placeWhenReady = (id: string) => {
    const upload = pending.current.get(id);
    if (!upload?.image || !upload.words) return;
    pending.current.delete(id);
    upload.marks.place(id, { src: upload.image.name, alt: upload.words.alt, title: upload.words.caption || null });
    rememberDescription(upload.image.name, upload.words.alt);
  };
  const uploaded = (id: string, image: MediaImage) => {
    const upload = pending.current.get(id);
    if (!upload) return;
    upload.image = image;
    setAsked((all) => all.map((item) => (item.id === id ? { ...item, image } : item)));
    placeWhenReady(id);
  };
  const failed = (id: string, reason: string) => {
    const upload = pending.current.get(id);
    if (!upload) return;
    pending.current.delete(id);
    upload.marks.unmark(id);
    setProblems((all) => [...all, copy.failed(upload.name, reason)]);
    // The dialog on it says so; one still waiting its turn is only dropped (the notice says it).
    setAsked((all) => (all[0]?.id === id ? [{ ...all[0], failed: reason }, ...all.slice(1)] : all.filter((item) => item.id !== id)));
  };
  /** The writer's words for the image, or undefined: not to be placed. */
  const described = (id: string, words: Pending["words"]) => {
    setAsked((all) => all.filter((item) => item.id !== id));
    const upload = pending.current.get(id);
    if (!upload) return;
    if (!words) {
      pending.current.delete(id);
      upload.marks.unmark(id);
      return;
    }
    upload.words = words;
    placeWhenReady(id);
  };

  /** Files pasted or dropped at `at`: each image uploaded and asked for, each other file refused in words. */
  const add = (marks: UploadMarks, files: File[], at: number) => {
    lastMarks.current = marks;
    const refused: string[] = [];
    for (const file of files) {
      const problem = imageUploadProblem(file);
      if (problem) {
        refused.push(copy.refused(file.name, problem));
        continue;
      }
      const id = `pasted-image-${(uploads += 1)}`;
      pending.current.set(id, { name: file.name, marks });
      marks.mark(id, at, copy.uploading(file.name));
      setAsked((all) => [...all, { id, name: file.name }]);
      setInFlight((count) => count + 1);
      uploadToLibrary(file)
        .then(
          (image) => uploaded(id, image),
          (failure: unknown) => failed(id, failureOf(failure)),
        )
        .finally(() => setInFlight((count) => count - 1));
    }
    setProblems(refused);
  };

  return {
    add,
    dialog: <PastedImageDialog current={asked[0]} onDescribed={described} onClosed={() => lastMarks.current?.focus()} />,
    notices: <UploadNotices inFlight={inFlight} problems={problems} onDismiss={() => setProblems([])} />,
  };
}

/** Above the text: how many images are uploading, and what was refused or failed until dismissed. */
function UploadNotices({ inFlight, problems, onDismiss }: { inFlight: number; problems: string[]; onDismiss: () => void }) {
  return (
    <>
      {/* Always there (a live region shown only once it speaks is not heard), taking no room while empty. */}
      <p role="status" className="text-sm text-muted-foreground not-empty:px-3 not-empty:py-2">
        {inFlight ? copy.uploadingCount(inFlight) : null}
      </p>
      <div role="alert" className="grid gap-2 not-empty:px-3 not-empty:py-2">
        {problems.length ? (
          <>
            {problems.map((problem, index) => (
              <p key={index} className="text-sm font-medium text-destructive">
                {problem}
              </p>
            ))}
            <Button type="button" size="sm" variant="secondary" className="justify-self-start" onClick={onDismiss}>
              {copy.dismiss}
            </Button>
          </>
        ) : null}
      </div>
    </>
  );
}

/** One image at a time, in the order they came: its upload's progress, and what it shows. */
function PastedImageDialog({ current, onDescribed, onClosed }: { current: Asked | undefined; onDescribed: (id: string, words: Pending["words"]) => void; onClosed: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (current && !element.open) {
      element.showModal();
      // Opened after the fields were drawn: the description is where the writer types.
      element.querySelector<HTMLInputElement>(`[id="${ids}-alt"]`)?.focus();
    } else if (!current && element.open) {
      element.close();
      // Back in the text in this same task: the "close" event comes a task later, and keys typed meanwhile would land where the browser's caret was.
      onClosed();
    }
  }, [current, ids, onClosed]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${ids}-title`}
      // Escape: back in the text in the key's own task, as a close by the code is; the "close" event comes a
      // task later, and keys typed meanwhile would go to the page (the caret was not in the text after a drop).
      onCancel={(event) => {
        event.preventDefault();
        dialog.current?.close();
        onClosed();
      }}
      // Closed by Escape: the image is not placed (the text stays as it is); the next one is asked for.
      onClose={() => {
        if (current) onDescribed(current.id, undefined);
        onClosed();
      }}
      className="m-auto w-[min(48rem,calc(100vw-2rem))] rounded-xl border border-border bg-background p-0 text-foreground shadow-xl backdrop:bg-black/40"
    >
      <h2 id={`${ids}-title`} className="border-b border-border px-5 py-3 font-semibold">
        {editorCopy.picker.describeTitle}
      </h2>
      {current?.failed ? (
        <div className="grid gap-4 p-5">
          <FormError id={`${ids}-failed`}>{copy.failed(current.name, current.failed)}</FormError>
          <Button type="button" variant="secondary" className="justify-self-start" autoFocus onClick={() => onDescribed(current.id, undefined)}>
            {copy.close}
          </Button>
        </div>
      ) : current ? (
        <DescribeStep
          key={current.id}
          ids={ids}
          image={current.image}
          withCaption
          back={copy.dontPlace}
          status={
            <p role="status" className="text-sm wrap-anywhere text-muted-foreground">
              {current.image ? copy.uploaded(current.name) : copy.uploading(current.name)}
            </p>
          }
          onBack={() => onDescribed(current.id, undefined)}
          onDone={(alt, caption) => onDescribed(current.id, { alt, caption })}
        />
      ) : null}
    </dialog>
  );
}
