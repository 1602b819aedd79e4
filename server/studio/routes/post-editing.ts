/**
 * The studio's editor: a new post, a post opened for writing, its saves (conflicts refused and
 * kept, ADR 025), the preview of its text, and its deletion. Its steps, revisions and preview links
 * are the document routes' (posts.ts). Who may do which is declared on each route (access.ts).
 */
import { Hono, type Context } from "hono";
import { access } from "#server/auth/access.ts";
import { renderArticle } from "#server/site/render/blog.server.ts";
import { bodyNestingProblem, FIELD_LIMITS, imagesNamedBy, readPostFields, type PostFields } from "#shared/post-fields.ts";
import { authors, images, posts } from "#server/platform/db/content-schema.ts";
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import { createPost, editablePost, savePost, type EditablePost, type SaveResult, type WrittenBy } from "#server/studio/editing.ts";
import { blankFields } from "#server/studio/post-kind.ts";
import { fieldsOfRow } from "#server/site/post-rows.ts";
import { audit } from "#server/auth/audit.ts";
import { Turns } from "#server/platform/http/turns.ts";
import { ADMIN_RESPONSE_HEADERS, problem, readJson, type AdminEnv } from "#server/auth/http.ts";
import type { StudioAdminDeps } from "./admin-deps.ts";
import { documentAnswer, documentId as postId, noSuch } from "#server/documents/routes.ts";
import { deletePost } from "#server/studio/deleting.ts";
import { mayUse } from "#shared/admin-roles.ts";

const notFound = (c: Context<AdminEnv>) => noSuch(c, "post");
/** The refusals a post's fields and state give (server/documents/routes.ts); a byline not the writer's is a 403. */
export const answer = <Answer extends Response>(c: Context<AdminEnv>, run: () => Promise<Answer>) => documentAnswer(c, { noun: "post", addressField: "slug" }, run);

/** A post's save may carry a long article: the one admin request larger than a form. */
export const MAX_POST_BODY_BYTES = 1024 * 1024;

/** `previews`: the studio's drawings in turns, shared with the pages' (routes/pages.ts). */
export function postEditingRoutes(deps: StudioAdminDeps, previews = new Turns()) {
  const { db } = deps;
  const actorOf = (c: Context<AdminEnv>) => c.get("admin").user.email;
  /** Who writes: an editor may sign a post with any author's name, a writer writes as themselves. */
  const writtenBy = (c: Context<AdminEnv>): WrittenBy => ({ actor: actorOf(c), anyAuthor: mayUse(c.get("admin").user.role, "publishing") });

  return new Hono<AdminEnv>()
    // A new post's first save: stored now, or (the same tab again) saved over the post it made.
    .post("/posts", access("content"), async (c) => {
      const request = await saveRequestOf(c);
      if (request instanceof Response) return request;
      return answer(c, async () => {
        const made = await createPost(db, request, writtenBy(c));
        if ("existing" in made) {
          const { id, revision, fields } = made.existing;
          return saved(c, await savePost(db, id, { ...request, fields: { ...request.fields, slug: request.fields.slug || fields.slug }, baseRevision: revision }, writtenBy(c)));
        }
        await audit(db, { actor: actorOf(c), action: "post-created", target: made.created.fields.slug, address: deps.clientAddress(c) });
        return c.json({ post: made.created }, 201, ADMIN_RESPONSE_HEADERS);
      });
    })
    .get("/posts/:id/edit", access("content"), async (c) => {
      // The editor of a post not written yet: nothing stored until its first save.
      if (c.req.param("id") === "new") return c.json({ post: blankPost(await blankFields(db, actorOf(c))), live: null, choices: await choices(deps) }, 200, ADMIN_RESPONSE_HEADERS);
      const id = postId(c);
      const post = id === undefined ? undefined : await editablePost(db, id);
      if (!post) return notFound(c);
      const [live] = post.hasPendingChanges ? await db.select().from(posts).where(eq(posts.id, post.id)) : [];
      return c.json({ post, live: live ? fieldsOfRow(live) : null, choices: await choices(deps) }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .put("/posts/:id", access("content"), async (c) => {
      const id = postId(c);
      if (id === undefined) return notFound(c);
      const request = await saveRequestOf(c);
      if (request instanceof Response) return request;
      const { baseRevision } = request;
      if (!Number.isSafeInteger(baseRevision)) return problem(c, 400, "Send the revision your copy is based on (baseRevision).");
      return answer(c, async () => saved(c, await savePost(db, id, { ...request, baseRevision: baseRevision as number }, writtenBy(c))));
    })
    .post("/posts/:id/preview", access("content"), async (c) => {
      // Waits before the body is read: a request in line costs nothing until its turn.
      const endTurn = await previews.take(c.get("admin").user.id);
      if (!endTurn) return problem(c, 429, "A newer preview of yours took this one's place.", { "Retry-After": "1" });
      try {
        if (c.req.raw.signal.aborted) return problem(c, 429, "This preview was no longer awaited.", { "Retry-After": "1" });
        return await previewOf(c, deps);
      } finally {
        endTurn();
      }
    })
    .delete("/posts/:id", access("content"), async (c) => {
      const id = postId(c);
      if (id === undefined) return notFound(c);
      const { user } = c.get("admin");
      return answer(c, async () => {
        const post = await deletePost(db, id, user);
        await audit(db, { actor: user.email, action: "post-deleted", target: post.slug, detail: { id: post.id, title: post.title, status: post.status }, address: deps.clientAddress(c) });
        // Only an unpublished post's deletion changes the site (its address is kept gone).
        if (post.status === "unpublished") await deps.onContentChanged?.();
        return c.json({ deleted: { id: post.id, title: post.title } }, 200, ADMIN_RESPONSE_HEADERS);
      });
    });
}

/** A save's fields and the tab that sends them (a 400 when either is not there), and the revision it names. */
async function saveRequestOf(c: Context<AdminEnv>): Promise<Response | { fields: PostFields; editSession: string; baseRevision: unknown }> {
  const body = await readJson(c);
  if (body instanceof Response) return body;
  const fields = readPostFields(body["fields"]);
  if (typeof fields === "string") return problem(c, 400, fields);
  const { editSession, baseRevision } = body;
  if (typeof editSession !== "string" || !editSession || editSession.length > 64) return problem(c, 400, "Send your editor's id (editSession) with the post's fields.");
  return { fields, editSession, baseRevision };
}

/** A save's answer: the post as saved, or the colleague's newer version with the refusal in words (409). */
function saved(c: Context<AdminEnv>, result: SaveResult) {
  if ("saved" in result) return c.json({ post: result.saved }, 200, ADMIN_RESPONSE_HEADERS);
  const by = result.conflict.updatedBy ?? "someone";
  return c.json({ error: `${by} saved this post while you were editing. Your version was not applied; it is kept in the post's revisions.`, post: result.conflict, keptAs: result.keptAs }, 409, ADMIN_RESPONSE_HEADERS);
}

/** The editor's view of a post not stored yet (id 0: its first save creates it). */
function blankPost(fields: PostFields): EditablePost {
  return { id: 0, status: "draft", revision: 0, updatedAt: new Date(), updatedBy: null, publishAt: null, unpublishAt: null, fields, hasPendingChanges: false };
}

/** The authors and categories the editor offers. */
async function choices({ db }: StudioAdminDeps) {
  const names = await db.select({ name: authors.name }).from(authors).orderBy(asc(authors.name));
  const categories = await db.selectDistinct({ category: posts.category }).from(posts).where(and(ne(posts.category, ""), isNull(posts.translationOf))).orderBy(asc(posts.category));
  return { authors: names.map(({ name }) => name), categories: categories.map(({ category }) => category) };
}

/** A post's text drawn as the article shows it, or why it cannot be, in words. */
async function previewOf(c: Context<AdminEnv>, deps: StudioAdminDeps) {
  const body = await readJson(c);
  if (body instanceof Response) return body;
  const markdown = body["body"];
  if (typeof markdown !== "string" || markdown.length > FIELD_LIMITS.body) return problem(c, 400, "Send the post's text (body) as Markdown.");
  const nesting = bodyNestingProblem(markdown);
  if (nesting) return c.json({ error: nesting, problems: { body: nesting } }, 422, ADMIN_RESPONSE_HEADERS);
  // Outside the try: the store not answering is a 503 (app.ts), not a fault in the text.
  const images = await storeImages(deps, markdown);
  try {
    return c.json(await renderArticle(markdown, images), 200, ADMIN_RESPONSE_HEADERS);
  } catch (error) {
    // The preview names what the text refers to that cannot be shown (an image not in the library, one undescribed).
    return problem(c, 422, error instanceof Error ? error.message.replace(/^the post: /, "") : "The text cannot be shown.");
  }
}

/** The store's images a text names, with their sizes, for the preview. */
async function storeImages({ db }: StudioAdminDeps, markdown: string) {
  const named = imagesNamedBy({ body: markdown }).map((image) => image.name);
  const sizes = new Map(
    named.length ? (await db.select({ name: images.name, width: images.width, height: images.height }).from(images).where(inArray(images.name, named))).map((row) => [row.name, row]) : [],
  );
  return { where: "the post", from: "the media library", size: async (src: string) => sizes.get(src) };
}
