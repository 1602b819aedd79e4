/**
 * A page's translations in its editor (ADR 054): on an original, "Translate" into a language of
 * the site's (a draft at its own address under the language's segment); on a translation, its
 * original, whether the original's words changed since, what changed, and "Mark up to date"; and
 * the file a translation agency works on, out and back.
 */
import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import LanguagesIcon from "lucide-react/icons/languages";
import DownloadIcon from "lucide-react/icons/download";
import UploadIcon from "lucide-react/icons/upload";
import { Panel } from "#app/admin/components/panel.tsx";
import { LocaleBadge, OutOfDateBadge, PostStatusBadge } from "#app/admin/components/status-badge.tsx";
import type { PageDetail } from "#app/admin/lib/admin-api.ts";
import { NewDocumentActions, NewDocumentDialog } from "#app/studio/components/document-list.tsx";
import type { NewDocumentRefused } from "#app/studio/components/new-document.ts";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { ADMIN_API } from "#app/admin/lib/admin-api.ts";
import { Problem } from "./field-shell.tsx";
import type { StepResult } from "#app/studio/components/workflow-step.ts";
import { PathField } from "./path-field.tsx";
import { localeDirection, localeName } from "#shared/i18n/locales.ts";
import { translationPath } from "#shared/i18n/page-translation.ts";
import { withBrand } from "#shared/brand.ts";

const copy = pagesCopy.translations;

/** "German — Deutsch", as a marketer picks a language: its code and its own name. */
export const languageLabel = (code: string) => `${code} — ${localeName(code)}`;

/** On an original, its translations and "Translate"; on a translation, its file for an agency. */
export function PageTranslations({
  detail,
  path,
  refused,
  busy,
  result,
}: {
  detail: PageDetail;
  path: string;
  refused?: NewDocumentRefused | undefined;
  busy: boolean;
  result?: StepResult | undefined;
}) {
  const fileResult = result?.intent === "translation-file" ? result : undefined;
  return detail.translation ? <TranslationFile pageId={detail.page.id} busy={busy} result={fileResult} /> : <TranslatePage detail={detail} path={path} refused={refused} />;
}

/** "Translate" and the languages this original has translations in; nothing when the site has one language. */
function TranslatePage({ detail, path, refused }: { detail: PageDetail; path: string; refused?: NewDocumentRefused | undefined }) {
  const dialog = useRef<HTMLDialogElement>(null);
  if (detail.translation || detail.locales.length === 0) return null;
  const done = new Set(detail.translations.map((translation) => translation.locale));
  const open = detail.locales.filter((code) => !done.has(code));
  return (
    <Panel title={copy.existing} id="translations">
      <div className="grid gap-3">
        {detail.translations.length ? (
          <ul className="grid gap-2 text-sm">
            {detail.translations.map((translation) => (
              <li key={translation.id} className="flex flex-wrap items-center gap-2">
                <LocaleBadge code={translation.locale!} name={localeName(translation.locale!)} />
                <Link to={`/admin/pages/${translation.id}`} className="font-mono font-semibold text-primary hover:underline">
                  {translation.path}
                </Link>
                <PostStatusBadge status={translation.status} />
              </li>
            ))}
          </ul>
        ) : null}
        {open.length ? (
          <Button type="button" variant="secondary" className="w-fit" onClick={() => dialog.current?.showModal()}>
            <LanguagesIcon aria-hidden="true" />
            {copy.translate}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{copy.allTranslated}</p>
        )}
      </div>
      <NewDocumentDialog dialog={dialog} labelledBy="translate-title" width="w-[min(32rem,calc(100vw-2rem))]" open={refused !== undefined}>
        <TranslateForm locales={open} originalPath={path} refused={refused} onCancel={() => dialog.current?.close()} />
      </NewDocumentDialog>
    </Panel>
  );
}

function TranslateForm({ locales, originalPath, refused, onCancel }: { locales: readonly string[]; originalPath: string; refused?: NewDocumentRefused | undefined; onCancel: () => void }) {
  const [locale, setLocale] = useState(locales[0] ?? "");
  const [path, setPath] = useState(locale ? translationPath(originalPath, locale) : "");
  const [edited, setEdited] = useState(false);
  const problems = refused?.problems ?? {};
  return (
    <Form method="post" className="grid gap-5 p-6">
      <input type="hidden" name="intent" value="translate" />
      <h2 id="translate-title" className="text-lg font-semibold">
        {copy.dialogTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{copy.lead}</p>
      <div className="grid gap-1.5">
        <label htmlFor="translate-locale" className="text-sm font-medium">
          {copy.language}
        </label>
        <select
          id="translate-locale"
          name="locale"
          value={locale}
          onChange={(event) => {
            setLocale(event.target.value);
            if (!edited) setPath(translationPath(originalPath, event.target.value));
          }}
          className="h-10 rounded-lg border border-input bg-background px-3 text-sm"
          aria-describedby={problems["locale"] ? "translate-locale-problem" : undefined}
          aria-invalid={problems["locale"] ? true : undefined}
        >
          {locales.map((code) => (
            <option key={code} value={code}>
              {languageLabel(code)}
              {localeDirection(code) === "rtl" ? " (right to left)" : ""}
            </option>
          ))}
        </select>
        <Problem id="translate-locale-problem" text={problems["locale"]} />
      </div>
      <PathField
        id="translate-path"
        label={copy.address}
        hint={copy.addressHint}
        value={path}
        problem={problems["path"]}
        onType={(typed) => {
          setEdited(true);
          setPath(typed);
        }}
      />
      <NewDocumentActions errorId="translate-error" refused={refused} labels={{ cancel: copy.cancel, submit: copy.create }} onCancel={onCancel} />
    </Form>
  );
}

/** "Deutsch translation of Home", up to date or not, what changed and "Mark up to date". */
export function TranslationOf({ translation, busy, done }: { translation: NonNullable<PageDetail["translation"]>; busy: boolean; done: boolean }) {
  const { original, outOfDate, changes, locale } = translation;
  return (
    <section aria-labelledby="translation-of" className="grid gap-3 rounded-xl border border-border bg-background p-4 text-sm">
      <p id="translation-of" className="flex flex-wrap items-center gap-2">
        <LocaleBadge code={locale} name={localeName(locale)} />
        <span>{copy.of(localeName(locale))}</span>
        <Link to={`/admin/pages/${original.id}`} className="font-semibold text-primary hover:underline">
          {withBrand(original.title)}
        </Link>
        {outOfDate ? <OutOfDateBadge label={copy.outOfDate} /> : <span className="text-muted-foreground">· {copy.upToDate}</span>}
      </p>
      {outOfDate ? (
        <>
          <p>{copy.changedSince}</p>
          <ul className="grid gap-2">
            {changes.map((change) => (
              <li key={change.field} className="grid gap-0.5 rounded-lg bg-subtle px-3 py-2">
                <span className="font-medium">
                  {fieldWords(change.field)}: {copy.change[change.change]}
                </span>
                {change.change === "changed" ? (
                  <span className="break-words text-muted-foreground">
                    {copy.was} “{change.before}”, {copy.now} “{change.after}”
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          <Form method="post">
            <input type="hidden" name="intent" value="up-to-date" />
            <Button type="submit" variant="secondary" disabled={busy}>
              {copy.markUpToDate}
            </Button>
          </Form>
        </>
      ) : null}
      {done ? (
        <p role="status" className="text-emerald-800 dark:text-emerald-300">
          {copy.marked}
        </p>
      ) : null}
    </section>
  );
}

/** A translation's words for a translation agency: XLIFF or JSON out, the translated file back, checked whole by the server. */
function TranslationFile({ pageId, busy, result }: { pageId: number; busy: boolean; result?: { error?: string } | undefined }) {
  const words = copy.file;
  const file = (format: "xliff" | "json") => `${ADMIN_API}/pages/${pageId}/translation-file?format=${format}`;
  const refused = result?.error;
  return (
    <Panel title={words.title} id="translation-file">
      <div className="grid gap-4 text-sm">
        <p className="text-muted-foreground">{words.lead}</p>
        <div className="flex flex-wrap gap-2">
          {(["xliff", "json"] as const).map((format) => (
            <Button key={format} asChild variant="secondary" size="sm">
              <a href={file(format)} download>
                <DownloadIcon aria-hidden="true" />
                {words[format]}
              </a>
            </Button>
          ))}
        </div>
        <Form method="post" encType="multipart/form-data" className="grid gap-3">
          <input type="hidden" name="intent" value="translation-file" />
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor="translation-file-input">{words.label}</Label>
            <Input
              id="translation-file-input"
              name="file"
              type="file"
              required
              accept=".xlf,.xliff,.json,application/xliff+xml,application/json"
              aria-describedby={refused ? "translation-file-hint translation-file-error" : "translation-file-hint"}
              aria-invalid={refused ? true : undefined}
              className="h-auto min-w-0 py-2 file:mr-3 file:rounded-md file:border file:border-border file:bg-subtle file:px-3 file:py-1 file:font-semibold file:text-foreground"
            />
            <p id="translation-file-hint" className="text-xs text-muted-foreground">
              {words.hint}
            </p>
          </div>
          {refused ? (
            <FormError id="translation-file-error">
              <span className="whitespace-pre-line">{refused}</span>
            </FormError>
          ) : null}
          <Button type="submit" disabled={busy} className="w-fit max-w-full">
            <UploadIcon aria-hidden="true" />
            {words.upload}
          </Button>
          {result && !refused ? (
            <p role="status" className="text-emerald-800 dark:text-emerald-300">
              {words.taken}
            </p>
          ) : null}
        </Form>
      </div>
    </Panel>
  );
}

/** "sections.hero.items.2.answer" → "hero › items 3 › answer": where in the page a change is. */
function fieldWords(field: string): string {
  const keys = field.split(".");
  const named = keys[0] === "sections" ? keys.slice(1) : keys;
  return named.reduce<string>((words, key) => (/^\d+$/.test(key) ? `${words} ${Number(key) + 1}` : words ? `${words} › ${key}` : key), "");
}
