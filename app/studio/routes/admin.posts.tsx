/**
 * The content studio's list of posts: every status with its count (in review stands out), a
 * search, most recently changed first, 25 a page. The view lives in the URL, so it can be shared.
 */
import { Link, useNavigation, useRouteLoaderData, useSearchParams } from "react-router";
import PlusIcon from "lucide-react/icons/plus";
import UploadIcon from "lucide-react/icons/upload";
import type { Route } from "./+types/admin.posts";
import { Pager } from "#app/admin/components/pager.tsx";
import { PostList, PostSearch, StatusTabs } from "#app/studio/components/post-list-parts.tsx";
import { DoneNote } from "#app/studio/components/document-list.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { postsCopy } from "#app/studio/content/posts.ts";
import { Button } from "#app/ui/button.tsx";
import { api, type PostPage, type SessionInfo } from "#app/admin/lib/admin-api.ts";
import { importCopy } from "#app/studio/content/imports.ts";
import { mayUse } from "#shared/admin-roles.ts";

export const meta = () => [{ title: `${postsCopy.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  return api<PostPage>(`/posts${url.search}`, { from: url, signal: request.signal });
}

export default function Posts({ loaderData }: Route.ComponentProps) {
  const copy = postsCopy;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const { posts, total, page, pageCount, counts } = loaderData;
  const filtered = Boolean(params.get("q") || params.get("status"));
  // The import is the admin's (server/studio/routes/imports.ts): no one else is shown the way to it.
  const role = useRouteLoaderData<SessionInfo>("admin")?.user.role;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{copy.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
            {copy.count(total)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {role && mayUse(role, "admin") ? (
            <Button asChild variant="secondary">
              <Link to="/admin/posts/import">
                <UploadIcon aria-hidden="true" />
                {importCopy.importLink}
              </Link>
            </Button>
          ) : null}
          {/* Nothing is stored until the first word: an editor opened and left keeps no empty draft. */}
          <Button asChild>
            <Link to="/admin/posts/new">
              <PlusIcon aria-hidden="true" />
              {copy.newPost}
            </Link>
          </Button>
        </div>
      </div>
      {params.get("deleted") ? <DoneNote>{copy.deleted(params.get("deleted")!)}</DoneNote> : null}
      <StatusTabs params={params} counts={counts} />
      <PostSearch params={params} />
      {posts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-background p-8 text-center text-muted-foreground">{filtered ? copy.empty : copy.emptyStore}</p>
      ) : (
        <PostList posts={posts} loading={loading} />
      )}
      {pageCount > 1 ? <Pager params={params} page={page} pageCount={pageCount} /> : null}
    </div>
  );
}
