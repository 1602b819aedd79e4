/**
 * A step's refusal beside the button that asked (publish, schedule, update…), announced as it
 * appears: its words, and when the server names fields (by path, "sections.0.lead"), each field by
 * its label as a button that takes the editor to it. A step held back by links to no page of the
 * site lists each link the same way, with the step "anyway".
 */
import { useNavigation, useSubmit } from "react-router";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { Button } from "#app/ui/button.tsx";
import { postCopy } from "#app/studio/content/posts.ts";
import { isBroken, PUBLISH_ANYWAY, type FlaggedLink } from "#shared/link-check.ts";

const copy = postCopy.brokenLinks;

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
  /** Links to no page of the site (and through redirects) that held the step back, and the form to send again with them accepted. */
  links?: FlaggedLink[] | undefined;
  asked?: Record<string, string> | undefined;
}

const BOX = "grid gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive";

function FieldButton({ path, fields }: { path: string; fields: FieldLinks }) {
  return (
    <button type="button" onClick={() => fields.go(path)} className="text-left font-semibold break-words underline underline-offset-2 hover:no-underline">
      {fields.label(path)}
    </button>
  );
}

export function StepRefusal({ id, refusal, fields }: { id: string; refusal: Refusal; fields?: FieldLinks | undefined }) {
  if (refusal.links?.length) return <LinksHeldBack id={id} refusal={refusal} fields={fields} />;
  const named = fields && refusal.problems ? Object.entries(refusal.problems).filter((entry): entry is [string, string] => typeof entry[1] === "string") : [];
  if (!named.length) return refusal.error ? <FormError id={id}>{refusal.error}</FormError> : null;
  // The fields by what is wrong with them: a template's placeholders left are one line and a list.
  const byProblem = new Map<string, Array<[string, string]>>();
  for (const entry of named) byProblem.set(entry[1], [...(byProblem.get(entry[1]) ?? []), entry]);
  return (
    <div id={id} role="alert" className={BOX}>
      {[...byProblem].map(([problem, entries]) => (
        <div key={problem} className="grid gap-1">
          <p>{problem}</p>
          <ul className="flex flex-wrap gap-x-3 gap-y-1">
            {entries.map(([path]) => (
              <li key={path} className="min-w-0">
                <FieldButton path={path} fields={fields!} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Each link that leads nowhere with why and the field it is in, those through a redirect with where they end, and the step "anyway". */
function LinksHeldBack({ id, refusal, fields }: { id: string; refusal: Refusal; fields?: FieldLinks | undefined }) {
  const submit = useSubmit();
  const busy = useNavigation().state !== "idle";
  const links = refusal.links ?? [];
  const [broken, redirected] = [links.filter(isBroken), links.filter((link) => !isBroken(link))];
  const anyway = copy.anyway[refusal.intent ?? ""];
  const item = (link: FlaggedLink, words: string, index: number) => (
    <li key={index} className="min-w-0 break-words">
      <span className="font-semibold">{link.text ? `“${link.text}”` : copy.noText}</span> <code className="text-xs break-all">{link.href}</code>
      {fields ? (
        <>
          {" "}
          {copy.inField} <FieldButton path={link.field} fields={fields} />
        </>
      ) : null}
      : {words}
    </li>
  );
  return (
    <div id={id} role="alert" className={BOX}>
      <p>{refusal.error}</p>
      <ul className="grid list-disc gap-1 pl-5">{broken.map((link, index) => item(link, link.problem!, index))}</ul>
      {redirected.length ? (
        <>
          <p className="text-muted-foreground">{copy.redirected}</p>
          <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">{redirected.map((link, index) => item(link, copy.goesTo(link.to ?? ""), index))}</ul>
        </>
      ) : null}
      {anyway && refusal.asked ? (
        <Button type="button" variant="secondary" size="sm" className="w-fit" disabled={busy} onClick={() => void submit({ ...refusal.asked, brokenLinks: PUBLISH_ANYWAY }, { method: "post" })}>
          {anyway}
        </Button>
      ) : null}
    </div>
  );
}
