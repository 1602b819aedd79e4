/** A post's revisions (revisions-panel.tsx), each said by its fields against the copy being edited, opened word by word. */
import { revisionsCopy } from "#app/studio/content/revisions.ts";
import { api, type EditablePost, type RevisionSummary, type Answer } from "#app/admin/lib/admin-api.ts";
import { changedFields, type PostField, type PostFields } from "#shared/post-fields.ts";
import { textOf, type FieldChange } from "#shared/pages/field-changes.ts";
import { OpenedRevision, type RevisionsOf } from "#app/studio/components/revisions-panel.tsx";

const copy = revisionsCopy;

/** Each field in which `to` differs from `from`, by its name in the editor, with both texts. */
export function postFieldChanges(from: PostFields, to: PostFields): FieldChange[] {
  return changedFields(from, to).map((name) => ({ where: [copy.field[name] ?? name], before: textOf(from[name]), after: textOf(to[name]) }));
}

/** One line on how a revision differs: the fields, by their names in the editor. */
export function summaryOf(changed: readonly PostField[]): string {
  return changed.length === 0 ? copy.same : copy.differ(changed.map((name) => copy.field[name] ?? name));
}

/** A post's part of the revisions panel: its fields' names, its word-by-word differences, its restore. */
export function postRevisions(post: Pick<EditablePost, "id">, current: PostFields): RevisionsOf<RevisionSummary, EditablePost> {
  const listPath = `/posts/${post.id}/revisions`;
  return {
    id: "revisions",
    lead: copy.lead,
    confirmLive: copy.confirmLive,
    listPath,
    versionsPath: `/posts/${post.id}/versions`,
    said: (revision) => ({ summary: summaryOf(revision.changed), differs: revision.changed.length > 0, detailed: true }),
    details: (revision) => <OpenedRevision<PostFields> path={`${listPath}/${revision.id}`} held="fields" changes={(kept) => postFieldChanges(kept, current)} />,
    restore: async (id) => (await api<Answer<"/posts/:id/revisions/:revision/restore", "$post">>(`/posts/${post.id}/revisions/${id}/restore`, { method: "POST", body: {} })).post,
  };
}
