/**
 * One post in the studio: what it is, its way to the site (a writer submits it for review; an
 * editor sends it back, publishes, schedules in their own time zone or unpublishes) and its history,
 * each step with who and when. The Markdown editor joins this page.
 */
import { Link, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin.post";
import { HistoryPanel, PublishingPanel } from "#app/components/admin/post-panels.tsx";
import { PostStatusBadge } from "#app/components/admin/status-badge.tsx";
import { adminCopy } from "#app/content/admin.ts";
import { api, ApiError, type PostDetail, type SessionInfo } from "#app/lib/admin-api.ts";
import { articlePath } from "#app/lib/blog-paths.ts";

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data?.post.title ?? "Post"} · ${adminCopy.productName}` }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return api<PostDetail>(`/posts/${encodeURIComponent(params.id)}`, { from: new URL(request.url), signal: request.signal });
}

const STEPS = new Set(["submit", "return", "publish", "schedule", "unpublish"]);

export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<{ error?: string }> {
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
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
}

export default function Post({ loaderData }: Route.ComponentProps) {
  const copy = adminCopy.post;
  const { post, events } = loaderData;
  const session = useRouteLoaderData<SessionInfo>("routes/admin");
  const result = useActionData<{ error?: string }>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="grid gap-6">
      <Link to="/admin/posts" className="w-fit text-sm font-semibold text-primary hover:underline">
        ← {copy.back}
      </Link>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{post.title}</h1>
          <PostStatusBadge status={post.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {articlePath(post.slug)} · {copy.by(post.author, post.category)}
          {post.status === "published" ? (
            <>
              {" · "}
              <a href={articlePath(post.slug)} className="font-semibold text-primary hover:underline">
                {copy.viewOnSite}
              </a>
            </>
          ) : null}
        </p>
        <p className="max-w-3xl">{post.excerpt}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        {session ? <PublishingPanel post={post} role={session.user.role} error={result?.error} busy={busy} /> : null}
        <HistoryPanel events={events} />
      </div>
    </div>
  );
}
