/**
 * A workflow step that cannot be taken back with a click (unpublish, cancel a schedule): its
 * button opens a modal dialog (the platform's <dialog>: focus kept inside, Escape closes) that says
 * what will happen (with any choice the step takes), and only the dialog's own button posts the step.
 */
import { useRef, type ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { postCopy } from "#app/studio/content/posts.ts";

const copy = postCopy;

export interface ConfirmStepProps {
  /** The step posted to the route's action ("unpublish"). */
  intent: string;
  /** The button that opens the dialog. */
  label: string;
  /** The dialog's title: the step as a question. */
  question: string;
  /** What will happen, in a sentence or two. */
  consequence: string;
  /** The dialog's button that takes the step. */
  confirmLabel: string;
  busy: boolean;
  /** What the step is about when a screen lists several (a file's id), posted with it; it names the dialog too. */
  subject?: string;
  /** The button's name in full when several on a screen read alike ("Delete Benchmark 2025"). */
  labelInFull?: string;
  /** Choices posted with the step (where a deleted page's address leads). */
  children?: ReactNode;
}

export function ConfirmStep({ intent, label, question, consequence, confirmLabel, busy, subject, labelInFull, children }: ConfirmStepProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `confirm-${intent}${subject ? `-${subject}` : ""}-title`;
  return (
    <>
      <Button type="button" variant="secondary" size="sm" className="w-fit" disabled={busy} aria-haspopup="dialog" aria-label={labelInFull} onClick={() => dialog.current?.showModal()}>
        {label}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-what`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-border bg-card p-6 text-foreground shadow-card backdrop:bg-black/50"
      >
        <Form method="post" className="grid gap-4" onSubmit={() => dialog.current?.close()}>
          {subject ? <input type="hidden" name="subject" value={subject} /> : null}
          <h2 id={titleId} className="text-lg font-bold">
            {question}
          </h2>
          <p id={`${titleId}-what`} className="text-sm">
            {consequence}
          </p>
          {children}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => dialog.current?.close()}>
              {copy.keep}
            </Button>
            <Button type="submit" name="intent" value={intent} variant="destructive" disabled={busy}>
              {confirmLabel}
            </Button>
          </div>
        </Form>
      </dialog>
    </>
  );
}
