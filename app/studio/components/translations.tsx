/**
 * A document's translations in its editor (ADR 054), pages' and posts' alike: on an original, its
 * translations and "Translate" into a language of the site's (a draft at its own address); on a
 * translation, its original, whether the original's words changed since, what changed, and "Mark
 * up to date". What differs by kind (the address field, the words) is given by the editor.
 */
import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import DownloadIcon from "lucide-react/icons/download";
import LanguagesIcon from "lucide-react/icons/languages";
import UploadIcon from "lucide-react/icons/upload";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { ADMIN_API } from "#app/admin/lib/admin-api.ts";
import { Panel } from "#app/admin/components/panel.tsx";
import { LocaleBadge, OutOfDateBadge, PostStatusBadge } from "#app/admin/components/status-badge.tsx";
import { NewDocumentActions, NewDocumentDialog } from "#app/studio/components/document-list.tsx";
import type { NewDocumentRefused } from "#app/studio/components/new-document.ts";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { LabelledInput } from "#app/ui/labelled-input.tsx";
import { Problem } from "./pages/field-shell.tsx";
import { DEFAULT_LOCALE } from "#shared/i18n/default-locale.ts";
import { localeDirection, localeName } from "#shared/i18n/locales.ts";
import type { PostStatus } from "#shared/post-status.ts";
import type { TextChange } from "#shared/pages/page-texts.ts";

const copy = pagesCopy.translations;

/** "Original (English)": what a translation's field shows its original's words under. */
export const ORIGINAL_WORDS_LABEL = copy.original(localeName(new Intl.Locale(DEFAULT_LOCALE).language));

/** "de — Deutsch", as a marketer picks a language: its code and its own name. */
export const languageLabel = (code: string) => `${code} — ${localeName(code)}`;

/** A translation as an original's editor lists it. */
export interface ListedTranslation {
  id: number;
  locale: string | null;
  address: string;
  status: PostStatus;
  outOfDate?: boolean;
}

/** The new translation's address: its field's name in the request, its words, and where it starts for a language. */
export interface AddressField {
  name: "path" | "slug";
  /** A page's address must be given; a post's slug left empty is its original's. */
  required: boolean;
  label: string;
  hint: (locale: string, value: string) => string;
  initial: (locale: string) => string;
}

/** The words that differ by kind: the dialog's title and lead, and when every language is done. */
export interface TranslateWords {
  dialogTitle: string;
  lead: string;
  allTranslated: string;
}

/** "Translate" and the languages this original has translations in; nothing when the site has one other language. */
export function TranslationsPanel({
  translations,
  locales,
  hrefOf,
  address,
  words,
  refused,
}: {
  translations: readonly ListedTranslation[];
  /** The languages a translation may be made in. */
  locales: readonly string[];
  hrefOf: (id: number) => string;
  /** None for a form: it has no address. */
  address?: AddressField | undefined;
  words: TranslateWords;
  refused?: NewDocumentRefused | undefined;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  if (locales.length === 0 && translations.length === 0) return null;
  const done = new Set(translations.map((translation) => translation.locale));
  const open = locales.filter((code) => !done.has(code));
  return (
    <Panel title={copy.existing} id="translations">
      <div className="grid gap-3">
        {translations.length ? (
          <ul className="grid gap-2 text-sm">
            {translations.map((translation) => (
              <li key={translation.id} className="flex flex-wrap items-center gap-2">
                <LocaleBadge code={translation.locale!} name={localeName(translation.locale!)} />
                <Link to={hrefOf(translation.id)} className="font-mono font-semibold text-primary hover:underline wrap-anywhere">
                  {translation.address}
                </Link>
                <PostStatusBadge status={translation.status} />
                {translation.outOfDate ? <OutOfDateBadge label={copy.outOfDate} /> : null}
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
          <p className="text-sm text-muted-foreground">{words.allTranslated}</p>
        )}
      </div>
      <NewDocumentDialog dialog={dialog} labelledBy="translate-title" width="w-[min(32rem,calc(100vw-2rem))]" open={refused !== undefined}>
        <TranslateForm locales={open} address={address} words={words} refused={refused} onCancel={() => dialog.current?.close()} />
      </NewDocumentDialog>
    </Panel>
  );
}

function TranslateForm({
  locales,
  address,
  words,
  refused,
  onCancel,
}: {
  locales: readonly string[];
  address?: AddressField | undefined;
  words: TranslateWords;
  refused?: NewDocumentRefused | undefined;
  onCancel: () => void;
}) {
  const [locale, setLocale] = useState(locales[0] ?? "");
  const [value, setValue] = useState(locale && address ? address.initial(locale) : "");
  const [edited, setEdited] = useState(false);
  const problems = refused?.problems ?? {};
  return (
    <Form method="post" className="grid gap-5 p-6">
      <input type="hidden" name="intent" value="translate" />
      <h2 id="translate-title" className="text-lg font-semibold">
        {words.dialogTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{words.lead}</p>
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
            if (!edited && address) setValue(address.initial(event.target.value));
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
      {address ? (
        <LabelledInput
          id={`translate-${address.name}`}
          name={address.name}
          label={address.label}
          hint={address.hint(locale, value)}
          problem={problems[address.name]}
          value={value}
          required={address.required}
          autoCapitalize="none"
          spellCheck={false}
          inputClassName="font-mono"
          onChange={(event) => {
            setEdited(true);
            setValue(event.target.value);
          }}
        />
      ) : null}
      <NewDocumentActions errorId="translate-error" refused={refused} labels={{ cancel: copy.cancel, submit: copy.create }} onCancel={onCancel} />
    </Form>
  );
}

/** What a translation's editor shows of its original: its language and title, its freshness. */
export interface TranslationFacts {
  locale: string;
  outOfDate: boolean;
  changes: TextChange[];
  original: { title: string };
}

/** "Deutsch translation of Home", up to date or not, what changed (each field in `fieldWords`) and "Mark up to date". */
export function TranslationOf({
  translation,
  originalHref,
  fieldWords,
  busy,
  done,
  upToDate = { label: copy.markUpToDate, done: copy.marked },
}: {
  translation: TranslationFacts;
  originalHref: string;
  fieldWords: (field: string) => string;
  busy: boolean;
  done: boolean;
  /** What "Mark up to date" is called, and what it says done, where the step does more (a form's takes the original's new questions). */
  upToDate?: { label: string; done: string } | undefined;
}) {
  const { original, outOfDate, changes, locale } = translation;
  return (
    <section aria-labelledby="translation-of" className="grid gap-3 rounded-xl border border-border bg-background p-4 text-sm">
      <p id="translation-of" className="flex flex-wrap items-center gap-2">
        <LocaleBadge code={locale} name={localeName(locale)} />
        <span>{copy.of(localeName(locale))}</span>
        <Link to={originalHref} className="font-semibold text-primary hover:underline">
          {original.title}
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
              {upToDate.label}
            </Button>
          </Form>
        </>
      ) : null}
      {done ? (
        <p role="status" className="text-emerald-800 dark:text-emerald-300">
          {upToDate.done}
        </p>
      ) : null}
    </section>
  );
}

/** A translation's words for a translation agency (`base`: the document's API path): XLIFF or JSON out, the translated file back, checked whole by the server. */
export function TranslationFile({ base, lead, busy, result }: { base: string; lead: string; busy: boolean; result?: { error?: string } | undefined }) {
  const words = copy.file;
  const file = (format: "xliff" | "json") => `${ADMIN_API}${base}/translation-file?format=${format}`;
  const refused = result?.error;
  return (
    <Panel title={words.title} id="translation-file">
      <div className="grid gap-4 text-sm">
        <p className="text-muted-foreground">{lead}</p>
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
