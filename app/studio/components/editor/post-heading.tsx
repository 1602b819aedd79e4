/** The post's title, status and address at the top of the editor, with where its copy stands. */
import { PostStatusBadge } from "#app/admin/components/status-badge.tsx";
import { editorCopy } from "#app/studio/content/editor.ts";
import { postCopy } from "#app/studio/content/posts.ts";
import type { PostStatus } from "#shared/post-status.ts";
import type { SaveState } from "./autosave.ts";
import { usePostAddress } from "./post-language.tsx";
import { SaveStatus } from "./save-status.tsx";

const copy = editorCopy;

export function PostHeading({
  title,
  slug,
  status,
  liveSlug,
  state,
  onSaveNow,
}: {
  title: string;
  slug: string;
  status: PostStatus;
  liveSlug: string | undefined;
  state: SaveState;
  onSaveNow: () => void;
}) {
  const addressOf = usePostAddress();
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight break-words">{title || copy.untitled}</h1>
          <PostStatusBadge status={status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {addressOf(slug)}
          {status === "published" ? (
            <>
              {" · "}
              <a href={addressOf(liveSlug ?? slug)} className="font-semibold text-primary hover:underline">
                {postCopy.viewOnSite}
              </a>
            </>
          ) : null}
        </p>
      </div>
      <SaveStatus state={state} onSaveNow={onSaveNow} />
    </div>
  );
}
