/** A post's revisions (revisions-panel.tsx), each said by its fields against the copy being edited, opened word by word. */
import { diffWords } from "diff";
import { useEffect, useState } from "react";
import { revisionsCopy } from "#app/studio/content/revisions.ts";
import { api, type EditablePost, type RevisionSummary, type Answer } from "#app/admin/lib/admin-api.ts";
import { changedFields, type PostField, type PostFields } from "#shared/post-fields.ts";
import type { RevisionsOf } from "#app/studio/components/revisions-panel.tsx";

const copy = revisionsCopy;

const shown = (value: PostFields[keyof PostFields]) => (Array.isArray(value) ? value.join(", ") : value === null ? "" : String(value));

/** What differs between a revision and the copy: per field, words taken out and put in. */
export function RevisionDiff({ from, to }: { from: PostFields; to: PostFields }) {
  const changed = changedFields(from, to);
  if (!changed.length) return <p className="text-sm text-muted-foreground">{copy.same}</p>;
  return (
    <dl className="grid gap-3">
      {changed.map((name) => (
        <div key={name} className="grid gap-1">
          <dt className="text-xs font-semibold text-muted-foreground uppercase">{copy.field[name]}</dt>
          <dd className="rounded-md bg-subtle p-2 text-sm break-words whitespace-pre-wrap">
            {diffWords(shown(from[name]), shown(to[name])).map((part, index) =>
              part.added ? (
                <ins key={index} className="bg-emerald-100 text-emerald-950 no-underline dark:bg-emerald-950 dark:text-emerald-100">
                  {part.value}
                </ins>
              ) : part.removed ? (
                <del key={index} className="bg-rose-100 text-rose-950 dark:bg-rose-950 dark:text-rose-100">
                  {part.value}
                </del>
              ) : (
                <span key={index}>{part.value}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A revision's every difference from the copy, word by word, read when it is opened. */
function RevisionDetails({ postId, revisionId, current }: { postId: number; revisionId: number; current: PostFields }) {
  const [fields, setFields] = useState<PostFields>();
  useEffect(() => {
    const controller = new AbortController();
    api<Answer<"/posts/:id/revisions/:revision">>(`/posts/${postId}/revisions/${revisionId}`, { signal: controller.signal })
      .then(({ revision }) => setFields(revision.fields))
      .catch(() => undefined);
    return () => controller.abort();
  }, [postId, revisionId]);
  return fields ? <RevisionDiff from={fields} to={current} /> : <p className="text-sm text-muted-foreground">{copy.loading}</p>;
}

/** One line on how a revision differs: the fields, by their names in the editor. */
export function summaryOf(changed: readonly PostField[]): string {
  return changed.length === 0 ? copy.same : copy.differ(changed.map((name) => copy.field[name] ?? name));
}

/** A post's part of the revisions panel: its fields' names, its word-by-word differences, its restore. */
export function postRevisions(post: Pick<EditablePost, "id">, current: PostFields): RevisionsOf<RevisionSummary, EditablePost> {
  return {
    id: "revisions",
    lead: copy.lead,
    confirmLive: copy.confirmLive,
    listPath: `/posts/${post.id}/revisions`,
    said: (revision) => ({ summary: summaryOf(revision.changed), differs: revision.changed.length > 0, detailed: true }),
    details: (revision) => <RevisionDetails postId={post.id} revisionId={revision.id} current={current} />,
    restore: async (id) => (await api<Answer<"/posts/:id/revisions/:revision/restore", "$post">>(`/posts/${post.id}/revisions/${id}/restore`, { method: "POST", body: {} })).post,
  };
}
