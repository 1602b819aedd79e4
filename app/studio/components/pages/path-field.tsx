/** A new page's address in its dialog (a new page's, a translation's): typed by hand once, it stops following what suggested it. */
import { Input } from "#app/ui/input.tsx";
import { Problem } from "./field-shell.tsx";

export function PathField({ id, label, hint, value, problem, onType }: { id: string; label: string; hint: string; value: string; problem?: string | undefined; onType: (path: string) => void }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        name="path"
        required
        value={value}
        onChange={(event) => onType(event.target.value)}
        className="font-mono"
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
        aria-invalid={problem ? true : undefined}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <Problem id={`${id}-problem`} text={problem} />
    </div>
  );
}
