/**
 * A post's revisions: who saved what and when, one compared with the copy being edited (word by
 * word for the text), and restored.
 */
import { diffWords } from "diff";
import { useEffect, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { api, ApiError, type EditablePost, type RevisionSummary, type Answer } from "#app/admin/lib/admin-api.ts";
import { POST_FIELD_NAMES, type PostFields } from "#shared/post-fields.ts";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { formatDateTime } from "#app/admin/components/format.ts";
import { Panel } from "#app/admin/components/panel.tsx";

const copy = adminCopy.revisions;

const shown = (value: PostFields[keyof PostFields]) => (Array.isArray(value) ? value.join(", ") : value === null ? "" : String(value));

/** What differs between a revision and the copy: per field, words taken out and put in. */
export function RevisionDiff({ from, to }: { from: PostFields; to: PostFields }) {
  const changed = POST_FIELD_NAMES.filter((name) => shown(from[name]) !== shown(to[name]));
  if (!changed.length) return <p className="text-sm text-muted-foreground">{copy.unchanged}</p>;
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

export function RevisionsPanel({ post, current, onRestored }: { post: EditablePost; current: PostFields; onRestored: (post: EditablePost) => void }) {
  const [revisions, setRevisions] = useState<RevisionSummary[]>([]);
  const [open, setOpen] = useState<{ id: number; fields: PostFields }>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    api<Answer<"/posts/:id/revisions">>(`/posts/${post.id}/revisions`, { signal: controller.signal })
      .then((answer) => setRevisions(answer.revisions))
      .catch(() => undefined);
    return () => controller.abort();
  }, [post.id, post.revision]);

  const compare = async (id: number) => {
    if (open?.id === id) return setOpen(undefined);
    const { revision } = await api<Answer<"/posts/:id/revisions/:revision">>(`/posts/${post.id}/revisions/${id}`);
    setOpen({ id, fields: revision.fields });
  };
  const restore = async (id: number) => {
    try {
      const answer = await api<Answer<"/posts/:id/revisions/:revision/restore", "$post">>(`/posts/${post.id}/revisions/${id}/restore`, { method: "POST", body: {} });
      setOpen(undefined);
      setError(undefined);
      onRestored(answer.post);
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
    }
  };

  return (
    <Panel title={copy.title} id="revisions" lead={copy.lead}>
      {error ? <FormError id="revisions-error">{error}</FormError> : null}
      {revisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.none}</p>
      ) : (
        <ol className="grid gap-3">
          {revisions.map((revision) => (
            <li key={revision.id} className="grid gap-2 border-b border-border pb-3 last:border-0 last:pb-0">
              <p id={`revision-${revision.id}`} className="text-sm">
                <span className="font-semibold">{copy.kinds[revision.kind]}</span> · {revision.actor} · <time dateTime={revision.at}>{formatDateTime(revision.at)}</time>
              </p>
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="secondary" size="sm" aria-expanded={open?.id === revision.id} aria-describedby={`revision-${revision.id}`} onClick={() => void compare(revision.id)}>
                  {copy.compare}
                </Button>
                <Button type="button" variant="ghost" size="sm" title={copy.restoreHint} aria-describedby={`revision-${revision.id}`} onClick={() => void restore(revision.id)}>
                  {copy.restore}
                </Button>
              </div>
              {open?.id === revision.id ? <RevisionDiff from={open.fields} to={current} /> : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
