/** A text box with its label, an optional hint and its problem in words, both tied to it for screen readers. */
import type { ComponentProps } from "react";
import { Input } from "./input.tsx";
import { cn } from "./utils.ts";

export interface LabelledInputProps extends Omit<ComponentProps<typeof Input>, "id"> {
  id: string;
  label: string;
  hint?: string | undefined;
  problem?: string | undefined;
  /** The text box's own classes; `className` is the frame's. */
  inputClassName?: string;
}

export function LabelledInput({ id, label, hint, problem, className, inputClassName, ...input }: LabelledInputProps) {
  const describedBy = [hint ? `${id}-hint` : "", problem ? `${id}-problem` : ""].filter(Boolean).join(" ");
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input id={id} className={inputClassName} aria-describedby={describedBy || undefined} aria-invalid={problem ? true : undefined} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
