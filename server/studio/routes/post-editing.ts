/**
 * The studio's editor: a new post, a post opened for writing, its saves (conflicts refused and
 * kept, ADR 025), the preview of its text, a published post's edits put on the site, and its
 * revisions. Preview links are in preview-links.ts. Who may do which is declared on each route (access.ts).
 */
import { Hono, type Context } from "hono";
import { access } from "#server/auth/access.ts";
import { renderArticle } from "#server/site/render/blog.server.ts";
import { FIELD_LIMITS, imagesNamedBy, readPostFields } from "#shared/post-fields.ts";
import { authors, images, posts } from "#server/platform/db/content-schema.ts";
import { asc, eq, inArray, ne } from "drizzle-orm";
import { createPost, editablePost, publishChanges, restoreRevision, savePost } from "#server/studio/editing.ts";
import { listRevisions, readRevision } from "#server/studio/revisions.ts";
import { fieldsOfRow } from "#server/site/post-rows.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, readJson, type AdminDeps, type AdminEnv } from "#server/auth/http.ts";
import { answer, notFound, postId } from "./post-answers.ts";
import { deletePost, NotYoursError } from "#server/studio/deleting.ts";
import { mayUse } from "#shared/admin-roles.ts";

/** A post's save may carry a long article: the one admin request larger than a form. */
export const MAX_POST_BODY_BYTES = 1024 * 1024;

export function postEditingRoutes(deps: AdminDeps) {
  const { db } = deps;
  const actorOf = (c: Context<AdminEnv>) => c.get("admin").user.email;

  /** A step that changes the post, audited, answered with the post as the editor opens it. */
  async function step(c: Context<AdminEnv>, action: "updated" | "restored", run: (id: number, actor: string) => ReturnType<typeof publishChanges>) {
    const id = postId(c);
    if (id === undefined) return notFound(c);
    return answer(c, async () => {
      const post = await run(id, actorOf(c));
      await audit(db, { actor: actorOf(c), action: `post-${action}`, target: post.fields.slug, address: deps.clientAddress(c) });
      await deps.onContentChanged?.();
      return c.json({ post }, 200, ADMIN_RESPONSE_HEADERS);
    });
  }
  return new Hono<AdminEnv>()
    .post("/posts", access("content"), async (c) => {
      const post = await createPost(db, { actor: actorOf(c) });
      await audit(db, { actor: actorOf(c), action: "post-created", target: post.fields.slug, address: deps.clientAddress(c) });
      return c.json({ post }, 201, ADMIN_RESPONSE_HEADERS);
    })
    .get("/posts/:id/edit", access("content"), async (c) => {
      const id = postId(c);
      const post = id === undefined ? undefined : await editablePost(db, id);
      if (!post) return notFound(c);
      const [live] = post.hasPendingChanges ? await db.select().from(posts).where(eq(posts.id, post.id)) : [];
      return c.json({ post, live: live ? fieldsOfRow(live) : null, choices: await choices(deps) }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .put("/posts/:id", access("content"), async (c) => {
      const id = postId(c);
      if (id === undefined) return notFound(c);
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const fields = readPostFields(body["fields"]);
      const { baseRevision, editSession } = body;
      if (typeof fields === "string") return problem(c, 400, fields);
      if (!Number.isSafeInteger(baseRevision) || typeof editSession !== "string" || editSession.length > 64) {
        return problem(c, 400, "Send the revision your copy is based on (baseRevision) and your editor's id (editSession).");
      }
      return answer(c, async () => {
        const result = await savePost(db, id, { fields, baseRevision: baseRevision as number, editSession }, { actor: actorOf(c) });
        if ("saved" in result) return c.json({ post: result.saved }, 200, ADMIN_RESPONSE_HEADERS);
        const by = result.conflict.updatedBy ?? "someone";
        return c.json(
          { error: `${by} saved this post while you were editing. Your version was not applied; it is kept in the post's revisions.`, post: result.conflict, keptAs: result.keptAs },
          409,
          ADMIN_RESPONSE_HEADERS,
        );
      });
    })
    .post("/posts/:id/preview", access("content"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const markdown = body["body"];
      if (typeof markdown !== "string" || markdown.length > FIELD_LIMITS.body) return problem(c, 400, "Send the post's text (body) as Markdown.");
      // Outside the try: the store not answering is a 503 (app.ts), not a fault in the text.
      const images = await storeImages(deps, markdown);
      try {
        return c.json(await renderArticle(markdown, images), 200, ADMIN_RESPONSE_HEADERS);
      } catch (error) {
        // The preview names what the text refers to that cannot be shown (an image not in the library, one undescribed).
        return problem(c, 422, error instanceof Error ? error.message.replace(/^the post: /, "") : "The text cannot be shown.");
      }
    })
    .delete("/posts/:id", access("content"), async (c) => {
      const id = postId(c);
      if (id === undefined) return notFound(c);
      const { user } = c.get("admin");
      return answer(c, async () => {
        try {
          const post = await deletePost(db, id, { actor: user.email, anyPost: mayUse(user.role, "publishing") });
          await audit(db, { actor: user.email, action: "post-deleted", target: post.slug, detail: { id: post.id, title: post.title, status: post.status }, address: deps.clientAddress(c) });
          // Only an unpublished post's deletion changes the site (its address is kept gone).
          if (post.status === "unpublished") await deps.onContentChanged?.();
          return c.json({ deleted: { id: post.id, title: post.title } }, 200, ADMIN_RESPONSE_HEADERS);
        } catch (error) {
          if (error instanceof NotYoursError) return problem(c, 403, error.message);
          throw error;
        }
      });
    })
    .post("/posts/:id/update", access("publishing"), (c) => step(c, "updated", (id, actor) => publishChanges(db, id, { actor })))
    .get("/posts/:id/revisions", access("content"), async (c) => {
      const id = postId(c);
      const revisions = id === undefined ? undefined : await listRevisions(db, id);
      return revisions ? c.json({ revisions }, 200, ADMIN_RESPONSE_HEADERS) : notFound(c);
    })
    .get("/posts/:id/revisions/:revision", access("content"), async (c) => {
      const [id, revisionId] = [postId(c), Number(c.req.param("revision"))];
      const revision = id !== undefined && Number.isSafeInteger(revisionId) ? await readRevision(db, id, revisionId) : undefined;
      return revision ? c.json({ revision }, 200, ADMIN_RESPONSE_HEADERS) : problem(c, 404, "This revision does not exist.");
    })
    .post("/posts/:id/revisions/:revision/restore", access("content"), (c) => {
      const revisionId = Number(c.req.param("revision"));
      return step(c, "restored", (id, actor) => restoreRevision(db, id, Number.isSafeInteger(revisionId) ? revisionId : 0, { actor }));
    });
}

/** The authors and categories the editor offers. */
async function choices({ db }: AdminDeps) {
  const names = await db.select({ name: authors.name }).from(authors).orderBy(asc(authors.name));
  const categories = await db.selectDistinct({ category: posts.category }).from(posts).where(ne(posts.category, "")).orderBy(asc(posts.category));
  return { authors: names.map(({ name }) => name), categories: categories.map(({ category }) => category) };
}

/** The store's images a text names, with their sizes, for the preview. */
async function storeImages({ db }: AdminDeps, markdown: string) {
  const named = imagesNamedBy({ body: markdown }).map((image) => image.name);
  const sizes = new Map(
    named.length ? (await db.select({ name: images.name, width: images.width, height: images.height }).from(images).where(inArray(images.name, named))).map((row) => [row.name, row]) : [],
  );
  return { where: "the post", from: "the media library", size: async (src: string) => sizes.get(src) };
}
