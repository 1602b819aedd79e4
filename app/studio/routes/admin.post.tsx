/**
 * One post in the studio: its text in a Markdown editor beside the article's preview, its details
 * and search fields, saved as the writer types (use-autosave.ts); its way to the site (a writer
 * submits for review; an editor sends back, publishes, schedules in their own time zone, updates a
 * live post, unpublishes), its revisions and its history, each step with who and when.
 */
import { useEffect } from "react";
import { Link, redirect, useActionData, useLocation, useNavigate, useNavigation, useRouteLoaderData } from "react-router";
import { takeWorkflowStep, type StepResult } from "#app/studio/components/workflow-step.ts";
import type { Route } from "./+types/admin.post";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { DetailsPanel, SearchPanel } from "#app/studio/components/editor/post-field-panels.tsx";
import { PostHeading } from "#app/studio/components/editor/post-heading.tsx";
import { PendingChangesNotice, RecoveryNotice } from "#app/studio/components/editor/post-notices.tsx";
import { PreviewLink } from "#app/studio/components/editor/preview-link.tsx";
import { Panel } from "#app/admin/components/panel.tsx";
import { postRevisions } from "#app/studio/components/editor/post-revisions.tsx";
import { RevisionsPanel } from "#app/studio/components/revisions-panel.tsx";
import { SaveProblemBanner } from "#app/studio/components/editor/save-status.tsx";
import { useAutosave } from "#app/studio/components/editor/use-autosave.ts";
import { WriteAndPreview } from "#app/studio/components/editor/write-and-preview.tsx";
import { DeletePost, HistoryPanel, PublishingPanel } from "#app/studio/components/post-panels.tsx";
import type { FieldLinks, Refusal } from "#app/studio/components/step-refusal.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { editorCopy } from "#app/studio/content/editor.ts";
import { postCopy, postTranslationCopy } from "#app/studio/content/posts.ts";
import { api, ApiError, type EditablePost, type EditView, type PostDetail, type SessionInfo } from "#app/admin/lib/admin-api.ts";
import { mayUse } from "#shared/admin-roles.ts";
import { articlePath } from "#shared/blog-paths.ts";
import { localeSegment } from "#shared/i18n/locales.ts";
import { PostLanguageContext, type PostLanguage } from "#app/studio/components/editor/post-language.tsx";
import type { NewDocumentRefused } from "#app/studio/components/new-document.ts";
import { markUpToDate, takeTranslationFile, translate, translateRefusalOf } from "#app/studio/components/translation-actions.ts";
import { ORIGINAL_WORDS_LABEL, TranslationFile, TranslationOf, TranslationsPanel } from "#app/studio/components/translations.tsx";
import { storeProblems, type FieldProblems } from "#shared/post-fields.ts";

const copy = editorCopy;

/** The field a step names in a post: its text, the one a link is in (the post's other fields show their own problems). */
const POST_FIELDS: FieldLinks = {
  label: (path) => (path === "body" ? copy.text : path),
  go: () => {
    const text = document.querySelector<HTMLElement>('[aria-labelledby="text-label"]');
    text?.scrollIntoView({ block: "center" });
    text?.focus({ preventScroll: true });
  },
};

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data?.edit.post.fields.title || copy.untitled} · ${adminCopy.productName}` }];

/** A post, or at /admin/posts/new the editor of one not stored yet (its first save makes it; it has no history). */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const from = new URL(request.url);
  const id = encodeURIComponent(params.id);
  const detail = params.id === "new" ? null : api<PostDetail>(`/posts/${id}`, { from, signal: request.signal });
  const [shown, edit] = await Promise.all([detail, api<EditView>(`/posts/${id}/edit`, { from, signal: request.signal })]);
  return { detail: shown, edit };
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const base = `/posts/${encodeURIComponent(params.id)}`;
  const form = await request.clone().formData();
  const from = new URL(request.url);
  if (form.get("intent") === "delete") return deleteAndLeave(base, from);
  if (form.get("intent") === "translate") return translate(base, form, from, { addressField: "slug", editorOf: (id) => `/admin/posts/${id}` });
  if (form.get("intent") === "up-to-date") return markUpToDate(base, from);
  if (form.get("intent") === "translation-file") return takeTranslationFile(base, form.get("file"), from);
  return (await takeWorkflowStep(base, request)) as StepResult & { problems?: FieldProblems };
}

/** Deleted: back to the list, which says what went; refused: the reason, where the steps show theirs. */
async function deleteAndLeave(base: string, from: URL): Promise<Response | { error: string }> {
  try {
    const { deleted } = await api<{ deleted: { title: string } }>(base, { method: "DELETE", from });
    window.localStorage.removeItem(`studio:post:${base.split("/").pop()}`);
    return redirect(`/admin/posts?deleted=${encodeURIComponent(deleted.title || copy.untitled)}`);
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
}

export default function Post({ loaderData }: Route.ComponentProps) {
  // A new post's editor stays the same editor when its first save gives it an address.
  const continued = (useLocation().state as { editor?: string } | null)?.editor;
  return <PostEditor key={continued ?? String(loaderData.edit.post.id)} {...loaderData} />;
}

function PostEditor({ detail, edit }: { detail: PostDetail | null; edit: EditView }) {
  const session = useRouteLoaderData<SessionInfo>("admin");
  const result = useActionData<StepResult & { problems?: FieldProblems }>();
  const busy = useNavigation().state !== "idle";
  const { fields, post, state, recovery, saver } = useAutosave(edit.post);
  const { change, adopt } = saver;
  const editor = session ? mayUse(session.user.role, "publishing") : false;
  const navigate = useNavigate();

  // Stored by its first save: the address becomes the post's own (same editor, nothing reloaded).
  useEffect(() => {
    if (edit.post.id === 0 && post.id !== 0) void navigate(`/admin/posts/${post.id}`, { replace: true, state: { editor: "0" } });
  }, [edit.post.id, post.id, navigate]);

  // A step taken on this page (submit, publish, update…) changes the post: the copy follows.
  useEffect(() => {
    const { post: mine, state: now } = saver.snapshot();
    const moved = edit.post.revision > mine.revision || (edit.post.revision === mine.revision && edit.post.status !== mine.status);
    if (moved && now.kind === "saved") adopt(edit.post);
  }, [edit.post, saver, adopt]);

  // A refusal shows beside the button that asked: Translate's in its dialog, Update's in its notice, the other steps' in the publishing panel.
  const translateRefusal = translateRefusalOf(result);
  const ownPlace = translateRefusal || result?.intent === "up-to-date" || result?.intent === "translation-file";
  const stepError = result?.problems || ownPlace ? undefined : result?.error;
  const refusal: Refusal | undefined = stepError ? { intent: result?.intent, error: stepError, links: result?.links, asked: result?.asked } : undefined;
  const [updateError, panelError] = result?.intent === "update" ? [refusal, undefined] : [undefined, refusal];
  const problems: FieldProblems = {
    ...(result?.problems ?? {}),
    ...(state.kind === "invalid" ? state.problems : {}),
    ...storeProblems(post.id === 0 && !fields.slug ? { ...fields, slug: "untitled" } : fields),
  };

  const translation = detail?.translation ?? null;
  return (
    <PostLanguageContext value={postLanguageOf(translation)}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <Link to="/admin/posts" className="w-fit text-sm font-semibold text-primary hover:underline">
          ← {postCopy.back}
        </Link>
        <PostHeading title={fields.title} slug={fields.slug} status={edit.post.status} liveSlug={edit.live?.slug} state={state} onSaveNow={saver.saveNow} />
        {translation ? (
          <TranslationOf
            translation={translation}
            originalHref={`/admin/posts/${translation.original.id}`}
            fieldWords={(field) => postTranslationCopy.fields[field] ?? field}
            busy={busy}
            done={result?.intent === "up-to-date" && !result.error}
          />
        ) : null}

        <SaveProblemBanner state={state} onKeepTheirs={adopt} onOverwrite={saver.overwrite} />
        <RecoveryNotice recovery={recovery} onRestore={change} onDismiss={saver.dismissRecovery} />
        {post.hasPendingChanges ? <PendingChangesNotice post={post} state={state} saver={saver} editor={editor} busy={busy} refusal={updateError} fields={POST_FIELDS} /> : null}
        {result?.problems ? <FormError id="step-problems">{result.error}</FormError> : null}

        <WriteAndPreview post={post} fields={fields} problems={problems} saver={saver} />

        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="grid min-w-0 gap-6">
            <DetailsPanel fields={fields} problems={problems} change={change} choices={edit.choices} mayChooseAuthor={editor} />
            <SearchPanel fields={fields} problems={problems} change={change} />
          </div>
          {detail ? (
            <PostSidebar
              detail={detail}
              status={edit.post.status}
              saver={{ post, fields, state, adopt }}
              editor={editor}
              busy={busy}
              error={panelError}
              translateRefusal={translateRefusal}
              fileResult={result?.intent === "translation-file" ? result : undefined}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{copy.notStoredYet}</p>
          )}
        </div>
      </div>
    </PostLanguageContext>
  );
}

/** A translation is written in its language's blog, with its original's words beside each field; an original in the default language's. */
function postLanguageOf(translation: PostDetail["translation"]): PostLanguage {
  if (!translation) return { segment: "" };
  return {
    segment: `/${localeSegment(translation.locale)}`,
    original: new Map(translation.original.texts.map(({ field, text }) => [field, text])),
    originalLabel: ORIGINAL_WORDS_LABEL,
  };
}

/** An original's translations and "Translate" (a translation has none of its own). */
function PostTranslations({ detail, refused }: { detail: PostDetail; refused: NewDocumentRefused | undefined }) {
  if (detail.translation) return null;
  const words = postTranslationCopy;
  return (
    <TranslationsPanel
      translations={detail.translations}
      locales={detail.locales}
      hrefOf={(id) => `/admin/posts/${id}`}
      address={{
        name: "slug",
        required: false,
        label: words.address,
        hint: (locale, slug) => words.addressHint(`/${localeSegment(locale)}${articlePath(slug || detail.post.slug)}`),
        initial: () => detail.post.slug,
      }}
      words={{ dialogTitle: words.dialogTitle, lead: words.lead, allTranslated: words.allTranslated }}
      refused={refused}
    />
  );
}

/** A stored post's way to the site, its sharing, revisions, history and deletion. */
function PostSidebar({
  detail,
  status,
  saver,
  editor,
  busy,
  error,
  translateRefusal,
  fileResult,
}: {
  detail: PostDetail;
  status: EditablePost["status"];
  saver: Pick<ReturnType<typeof useAutosave>, "post" | "fields" | "state"> & { adopt: (post: EditablePost) => void };
  editor: boolean;
  busy: boolean;
  error: Refusal | undefined;
  translateRefusal: NewDocumentRefused | undefined;
  fileResult: StepResult | undefined;
}) {
  const session = useRouteLoaderData<SessionInfo>("admin");
  const { post, fields, state, adopt } = saver;
  return (
    <div className="grid min-w-0 gap-6">
      {session ? (
        <PublishingPanel post={{ ...detail.post, status }} revision={post.revision} role={session.user.role} refused={error} fields={POST_FIELDS} busy={busy || state.kind !== "saved"} />
      ) : null}
      <PostTranslations detail={detail} refused={translateRefusal} />
      {detail.translation ? <TranslationFile base={`/posts/${detail.post.id}`} lead={postTranslationCopy.fileLead} busy={busy} result={fileResult} /> : null}
      <Panel title={copy.previewLink.title} id="share">
        <PreviewLink of={{ post: post.id }} links={detail.previewLinks} canRevoke={editor} />
      </Panel>
      <RevisionsPanel of={postRevisions(post, fields)} document={post} saved={state.kind === "saved"} onRestored={adopt} />
      <HistoryPanel events={detail.events} />
      {detail.mayDelete ? <DeletePost status={status} busy={busy} /> : null}
    </div>
  );
}
