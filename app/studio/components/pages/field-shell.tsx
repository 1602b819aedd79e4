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

export function FieldShell({
  label,
  path,
  hint,
  problem,
  children,
}: {
  label: string;
  path: string;
  hint?: string;
  problem?: string;
  children: (ids: { id: string; describedBy?: string }) => React.ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const problemId = problem ? `${id}-problem` : undefined;
  return (
    <div className="grid gap-1.5" data-field={path}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, describedBy: [hintId, problemId].filter(Boolean).join(" ") || undefined })}
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
