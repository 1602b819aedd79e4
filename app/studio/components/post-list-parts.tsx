/** The parts of the studio's list of posts: the status tabs with counts, the search, the list. */
import { Form, Link } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { postsCopy } from "#app/studio/content/posts.ts";
import type { PostSummaryRow } from "#app/admin/lib/admin-api.ts";
import { articlePath } from "#shared/blog-paths.ts";
import { POST_STATUSES, POST_STATUS_LABELS, type PostStatus } from "#shared/post-status.ts";
import { cn } from "#app/ui/utils.ts";
import { formatAge, formatDateTime, formatPostDay } from "#app/admin/components/format.ts";
import { LocaleBadge, OutOfDateBadge, PostStatusBadge } from "#app/admin/components/status-badge.tsx";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { localeName } from "#shared/i18n/locales.ts";

const copy = postsCopy;

const tabClass = (current: boolean) =>
  cn(
    "inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground",
    current && "bg-background text-foreground shadow-sm ring-1 ring-border",
  );

/** All, then each status with how many posts it holds; a search is kept when the tab changes. */
export function StatusTabs({ params, counts }: { params: URLSearchParams; counts: Record<PostStatus, number> }) {
  const current = params.get("status") ?? "";
  const link = (status: string) => {
    const next = new URLSearchParams(params);
    next.delete("page");
    next.delete("deleted");
    if (status) next.set("status", status);
    else next.delete("status");
    const query = next.toString();
    return query ? `?${query}` : "/admin/posts";
  };
  const total = POST_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return (
    <nav aria-label={copy.byStatus} className="-mx-1 overflow-x-auto px-1 pb-1">
      <ul className="flex w-max gap-1 rounded-xl bg-muted/70 p-1">
        <li>
          <Link to={link("")} className={tabClass(current === "")} aria-current={current === "" ? "page" : undefined}>
            {copy.all} <span className="tabular-nums">{total}</span>
          </Link>
        </li>
        {POST_STATUSES.map((status) => (
          <li key={status}>
            <Link to={link(status)} className={tabClass(current === status)} aria-current={current === status ? "page" : undefined}>
              {POST_STATUS_LABELS[status]}
              {/* Posts waiting for an editor are the one count that asks for action. */}
              {status === "in_review" && counts.in_review > 0 ? (
                <span className="rounded-full bg-amber-100 px-2 text-xs font-bold text-amber-900 tabular-nums dark:bg-amber-950 dark:text-amber-200">{counts.in_review}</span>
              ) : (
                <span className="tabular-nums">{counts[status]}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PostSearch({ params }: { params: URLSearchParams }) {
  const status = params.get("status");
  return (
    <Form method="get" role="search" aria-label={copy.find} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor="q">{copy.search}</Label>
        <Input id="q" name="q" type="search" defaultValue={params.get("q") ?? ""} placeholder={copy.searchPlaceholder} />
      </div>
      {status ? <input type="hidden" name="status" value={status} /> : null}
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 sm:flex-none">
          {copy.apply}
        </Button>
        {params.get("q") ? (
          <Button asChild variant="ghost">
            <Link to={status ? `?status=${status}` : "/admin/posts"}>{copy.clear}</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** A published post's day, when a scheduled one goes live, or else when it was last changed. */
function PostWhen({ post }: { post: PostSummaryRow }) {
  const className = "text-sm whitespace-nowrap text-muted-foreground";
  if (post.status === "published" && post.publishAt) {
    return (
      <time dateTime={post.publishAt} className={className}>
        {formatPostDay(post.publishAt)}
      </time>
    );
  }
  if (post.status === "scheduled" && post.publishAt) {
    return (
      <span className={className}>
        {copy.when.scheduled} <time dateTime={post.publishAt}>{formatDateTime(post.publishAt)}</time>
      </span>
    );
  }
  return (
    <span className={className}>
      {copy.when.edited} <time dateTime={post.updatedAt}>{formatAge(post.updatedAt)}</time>
    </span>
  );
}

export function PostList({ posts, loading }: { posts: PostSummaryRow[]; loading: boolean }) {
  return (
    <ul aria-label={copy.title} aria-busy={loading} className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-background">
      {posts.map((post) => (
        <li key={post.id} className="grid gap-1.5 px-4 py-3.5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
          <span className="min-w-0">
            <Link to={`/admin/posts/${post.id}`} className="line-clamp-2 font-semibold underline-offset-4 hover:underline sm:line-clamp-1">
              {post.title}
            </Link>
            <span className="block truncate text-sm text-muted-foreground">
              {articlePath(post.slug)} · {copy.by(post.author)}
            </span>
            <PostTranslationLinks translations={post.translations} />
          </span>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:justify-end">
            <PostStatusBadge status={post.status} />
            <PostWhen post={post} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A post's translations under it (ADR 054): each its language, status and, once the original's words change, "Out of date". */
function PostTranslationLinks({ translations }: { translations: PostSummaryRow["translations"] }) {
  if (translations.length === 0) return null;
  return (
    <ul aria-label={copy.translations} className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1.5 text-sm">
      {translations.map((translation) => (
        <li key={translation.id} className="flex min-w-0 items-center gap-1.5">
          <Link to={`/admin/posts/${translation.id}`} className="inline-flex min-w-0 items-center gap-1.5 hover:text-primary hover:underline">
            <LocaleBadge code={translation.locale} name={localeName(translation.locale)} />
            <span className="truncate font-mono text-xs">{translation.address}</span>
          </Link>
          <PostStatusBadge status={translation.status} />
          {translation.outOfDate ? <OutOfDateBadge label={pagesCopy.translations.outOfDate} /> : null}
        </li>
      ))}
    </ul>
  );
}
