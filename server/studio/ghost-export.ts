/**
 * A Ghost export (Settings → Import/Export: a JSON file mirroring Ghost's tables, optionally
 * wrapped in `{db: [...]}`; docs.ghost.org/migration/custom) read as ForeignPosts: its posts (not
 * its pages), their public tags (the first is the primary, our category), their first author,
 * posts_meta's cover description and search fields; the text is its `html`, else its Lexical or
 * Mobiledoc drawn (ghost-documents.ts). Images are found beside the JSON, where Ghost's zip keeps
 * them (`content/images/...`).
 */
import type { ForeignAuthor, ForeignPost } from "./foreign-post.ts";
import { ImportError } from "./import-error.ts";
import { htmlOfGhostDocument } from "./ghost-documents.ts";

type Row = Record<string, unknown>;

/** Ghost writes its own address as this placeholder in links and image addresses. */
const GHOST_URL = "__GHOST_URL__";

/** Is this parsed JSON a Ghost export? */
export function isGhostExport(json: unknown): boolean {
  return dataOf(json) !== undefined;
}

function dataOf(json: unknown): Row | undefined {
  const root = json as { db?: Array<{ data?: unknown }>; data?: unknown; meta?: unknown } | null;
  const data = root?.db?.[0]?.data ?? (root?.meta ? root.data : undefined);
  return data && typeof data === "object" && Array.isArray((data as Row)["posts"]) ? (data as Row) : undefined;
}

const text = (row: Row | undefined, key: string): string | null => (typeof row?.[key] === "string" && (row[key] as string).trim() ? (row[key] as string) : null);
/** A table's rows; anything in it that is not a row (a file from elsewhere may hold anything) is not read. */
const rows = (data: Row, table: string): Row[] => (Array.isArray(data[table]) ? (data[table] as unknown[]).filter((row): row is Row => !!row && typeof row === "object" && !Array.isArray(row)) : []);

/** The export's posts and their authors; `where` names the file in messages. */
export function readGhostExport(json: unknown, where: string): { posts: ForeignPost[]; authors: ForeignAuthor[]; notes: string[] } {
  const data = dataOf(json);
  if (!data) throw new ImportError(`${where}: not a Ghost export (expected {"db": [{"data": {"posts": […]}}]})`);
  const byId = (table: string) => new Map(rows(data, table).map((row) => [String(row["id"]), row]));
  const [tags, users] = [byId("tags"), byId("users")];
  const meta = new Map(rows(data, "posts_meta").map((row) => [String(row["post_id"]), row]));
  const related = (table: string, key: string) => {
    const links = new Map<string, string[]>();
    const ordered = [...rows(data, table)].sort((a, b) => Number(a["sort_order"] ?? 0) - Number(b["sort_order"] ?? 0));
    for (const row of ordered) links.set(String(row["post_id"]), [...(links.get(String(row["post_id"])) ?? []), String(row[key])]);
    return links;
  };
  const [postTags, postAuthors] = [related("posts_tags", "tag_id"), related("posts_authors", "author_id")];

  const all = rows(data, "posts");
  const posts = all.filter((row) => (row["type"] ?? (row["page"] ? "page" : "post")) === "post");
  const problems: string[] = [];
  const notes: string[] = [];
  const read = posts.flatMap((row): ForeignPost[] => {
    const id = String(row["id"]);
    const slug = text(row, "slug");
    const authorId = postAuthors.get(id)?.[0] ?? row["author_id"];
    const author = text(users.get(String(authorId)), "name");
    if (!slug || !author) {
      problems.push(`${where}: post ${id}${slug ? ` (${slug})` : ""}: ${slug ? "no author among the export's users" : "no slug"}`);
      return [];
    }
    const extra = meta.get(id) ?? row;
    const status = text(row, "status");
    const at = new Date(text(row, "published_at") ?? text(row, "created_at") ?? Date.now());
    const cover = text(row, "feature_image");
    return [
      {
        slug,
        title: text(row, "title") ?? slug,
        html: resolved(text(row, "html") ?? htmlOfGhostDocument(row, (type) => notes.push(`${slug}.md: a Ghost ${type} card was left out: add it again in the editor`)) ?? ""),
        excerpt: text(row, "custom_excerpt"),
        author,
        status: status === "scheduled" ? "scheduled" : status === "published" || status === "sent" ? "published" : "draft",
        at: Number.isNaN(at.getTime()) ? new Date() : at,
        tags: (postTags.get(id) ?? []).map((tagId) => text(tags.get(tagId), "name")).filter((name): name is string => !!name && !name.startsWith("#")),
        cover: cover ? { url: resolved(cover), alt: text(extra, "feature_image_alt") } : null,
        seoTitle: text(extra, "meta_title"),
        seoDescription: text(extra, "meta_description"),
        canonical: text(row, "canonical_url"),
      },
    ];
  });
  if (problems.length) throw new ImportError(problems.join("\n"));
  const authors = [...users.values()].map((row) => ({ name: text(row, "name") ?? "", bio: text(row, "bio"), photoUrl: text(row, "profile_image") && resolved(text(row, "profile_image")!) }));
  const skipped = all.length - posts.length;
  if (skipped) notes.push(`${skipped} of its pages left out: a page of this site is made of sections (import pages from their own files)`);
  return { posts: read, authors, notes };
}

/** Ghost's placeholder for its own address, as a path: images then resolve beside the export. */
function resolved(value: string): string {
  return value.split(GHOST_URL).join("");
}

/** Where an image of the export is in the folder it came in: `/content/images/2024/05/a.jpg` → `content/images/2024/05/a.jpg`. */
export function ghostImagePath(url: string): string | undefined {
  const match = /(?:^|\/)content\/images\/(.+)$/.exec(url.split(/[?#]/)[0]!);
  return match ? `content/images/${decodeURIComponent(match[1]!)}` : undefined;
}
