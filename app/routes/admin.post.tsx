/**
 * One post in the studio: its text in a Markdown editor beside the article's preview, its details
 * and search fields, saved as the writer types (use-autosave.ts); its way to the site (a writer
 * submits for review; an editor sends back, publishes, schedules in their own time zone, updates a
 * live post, unpublishes), its revisions and its history, each step with who and when.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Form, Link, useActionData, useNavigation, useRouteLoaderData, useSubmit } from "react-router";
import type { Route } from "./+types/admin.post";
import { FormError } from "#app/components/admin/auth-card.tsx";
import { ArticlePreview } from "#app/components/admin/editor/article-preview.tsx";
import { MarkdownEditor } from "#app/components/admin/editor/markdown-editor.tsx";
import { DetailsPanel, Field, SearchPanel } from "#app/components/admin/editor/post-field-panels.tsx";
import { PreviewLink } from "#app/components/admin/editor/preview-link.tsx";
import { Panel } from "#app/components/admin/panel.tsx";
import { RevisionsPanel } from "#app/components/admin/editor/revisions-panel.tsx";
import { SaveStatus, SaveProblemBanner } from "#app/components/admin/editor/save-status.tsx";
import { useAutosave } from "#app/components/admin/editor/use-autosave.ts";
import { formatDateTime } from "#app/components/admin/format.ts";
import { HistoryPanel, PublishingPanel } from "#app/components/admin/post-panels.tsx";
import { PostStatusBadge } from "#app/components/admin/status-badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminCopy } from "#app/content/admin.ts";
import { api, ApiError, type EditView, type PostDetail, type SessionInfo } from "#app/lib/admin-api.ts";
import { mayUse } from "#app/lib/admin-roles.ts";
import { cn } from "#app/lib/utils.ts";
import { articlePath } from "#app/lib/blog-paths.ts";
import { FIELD_LIMITS, slugify, storeProblems, type FieldProblems } from "#app/lib/post-fields.ts";

const copy = adminCopy.editor;

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data?.edit.post.fields.title || copy.untitled} · ${adminCopy.productName}` }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const from = new URL(request.url);
  const id = encodeURIComponent(params.id);
  const [detail, edit] = await Promise.all([api<PostDetail>(`/posts/${id}`, { from, signal: request.signal }), api<EditView>(`/posts/${id}/edit`, { from, signal: request.signal })]);
  return { detail, edit };
}

const STEPS = new Set(["submit", "return", "publish", "schedule", "unpublish", "update"]);

export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<{ error?: string; problems?: FieldProblems }> {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!STEPS.has(intent)) return { error: "That step is not one this page offers." };
  // A datetime-local value is the editor's own time; the server gets it as an absolute time.
  const at = intent === "schedule" ? new Date(String(form.get("at") ?? "")) : undefined;
  if (at && Number.isNaN(at.getTime())) return { error: "Choose a date and time to publish." };
  try {
    await api(`/posts/${encodeURIComponent(params.id)}/${intent}`, {
      method: "POST",
      body: { ...(at && { at: at.toISOString() }), ...(intent === "return" && { note: form.get("note") }) },
      from: new URL(request.url),
    });
    return {};
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message, ...(error.problems && { problems: error.problems as FieldProblems }) };
    throw error;
  }
}

export default function Post({ loaderData }: Route.ComponentProps) {
  return <PostEditor key={loaderData.edit.post.id} {...loaderData} />;
}

function PostEditor({ detail, edit }: { detail: PostDetail; edit: EditView }) {
  const session = useRouteLoaderData<SessionInfo>("routes/admin");
  const result = useActionData<{ error?: string; problems?: FieldProblems }>();
  const busy = useNavigation().state !== "idle";
  const { fields, post, state, recovery, saver } = useAutosave(edit.post);
  const { change, adopt } = saver;
  const editor = session ? mayUse(session.user.role, "publishing") : false;
  const [shown, setShown] = useState<"write" | "preview">("write");
  // Whose approval the pending edits wait on: the live post's or the scheduled one's.
  const heldBy = post.status === "scheduled" ? "scheduled" : "published";

  // A step taken on this page (submit, publish, update…) changes the post: the copy follows.
  useEffect(() => {
    const { post: mine, state: now } = saver.snapshot();
    const moved = edit.post.revision > mine.revision || (edit.post.revision === mine.revision && edit.post.status !== mine.status);
    if (moved && now.kind === "saved") adopt(edit.post);
  }, [edit.post, saver, adopt]);

  const submit = useSubmit();
  // Update puts the copy as typed on the site: the last keystrokes are saved first.
  const saveThenUpdate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await saver.save();
    if (saver.snapshot().state.kind === "saved") void submit({ intent: "update" }, { method: "post" });
  };
  const problems: FieldProblems = { ...(result?.problems ?? {}), ...(state.kind === "invalid" ? state.problems : {}), ...storeProblems(fields) };
  const setTitle = (title: string) => {
    // A draft's address follows its title until someone sets one (as in Ghost).
    const follows = post.status !== "published" && (/^untitled-\d+$/.test(fields.slug) || fields.slug === slugify(fields.title));
    change({ ...fields, title, ...(follows && slugify(title) && { slug: slugify(title) }) });
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Link to="/admin/posts" className="w-fit text-sm font-semibold text-primary hover:underline">
        ← {adminCopy.post.back}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight break-words">{fields.title || copy.untitled}</h1>
            <PostStatusBadge status={edit.post.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            {articlePath(fields.slug)}
            {edit.post.status === "published" ? (
              <>
                {" · "}
                <a href={articlePath(edit.live?.slug ?? fields.slug)} className="font-semibold text-primary hover:underline">
                  {adminCopy.post.viewOnSite}
                </a>
              </>
            ) : null}
          </p>
        </div>
        <SaveStatus state={state} onSaveNow={saver.saveNow} />
      </div>

      <SaveProblemBanner state={state} onKeepTheirs={adopt} onOverwrite={saver.overwrite} />
      {recovery?.kind === "recovered" ? (
        <p className="rounded-lg border border-border bg-subtle px-4 py-3 text-sm" role="status">
          {copy.recovered}
        </p>
      ) : null}
      {recovery?.kind === "stale" ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <p className="grow">{copy.stale(formatDateTime(recovery.at))}</p>
          <Button type="button" size="sm" onClick={() => (change(recovery.fields), saver.dismissRecovery())}>
            {copy.restoreStale}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={saver.dismissRecovery}>
            {copy.discardStale}
          </Button>
        </div>
      ) : null}
      {post.hasPendingChanges ? (
        <Form method="post" onSubmit={(event) => saveThenUpdate(event)} className="flex flex-wrap items-center gap-3 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100">
          <p className="grow">{(editor ? copy.pending : copy.pendingWriter)[heldBy]}</p>
          {editor ? (
            <Button type="submit" name="intent" value="update" size="sm" disabled={busy || state.kind === "conflict" || state.kind === "invalid"}>
              {copy.update[heldBy]}
            </Button>
          ) : null}
        </Form>
      ) : null}
      {result?.problems ? <FormError id="step-problems">{result.error}</FormError> : null}

      {/* On a narrower screen the text and its preview take turns; side by side from 1280 px. */}
      <div role="group" aria-label={copy.paneChoice} className="flex w-fit gap-1 rounded-lg border border-border bg-subtle p-1 xl:hidden">
        {(["write", "preview"] as const).map((pane) => (
          <button
            key={pane}
            type="button"
            aria-pressed={shown === pane}
            onClick={() => setShown(pane)}
            className="rounded-md px-3 py-1.5 text-sm font-semibold text-muted-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-xs"
          >
            {copy[pane]}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-2 xl:items-start">
        <div className={cn("min-w-0 gap-5 xl:grid", shown === "write" ? "grid" : "hidden")}>
          <Field name="title" label={copy.title} problem={problems.title} count={copy.characters(fields.title.length, FIELD_LIMITS.title)}>
            {(props) => <Input {...props} value={fields.title} placeholder={copy.titlePlaceholder} onChange={(event) => setTitle(event.target.value)} className="h-12 text-lg font-semibold" />}
          </Field>
          <div className="grid gap-1.5">
            <p id="text-label" className="text-sm font-medium">
              {copy.text}
            </p>
            <MarkdownEditor value={fields.body} onChange={(body) => change({ ...saver.snapshot().fields, body })} labelledBy="text-label" describedBy="text-problem text-hint" invalid={Boolean(problems.body)} />
            {/* Always there, so the editor's description never changes under it (it would be made again). */}
            <p id="text-problem" className="text-sm font-medium text-destructive empty:hidden">
              {problems.body}
            </p>
            <p id="text-hint" className="text-xs text-muted-foreground">
              {copy.textHint}
            </p>
          </div>
        </div>
        <div className={cn("min-w-0 xl:block", shown === "preview" ? "block" : "hidden")}>
          <ArticlePreview postId={post.id} title={fields.title} body={fields.body} />
        </div>
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <DetailsPanel fields={fields} problems={problems} change={change} choices={edit.choices} />
          <SearchPanel fields={fields} problems={problems} change={change} />
        </div>
        <div className="grid min-w-0 gap-6">
          {session ? <PublishingPanel post={{ ...detail.post, status: edit.post.status }} role={session.user.role} error={result?.problems ? undefined : result?.error} busy={busy || state.kind !== "saved"} /> : null}
          <Panel title={copy.previewLink.title} id="share">
            <PreviewLink postId={post.id} links={detail.previewLinks} canRevoke={editor} />
          </Panel>
          <RevisionsPanel post={post} current={fields} onRestored={adopt} />
          <HistoryPanel events={detail.events} />
        </div>
      </div>
    </div>
  );
}
