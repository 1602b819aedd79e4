/** A built form's lead: the form and version it answered, each answer under its label then, the consent's words, what it unlocked. */
import { leadCopy } from "#app/sales/content/lead.ts";
import type { LeadDetail } from "#app/admin/lib/admin-api.ts";
import { formatDateTime } from "#app/admin/components/format.ts";
import { Panel } from "#app/admin/components/panel.tsx";

const copy = leadCopy.form;

export function FormAnswersPanel({ form }: { form: NonNullable<LeadDetail["form"]> }) {
  // A consent given is quoted in full below with its version: its "Yes" row would repeat the sentence.
  const answers = form.answers.filter((answer) => !form.consent.some((consent) => consent.key === answer.key));
  return (
    <Panel title={copy.title(form.name, form.id, form.version)} id="form-answers" lead={copy.lead}>
      {answers.length === 0 ? (
        form.consent.length ? null : (
          <p className="text-sm text-muted-foreground">{copy.noAnswers}</p>
        )
      ) : (
        <dl className="grid gap-3 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)] sm:gap-x-4">
          {answers.map((answer) => (
            <div key={answer.key} className="grid gap-0.5 sm:col-span-2 sm:grid-cols-subgrid">
              <dt className="text-muted-foreground break-words">{answer.label}</dt>
              <dd className="font-medium break-words whitespace-pre-wrap">{answer.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {form.consent.map((consent) => (
        <figure key={consent.key} className="mt-4 grid gap-1 text-sm">
          <figcaption className="text-muted-foreground">{copy.consent(consent.version)}</figcaption>
          <blockquote className="border-l-2 border-border pl-3 break-words whitespace-pre-wrap">{consent.text}</blockquote>
        </figure>
      ))}
      {form.unlocked ? (
        <div className="mt-4 grid gap-0.5 text-sm">
          <p className="text-muted-foreground">{copy.unlocked}</p>
          <p className="font-medium break-words">{form.unlocked.label}</p>
          <p className="text-muted-foreground">{copy.linkUntil(formatDateTime(form.unlocked.expiresAt), form.unlocked.expired)}</p>
        </div>
      ) : null}
    </Panel>
  );
}
