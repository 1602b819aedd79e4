/**
 * One form in the studio (ADR 049): its fields, added from a menu, moved by their arrow buttons,
 * removed after a question, each opening to its settings; what happens after sending (thank-you,
 * download), routing by answer and spam protection; beside it the form as visitors see it,
 * following each change. Saved a second after the last change; its way to the site as a page's
 * (a writer submits, an editor publishes, schedules, updates a live form, unpublishes), its
 * versions, revisions and history.
 */
import { useEffect, useMemo } from "react";
import { Link, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin.form";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { formatDateTime } from "#app/admin/components/format.ts";
import { Panel } from "#app/admin/components/panel.tsx";
import { PostStatusBadge } from "#app/admin/components/status-badge.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { api, type FormDetail, type SessionInfo } from "#app/admin/lib/admin-api.ts";
import { TextSetting, labelIn } from "#app/studio/components/forms/controls.tsx";
import { FieldList } from "#app/studio/components/forms/field-list.tsx";
import { FormPreview } from "#app/studio/components/forms/form-preview.tsx";
import { formRevisions } from "#app/studio/components/forms/form-revisions.tsx";
import { AfterSending, SpamSettings } from "#app/studio/components/forms/form-settings.tsx";
import { RoutingRules } from "#app/studio/components/forms/routing-rules.tsx";
import { useFormEditor } from "#app/studio/components/forms/use-form-editor.ts";
import { HistoryPanel, PublishingPanel } from "#app/studio/components/post-panels.tsx";
import { RevisionsPanel } from "#app/studio/components/revisions-panel.tsx";
import { DocumentSaveStatus, PendingUpdate } from "#app/studio/components/document-save.tsx";
import { takeWorkflowStep, type StepResult } from "#app/studio/components/workflow-step.ts";
import { formsCopy } from "#app/studio/content/forms.ts";
import { markUpToDate, takeTranslationFile, translate, translateRefusalOf } from "#app/studio/components/translation-actions.ts";
import { ORIGINAL_WORDS_LABEL, TranslationFile, TranslationOf, TranslationsPanel } from "#app/studio/components/translations.tsx";
import { FormOriginal, WordsOnly } from "#app/studio/components/forms/controls.tsx";
import { formTextFieldOf, textName } from "#shared/i18n/form-translation.ts";
import { mayUse } from "#shared/admin-roles.ts";
import { settledOf } from "#shared/forms/builder.ts";
import { formDocument, type FormDocument } from "#shared/forms/form.ts";

const copy = formsCopy.editor;

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data ? data.form.document.name : formsCopy.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return api<FormDetail>(`/forms/${encodeURIComponent(params.id)}`, { from: new URL(request.url), signal: request.signal });
}

export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<StepResult | Response> {
  const base = `/forms/${encodeURIComponent(params.id)}`;
  const intent = (await request.clone().formData()).get("intent");
  const from = new URL(request.url);
  if (intent === "translate") return translate(base, await request.formData(), from, { editorOf: (id) => `/admin/forms/${id}` });
  if (intent === "up-to-date") return markUpToDate(base, from);
  if (intent === "translation-file") return takeTranslationFile(base, (await request.formData()).get("file"), from);
  return takeWorkflowStep(base, request);
}

export default function FormRoute({ loaderData }: Route.ComponentProps) {
  return <FormBuilder key={loaderData.form.id} detail={loaderData} />;
}

const OWN_PLACE_STEPS = new Set(["translate", "up-to-date", "translation-file"]);

function VersionsPanel({ versions }: { versions: FormDetail["versions"] }) {
  return (
    <Panel title={copy.versions} id="versions" lead={copy.versionsLead}>
      {versions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.noVersions}</p>
      ) : (
        <ol className="grid gap-1 text-sm">
          {versions.map((version) => (
            <li key={version.version}>{copy.versionLine(version.version, formatDateTime(version.publishedAt))}</li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

function FormBuilder({ detail }: { detail: FormDetail }) {
  const session = useRouteLoaderData<SessionInfo>("admin");
  const result = useActionData<StepResult>();
  const busy = useNavigation().state !== "idle";
  const { document, setDocument, form, state, problems, saveNow, adopt } = useFormEditor(detail.form);
  const editor = session ? mayUse(session.user.role, "publishing") : false;
  // Keys and choice values a live form's leads may have answered under stay as they are, whatever the label says.
  // A translation's are all settled: its questions are its original's (ADR 054).
  const settled = useMemo(() => settledOf(detail.form.version > 0 || detail.translation ? (detail.form.document as FormDocument) : undefined), [detail.form, detail.translation]);

  // A step taken on this form (submit, publish, update…) changes it: the builder follows.
  useEffect(() => {
    if (detail.form.revision > form.revision || detail.form.status !== form.status) adopt(detail.form);
  }, [detail.form, form.revision, form.status, adopt]);

  const change = (next: FormDocument) => setDocument(next);
  const { translation } = detail;
  // A translation's fields show the original's words beside them, found by field key (ADR 054).
  const originalOf = useMemo(() => {
    const words = new Map(translation?.original.texts.map(({ field, text }) => [field, text]));
    return (path: string) => {
      const text = words.get(formTextFieldOf(document, path));
      return text === undefined ? undefined : { label: ORIGINAL_WORDS_LABEL, text };
    };
  }, [translation, document]);
  // Translate's, Update from the original's and the translator's file's refusals show in their own places.
  const ownPlace = result?.intent !== undefined && OWN_PLACE_STEPS.has(result.intent);
  const [updateError, panelRefusal] = ownPlace
    ? [undefined, undefined]
    : result?.intent && result.intent !== "update"
      ? [undefined, { intent: result.intent, error: result.error }]
      : [result?.error, undefined];
  const serverProblems = { ...problems, ...(result?.problems as Record<string, string> | undefined) };

  return (
    <FormOriginal value={originalOf}>
      <WordsOnly value={translation !== null}>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <Link to="/admin/forms" className="w-fit text-sm font-semibold text-primary hover:underline">
            ← {copy.back}
          </Link>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight break-words">{document.name}</h1>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <PostStatusBadge status={form.status} />
                <span>{form.version > 0 ? copy.live(form.version) : formsCopy.version(0)}</span>
                <Link to={`/admin/forms/${form.id}/analytics`} className="font-semibold text-primary hover:underline">
                  {copy.analytics}
                </Link>
              </p>
            </div>
            <DocumentSaveStatus state={state} words={copy} saveNow={saveNow} />
          </div>
          <FormTranslations detail={detail} result={result} busy={busy} />
          {form.hasPendingChanges && editor && state.kind === "saved" ? <PendingUpdate text={copy.pendingBanner} label={copy.update} revision={form.revision} busy={busy} /> : null}
          {updateError ? <FormError id="form-step-error">{updateError}</FormError> : null}

          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,34rem)_minmax(0,1fr)] xl:items-start">
            <div className="grid min-w-0 gap-6">
              <Panel title={copy.fields} id="fields" lead={translation ? formsCopy.translations.fieldsLead : copy.fieldsLead}>
                <div className="grid gap-4">
                  <TextSetting label={labelIn(formDocument, "name")} path="name" value={document.name} onChange={(name) => change({ ...document, name: name ?? "" })} problems={serverProblems} />
                  {serverProblems["form"] ? <FormError id="form-problem">{serverProblems["form"]}</FormError> : null}
                  <FieldList fields={document.fields} onChange={(fields) => change({ ...document, fields })} problems={serverProblems} settled={settled} />
                </div>
              </Panel>
              <AfterSending document={document} change={change} problems={serverProblems} />
              <RoutingRules document={document} change={change} team={detail.team} problems={serverProblems} />
              <SpamSettings document={document} change={change} problems={serverProblems} />
              {translation ? (
                <TranslationFile base={`/forms/${form.id}`} lead={formsCopy.translations.fileLead} busy={busy} result={result?.intent === "translation-file" ? result : undefined} />
              ) : null}
              {session ? (
                <PublishingPanel
                  post={form}
                  revision={form.revision}
                  role={session.user.role}
                  refused={panelRefusal}
                  busy={busy || state.kind !== "saved"}
                  unpublishWords={{ hint: formsCopy.publishing.unpublishHint, consequence: formsCopy.publishing.unpublishConfirm }}
                />
              ) : null}
              <VersionsPanel versions={detail.versions} />
              <RevisionsPanel of={formRevisions(form, document)} document={form} saved={state.kind === "saved"} onRestored={adopt} />
              <HistoryPanel events={detail.events} />
            </div>
            <div className="min-w-0 xl:sticky xl:top-4">
              <FormPreview document={document} translation={translation ? { locale: translation.locale, of: translation.original.id } : undefined} />
            </div>
          </div>
        </div>
      </WordsOnly>
    </FormOriginal>
  );
}

/** On a translation, its original and freshness; on an original, its translations and "Translate" (ADR 054). */
function FormTranslations({ detail, result, busy }: { detail: FormDetail; result: StepResult | undefined; busy: boolean }) {
  const { translation } = detail;
  return translation ? (
    <div className="grid gap-2">
      <TranslationOf
        translation={{ ...translation, original: { title: translation.original.name } }}
        originalHref={`/admin/forms/${translation.original.id}`}
        fieldWords={textName}
        busy={busy}
        done={result?.intent === "up-to-date" && !result.error}
        upToDate={{ label: formsCopy.translations.update, done: formsCopy.translations.updated }}
      />
      <p className="text-sm text-muted-foreground">{formsCopy.translations.wordsOnly}</p>
    </div>
  ) : (
    <TranslationsPanel
      translations={detail.translations.map((listed) => ({ ...listed, address: listed.name }))}
      locales={detail.locales}
      hrefOf={(id) => `/admin/forms/${id}`}
      words={formsCopy.translations}
      refused={translateRefusalOf(result)}
    />
  );
}
