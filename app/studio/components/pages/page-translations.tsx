/**
 * A page's translations in its editor (ADR 054): on an original, "Translate" into a language of
 * the site's (a draft at its own address under the language's segment); on a translation, its
 * original, whether the original's words changed since, what changed, and "Mark up to date"; and
 * the file a translation agency works on, out and back.
 */
import DownloadIcon from "lucide-react/icons/download";
import UploadIcon from "lucide-react/icons/upload";
import { Form } from "react-router";
import { Panel } from "#app/admin/components/panel.tsx";
import type { PageDetail } from "#app/admin/lib/admin-api.ts";
import type { NewDocumentRefused } from "#app/studio/components/new-document.ts";
import { TranslationOf, TranslationsPanel } from "#app/studio/components/translations.tsx";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { ADMIN_API } from "#app/admin/lib/admin-api.ts";
import type { StepResult } from "#app/studio/components/workflow-step.ts";
import { translationPath } from "#shared/i18n/page-translation.ts";
import { withBrand } from "#shared/brand.ts";

const copy = pagesCopy.translations;

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
  if (detail.translation) return <TranslationFile pageId={detail.page.id} busy={busy} result={fileResult} />;
  return (
    <TranslationsPanel
      translations={detail.translations.map((translation) => ({ ...translation, address: translation.path }))}
      locales={detail.locales}
      hrefOf={(id) => `/admin/pages/${id}`}
      address={{ name: "path", required: true, label: copy.address, hint: () => copy.addressHint, initial: (locale) => translationPath(path, locale) }}
      words={{ dialogTitle: copy.dialogTitle, lead: copy.lead, allTranslated: copy.allTranslated }}
      refused={refused}
    />
  );
}

/** "Deutsch translation of Home": the page's original, its freshness and what changed, by where in the page. */
export function PageTranslationOf({ translation, busy, done }: { translation: NonNullable<PageDetail["translation"]>; busy: boolean; done: boolean }) {
  return (
    <TranslationOf
      translation={{ ...translation, original: { title: withBrand(translation.original.title) } }}
      originalHref={`/admin/pages/${translation.original.id}`}
      fieldWords={fieldWords}
      busy={busy}
      done={done}
    />
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
