/**
 * The site's languages, for the admin (ADR 054): add one by its code (its own name and direction
 * shown as it is typed), remove one (refused in words while it has translations), and choose what
 * a visitor gets at an address of a page not translated yet. Saved through the locales' own API.
 */
import { useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.languages";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { PageHeading } from "#app/admin/components/page-heading.tsx";
import { Panel } from "#app/admin/components/panel.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { api, ApiError, type Answer } from "#app/admin/lib/admin-api.ts";
import { languagesCopy } from "#app/studio/content/languages.ts";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { canonicalLocale, localeDirection, localeName, localeProblem, MISSING_TRANSLATION_ANSWERS, type LocaleSettings, type MissingTranslationAnswer } from "#shared/i18n/locales.ts";

const copy = languagesCopy;

export const meta = () => [{ title: `${copy.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return api<Answer<"/settings/locales">>("/settings/locales", { from: new URL(request.url), signal: request.signal });
}

interface LanguagesResult {
  form: "add" | "remove" | "missing";
  done?: string;
  error?: string;
  /** The refusal beside its field: the code typed, the list, or the choice. */
  problem?: string;
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<LanguagesResult> {
  const from = new URL(request.url);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as LanguagesResult["form"];
  const { locales } = await api<Answer<"/settings/locales">>("/settings/locales", { from });
  const code = String(form.get("code") ?? "").trim();
  const wanted: LocaleSettings =
    intent === "add"
      ? { ...locales, others: [...locales.others, code] }
      : intent === "remove"
        ? { ...locales, others: locales.others.filter((other) => other !== code) }
        : { ...locales, missing: String(form.get("missing") ?? "") as MissingTranslationAnswer };
  // Where the server names the problem: the new code is the last of the others.
  const field = intent === "add" ? `others.${locales.others.length}` : intent === "remove" ? "others" : "missing";
  try {
    await api("/settings/locales", { method: "PUT", body: { locales: wanted }, from });
    const done = intent === "add" ? copy.add.added(localeName(canonicalLocale(code) ?? code)) : intent === "remove" ? copy.removed : copy.missing.saved;
    return { form: intent, done };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const problem = error.problems?.[field];
    return { form: intent, ...(problem ? { problem } : { error: error.message }) };
  }
}

const directionWords = (code: string) => (localeDirection(code) === "rtl" ? copy.rightToLeft : copy.leftToRight);

export default function Languages({ loaderData }: Route.ComponentProps) {
  const { locales } = loaderData;
  const result = useActionData<LanguagesResult>();
  const busy = useNavigation().state !== "idle";
  const said = (form: LanguagesResult["form"]) => (result?.form === form ? result : undefined);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeading title={copy.title} lead={copy.lead} />
      <Panel title={copy.listed.title} id="languages-listed" lead={copy.listed.lead}>
        <ul className="grid divide-y divide-border rounded-lg border border-border" aria-describedby={said("remove")?.problem ? "remove-problem" : undefined}>
          <LanguageRow code={locales.default} note={copy.default} />
          {locales.others.map((code) => (
            <LanguageRow key={code} code={code}>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="code" value={code} />
                <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                  {copy.remove(localeName(code))}
                </Button>
              </Form>
            </LanguageRow>
          ))}
        </ul>
        <Said result={said("remove")} id="remove-problem" />
      </Panel>
      <Panel title={copy.add.title} id="languages-add">
        <AddLanguage busy={busy} result={said("add")} />
      </Panel>
      <Panel title={copy.missing.title} id="languages-missing" lead={copy.missing.lead}>
        <Form method="post" className="grid gap-4">
          <input type="hidden" name="intent" value="missing" />
          <fieldset className="grid gap-2" aria-describedby={said("missing")?.problem ? "missing-problem" : undefined}>
            <legend className="sr-only">{copy.missing.title}</legend>
            {Object.entries(MISSING_TRANSLATION_ANSWERS).map(([answer, words]) => (
              <label key={answer} className="flex items-start gap-2.5 text-sm">
                <input type="radio" name="missing" value={answer} defaultChecked={locales.missing === answer} className="mt-0.5 size-4 accent-primary" />
                {words}
              </label>
            ))}
          </fieldset>
          <Said result={said("missing")} id="missing-problem" />
          <Button type="submit" className="w-fit" disabled={busy}>
            {copy.missing.submit}
          </Button>
        </Form>
      </Panel>
    </div>
  );
}

function LanguageRow({ code, note, children }: { code: string; note?: string; children?: React.ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
      <span className="grid gap-0.5">
        <span className="font-semibold">
          <span className="font-mono">{code}</span> — <span lang={code}>{localeName(code)}</span>
          {note ? <span className="ml-2 text-xs font-medium text-muted-foreground">({note})</span> : null}
        </span>
        <span className="text-xs text-muted-foreground">{directionWords(code)}</span>
      </span>
      {children}
    </li>
  );
}

/** What the server said of a form: done, or refused (beside its field when it names one). */
function Said({ result, id }: { result: LanguagesResult | undefined; id: string }) {
  if (!result) return null;
  if (result.done)
    return (
      <p role="status" className="mt-3 text-sm text-emerald-800 dark:text-emerald-300">
        {result.done}
      </p>
    );
  if (result.problem)
    return (
      <p id={id} className="mt-3 text-sm text-destructive">
        {result.problem}
      </p>
    );
  return result.error ? <FormError id={`${id}-error`}>{result.error}</FormError> : null;
}

/** The code field, its language's own name and direction shown as it is typed ("de — Deutsch, left to right"). */
function AddLanguage({ busy, result }: { busy: boolean; result: LanguagesResult | undefined }) {
  const [code, setCode] = useState("");
  // Added: the field is ready for the next; refused, it keeps what was typed beside the reason.
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    if (result?.done) setCode("");
  }
  const canonical = code.trim() && !localeProblem(code) ? canonicalLocale(code) : undefined;
  return (
    <Form method="post" className="grid gap-4">
      <input type="hidden" name="intent" value="add" />
      <div className="grid gap-1.5">
        <label htmlFor="language-code" className="text-sm font-medium">
          {copy.add.code}
        </label>
        <Input
          id="language-code"
          name="code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="max-w-xs font-mono"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`language-code-hint language-code-name${result?.problem ? " add-problem" : ""}`}
          aria-invalid={result?.problem ? true : undefined}
        />
        <p id="language-code-hint" className="text-xs text-muted-foreground">
          {copy.add.hint}
        </p>
        <p id="language-code-name" className="text-sm" aria-live="polite">
          {canonical ? (
            <>
              <span className="font-mono">{canonical}</span> — <span lang={canonical}>{localeName(canonical)}</span>, {directionWords(canonical)}
            </>
          ) : null}
        </p>
        <Said result={result} id="add-problem" />
      </div>
      <Button type="submit" className="w-fit" disabled={busy}>
        {copy.add.submit}
      </Button>
    </Form>
  );
}
