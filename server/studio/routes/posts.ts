/**
 * The blog's posts as the content studio works them: the list, the share card, a post with its
 * history, and (the one document workflow's routes, server/documents/routes.ts) its steps to the
 * site, revisions and preview links. Who may take each is the post kind's declaration (post-kind.ts).
 */
import { Hono } from "hono";
import { access } from "#server/auth/access.ts";
import { eq } from "drizzle-orm";
import { posts, type PostRow } from "#server/platform/db/content-schema.ts";
import { readLocales } from "#server/platform/site-settings.ts";
import { postTranslationState, translationsOfPosts } from "#server/studio/post-translations.ts";
import { blogWordsOf } from "#shared/content/blog-words.ts";
import { postTranslationRoutes } from "./post-translations.ts";
import { listPosts, postFilterFromParams } from "#server/site/post-list.ts";
import { postSummary } from "#server/site/publishing.ts";
import { ADMIN_RESPONSE_HEADERS, type AdminEnv } from "#server/auth/http.ts";
import type { StudioAdminDeps } from "./admin-deps.ts";
import { documentId, documentRoutes, noSuch, type DocumentViews } from "#server/documents/routes.ts";
import { listPreviewLinks } from "#server/documents/previews.ts";
import { ruleKeeps } from "#server/documents/workflow.ts";
import { workingCopy } from "#server/site/post-rows.ts";
import { deletableStatus } from "#server/studio/deleting.ts";
import { editable } from "#server/studio/editing.ts";
import { postKind } from "#server/studio/post-kind.ts";
import { listRevisions, readRevision } from "#server/studio/revisions.ts";
import { FIELD_LIMITS } from "#shared/post-fields.ts";
import { articleOgSvg } from "#server/site/cover-art.ts";
import { HOST } from "#server/site/cover-store.ts";

/** A step's answer is the post; an update's or a restore's, the post as its editor opens it. */
const POST_VIEWS = {
  step: (row: PostRow) => row,
  edit: editable,
  auditTarget: (row: PostRow, event: string) => (event === "updated" || event === "restored" ? workingCopy(row).slug : row.slug),
  restorePath: "/posts/:id/revisions/:revision/restore",
  listRevisions,
  readRevision,
  addressField: "slug",
} as const satisfies DocumentViews<PostRow, PostRow, ReturnType<typeof editable>, ReadonlyArray<{ id: number }>, unknown, string>;

export function postRoutes(deps: StudioAdminDeps) {
  const { db } = deps;
  return (
    new Hono<AdminEnv>()
      .get("/posts", access("content"), async (c) => {
        const params = new URL(c.req.url).searchParams;
        const listed = await listPosts(db, postFilterFromParams(params), Number(params.get("page") ?? 1));
        // Each original with its translations beside it (ADR 054): a translation is never a post of its own in the list.
        const translations = await translationsOfPosts(
          db,
          listed.posts.map((post) => post.id),
        );
        return c.json(
          { ...listed, posts: listed.posts.map((post) => ({ ...post, translations: translations.filter((translation) => translation.translationOf === post.id) })) },
          200,
          ADMIN_RESPONSE_HEADERS,
        );
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
        const id = documentId(c);
        const post = id === undefined ? undefined : await postSummary(db, id);
        if (!post) return noSuch(c, "post");
        const mayDelete = deletableStatus(post.status) && (await ruleKeeps(postKind, db, postKind.access.delete!(c.get("admin").user), post.id));
        // A translation's original and freshness; an original's translations and the languages whose blog can show one.
        const [row] = await db.select().from(posts).where(eq(posts.id, post.id));
        const translation = (await postTranslationState(db, row!)) ?? null;
        const languages = { locales: (await readLocales(db)).others.filter((code) => blogWordsOf(code) !== undefined), translations: translation ? [] : await translationsOfPosts(db, [post.id]) };
        return c.json(
          { post, mayDelete, translation, ...languages, events: await postKind.events.history(db, post.id), previewLinks: await listPreviewLinks(db, postKind, post.id) },
          200,
          ADMIN_RESPONSE_HEADERS,
        );
      })
      .route("/", postTranslationRoutes(deps))
      .route("/", documentRoutes(postKind, POST_VIEWS, deps))
  );
}
