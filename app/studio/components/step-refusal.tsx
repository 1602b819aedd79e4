/**
 * A step's refusal beside the button that asked (publish, schedule, update…), announced as it
 * appears: its words, and when the server names fields (by path, "sections.0.lead"), each field by
 * its label as a button that takes the editor to it.
 */
import { FormError } from "#app/admin/components/auth-card.tsx";

/** How a document's editor names a field and takes the editor to it, by the path the server refuses it on. */
export interface FieldLinks {
  label: (path: string) => string;
  go: (path: string) => void;
}

export interface Refusal {
  /** The step refused: the button it shows beside. */
  intent?: string | undefined;
  error?: string | undefined;
  problems?: Partial<Record<string, string>> | undefined;
}

export function StepRefusal({ id, refusal, fields }: { id: string; refusal: Refusal; fields?: FieldLinks | undefined }) {
  const named = fields && refusal.problems ? Object.entries(refusal.problems).filter((entry): entry is [string, string] => typeof entry[1] === "string") : [];
  if (!named.length) return refusal.error ? <FormError id={id}>{refusal.error}</FormError> : null;
  // The fields by what is wrong with them: a template's placeholders left are one line and a list.
  const byProblem = new Map<string, Array<[string, string]>>();
  for (const entry of named) byProblem.set(entry[1], [...(byProblem.get(entry[1]) ?? []), entry]);
  return (
    <div id={id} role="alert" className="grid gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
      {[...byProblem].map(([problem, entries]) => (
        <div key={problem} className="grid gap-1">
          <p>{problem}</p>
          <ul className="flex flex-wrap gap-x-3 gap-y-1">
            {entries.map(([path]) => (
              <li key={path} className="min-w-0">
                <button type="button" onClick={() => fields!.go(path)} className="text-left font-semibold break-words underline underline-offset-2 hover:no-underline">
                  {fields!.label(path)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
