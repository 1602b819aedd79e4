/**
 * The blog's posts as the content studio works them: the list, a post with its history, and the steps on
 * its way to the site. Each route declares who may take it (access.ts):
 * a writer submits for review; publishing, scheduling, unpublishing and sending back are editors'.
 */
import { Hono } from "hono";
import type { AdminArea } from "#shared/admin-roles.ts";
import { access } from "#server/auth/access.ts";
import type { PostEventAction, PostRow } from "#server/platform/db/content-schema.ts";
import { listPosts, postFilterFromParams } from "#server/site/post-list.ts";
import { postHistory, postSummary, publishPost, reviewStep, schedulePost, scheduleUnpublish, seenRevisionOf, unpublishPost, unschedulePost } from "#server/site/publishing.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, readJson, type AdminEnv } from "#server/auth/http.ts";
import type { StudioAdminDeps } from "./admin-deps.ts";
import { answer, notFound, postId } from "./post-answers.ts";
import { listPreviewLinks } from "#server/site/previews.ts";
import { scheduleRangeProblem } from "#server/site/schedule-time.ts";
import { creatorOf, deletableStatus } from "#server/studio/deleting.ts";
import { mayUse } from "#shared/admin-roles.ts";
import { FIELD_LIMITS } from "#shared/post-fields.ts";
import { articleOgSvg } from "#server/site/cover-art.ts";
import { HOST } from "#server/site/cover-store.ts";

/** A note sent back with a draft: a few sentences, not an essay. */
const NOTE_MAX_LENGTH = 2_000;

type Step = (id: number, body: Record<string, unknown>, by: { actor: string }) => Promise<PostRow>;

/** What the request said is unusable (422); a PublishingError is a step the post's state refuses (409). */
class InputError extends Error {}

export function postRoutes(deps: StudioAdminDeps) {
  const { db } = deps;
  // The review steps, one route each; their answers are the post (the client reads none of them).
  const steps = new Hono<AdminEnv>();
  const step = (path: string, area: AdminArea, action: PostEventAction | ((body: Record<string, unknown>) => PostEventAction), run: Step) =>
    steps.post(`/posts/:id/${path}`, access(area), async (c) => {
      const id = postId(c);
      if (id === undefined) return notFound(c);
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const { user } = c.get("admin");
      return answer(c, async () => {
        try {
          // Every process's pages follow within a second (the store's generation; ADR 024).
          const post = await run(id, body, { actor: user.email });
          const done = typeof action === "function" ? action(body) : action;
          await audit(db, { actor: user.email, action: `post-${done}`, target: post.slug, address: deps.clientAddress(c) });
          await deps.onContentChanged?.();
          return c.json({ post }, 200, ADMIN_RESPONSE_HEADERS);
        } catch (error) {
          if (error instanceof InputError) return problem(c, 422, error.message);
          throw error;
        }
      });
    });

  step("submit", "content", "submitted", (id, _body, by) => reviewStep(db, id, "submitted", by));
  step("return", "publishing", "returned", (id, body, by) => {
    const note = typeof body["note"] === "string" ? body["note"].trim().slice(0, NOTE_MAX_LENGTH) : "";
    return reviewStep(db, id, "returned", { ...by, ...(note && { note }) });
  });
  // What goes on the site is what the editor read: these steps name its revision (refuseUnseenChanges).
  step("publish", "publishing", "published", (id, body, by) => publishPost(db, id, { ...by, seen: seenRevisionOf(body["revision"]) }));
  step("schedule", "publishing", "scheduled", (id, body, by) => schedulePost(db, id, timeOf(body["at"], "publish"), { ...by, seen: seenRevisionOf(body["revision"]) }));
  step("unschedule", "publishing", "unscheduled", (id, _body, by) => unschedulePost(db, id, by));
  step("unpublish", "publishing", (body) => (body["at"] === undefined ? "unpublished" : "unpublish-scheduled"), (id, body, by) => (body["at"] === undefined ? unpublishPost(db, id, by) : scheduleUnpublish(db, id, timeOf(body["at"], "unpublish"), by)));
  return new Hono<AdminEnv>()
    .get("/posts", access("content"), async (c) => {
      const params = new URL(c.req.url).searchParams;
      return c.json(await listPosts(db, postFilterFromParams(params), Number(params.get("page") ?? 1)), 200, ADMIN_RESPONSE_HEADERS);
    })
    // The share card a post's page sends (drawn, when it has no cover photo), for the editor's copy.
    .get("/posts/share-card", access("content"), (c) => {
      const field = (name: string, limit: number) => (c.req.query(name) ?? "").slice(0, limit);
      const facts = { slug: field("slug", FIELD_LIMITS.slug), title: field("title", FIELD_LIMITS.title) || "Untitled post", category: field("category", FIELD_LIMITS.category) };
      const svg = articleOgSvg(facts, `${field("author", FIELD_LIMITS.author)} · ${HOST}`);
      // Glyphs drawn as paths, no text or script: and opened on its own, it may load nothing.
      return c.body(svg, 200, { ...ADMIN_RESPONSE_HEADERS, "Content-Type": "image/svg+xml", "Content-Security-Policy": "default-src 'none'" });
    })
    .get("/posts/:id", access("content"), async (c) => {
      const id = postId(c);
      const post = id === undefined ? undefined : await postSummary(db, id);
      if (!post) return notFound(c);
      const { user } = c.get("admin");
      const mayDelete = deletableStatus(post.status) && (mayUse(user.role, "publishing") || (await creatorOf(db, post.id)) === user.email);
      return c.json({ post, mayDelete, events: await postHistory(db, post.id), previewLinks: await listPreviewLinks(db, { post: post.id }) }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .route("/", steps);
}

/** A time as the browser sends it (ISO 8601 with its offset: the editor's own time zone, made absolute). */
function timeOf(value: unknown, what: "publish" | "unpublish"): Date {
  const at = typeof value === "string" && value.length <= 40 ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw new InputError(`Give the time to ${what} as a date and time, e.g. 2026-12-01T09:00:00Z.`);
  const outOfRange = scheduleRangeProblem(at);
  if (outOfRange) throw new InputError(outOfRange);
  return at;
}
