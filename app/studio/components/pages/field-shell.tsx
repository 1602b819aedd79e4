/** A field's frame in the page editor's forms: its label, its hint, and its problem in words, tied to the control. */
import { useId } from "react";
import { Link } from "react-router";

export function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm text-destructive">
      {text}
    </p>
  ) : null;
}

/** A translation's field: the original's words beside it, to read, never to edit (ADR 054). */
export interface OriginalWords {
  /** "Original (English)". */
  label: string;
  text: string;
}

export function OriginalText({ id, original }: { id: string; original: OriginalWords }) {
  return (
    <div id={id} className="rounded-lg border border-dashed border-border bg-subtle px-3 py-2 text-sm" data-original>
      <span className="block text-xs font-medium text-muted-foreground">{original.label}</span>
      <span className="whitespace-pre-wrap break-words">{original.text}</span>
    </div>
  );
}

export function FieldShell({
  label,
  path,
  hint,
  problem,
  original,
  children,
}: {
  label: string;
  path: string;
  hint?: string;
  problem?: string;
  original?: OriginalWords | undefined;
  children: (ids: { id: string; describedBy?: string }) => React.ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const problemId = problem ? `${id}-problem` : undefined;
  const originalId = original ? `${id}-original` : undefined;
  return (
    <div className="grid gap-1.5" data-field={path}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {original ? <OriginalText id={originalId!} original={original} /> : null}
      {children({ id, describedBy: [originalId, hintId, problemId].filter(Boolean).join(" ") || undefined })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {problem ? <Problem id={problemId!} text={problem} /> : null}
    </div>
  );
}

/** A picker with nothing to choose from yet (no published form, no file): its label, and a link to where one is made. */
export function NothingToChoose({ label, path, to, text, problem }: { label: string; path: string; to: string; text: string; problem?: string | undefined }) {
  return (
    <div className="grid gap-1.5" data-field={path}>
      <span className="text-sm font-medium">{label}</span>
      <p className="text-sm text-muted-foreground">
        <Link to={to} className="font-semibold text-primary hover:underline">
          {text}
        </Link>
      </p>
      {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
    </div>
  );
}
