/**
 * What the studio edits of a post, and the rules its fields follow, in words a writer reads next
 * to the field. Shared by the editor (which shows them as the writer types) and the server (which
 * always checks again). Two levels: a save refuses only what the store cannot keep (a taken or
 * reserved address, a field far too long); review and publishing also need the post complete.
 */
import { RESERVED_BLOG_SLUGS } from "./blog-paths.ts";
import { webAddressOf } from "./links.ts";
import { isStorableText, UNSTORABLE_TEXT_PROBLEM } from "./stored-text.ts";
import { deepestNesting, PAGE_LIMITS } from "./pages/limits.ts";
import { isPlaceholder } from "./pages/placeholders.ts";
import { POST_TEXT_FIELDS } from "./i18n/post-translation.ts";

export interface PostFields {
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown, as the writer wrote it. */
  body: string;
  author: string;
  category: string;
  tags: string[];
  /** A stored image's name (`images/team.jpg`) used as the cover, or null for the drawn one. */
  cover: string | null;
  coverAlt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  canonicalUrl: string | null;
  noindex: boolean;
}

export type PostField = keyof PostFields;
export type FieldProblems = Partial<Record<PostField, string>>;

export const POST_FIELD_NAMES: readonly PostField[] = ["title", "slug", "excerpt", "body", "author", "category", "tags", "cover", "coverAlt", "seoTitle", "seoDescription", "canonicalUrl", "noindex"];

export const FIELD_LIMITS = {
  title: 120,
  slug: 80,
  excerpt: 300,
  body: 200_000,
  author: 80,
  category: 60,
  tags: 10,
  tag: 40,
  coverAlt: 200,
  seoTitle: 70,
  seoDescription: 160,
  canonicalUrl: 500,
} as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const STORED_IMAGE = /^images\/[A-Za-z0-9._-]+\.(jpe?g|png|webp|avif|gif)$/i;

/** "Ten Ways to 3x Your Traffic!" -> "ten-ways-to-3x-your-traffic". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, FIELD_LIMITS.slug)
    .replace(/-+$/, "");
}

/** The stored images a post shows, with the description the text gives each (the cover's is `coverAlt`). */
export function imagesNamedBy(post: { cover?: string | null; body: string }): Array<{ name: string; alt?: string }> {
  const named: Array<{ name: string; alt?: string }> = post.cover ? [{ name: post.cover }] : [];
  for (const [, alt, name] of post.body.matchAll(/!\[([^\]]*)\]\((images\/[^)\s]+)/g)) named.push({ name: name!, alt: alt! });
  return named;
}

/**
 * Why a post's text nests too deep to draw, or undefined: the Markdown parser slows with depth
 * (cards left open line after line took 35 s for 20 KB) and overflows its stack far down.
 */
export function bodyNestingProblem(body: string): string | undefined {
  const depth = deepestNesting(body);
  return depth > PAGE_LIMITS.formattedNesting
    ? `The text nests quotes, lists and cards at most ${PAGE_LIMITS.formattedNesting} deep; this one goes ${depth.toLocaleString("en-US")} deep. Close the cards (:::) you opened.`
    : undefined;
}

const tooLong = (max: number) => `Keep it to ${max.toLocaleString("en-US")} characters or fewer.`;

/** What the store cannot keep: refused by every save. */
export function storeProblems(fields: PostFields): FieldProblems {
  const problems: FieldProblems = {};
  const slug = fields.slug;
  if (!slug) problems.slug = "Give the post an address, e.g. ten-ways-to-grow.";
  else if (!SLUG_PATTERN.test(slug)) problems.slug = "Use lowercase letters and digits, words joined by single hyphens (ten-ways-to-grow).";
  else if (slug.length > FIELD_LIMITS.slug) problems.slug = tooLong(FIELD_LIMITS.slug);
  else if (RESERVED_BLOG_SLUGS.includes(slug)) problems.slug = `"${slug}" is one of the blog's own addresses; choose another.`;
  for (const field of ["title", "excerpt", "body", "author", "category", "coverAlt", "seoTitle", "seoDescription", "canonicalUrl"] as const) {
    if ((fields[field]?.length ?? 0) > FIELD_LIMITS[field]) problems[field] = tooLong(FIELD_LIMITS[field]);
  }
  // An import or the CLI sends its text here, not through the admin API's check.
  for (const field of ["title", "excerpt", "body", "author", "category", "coverAlt", "seoTitle", "seoDescription", "canonicalUrl"] as const) {
    if (fields[field] && !isStorableText(fields[field])) problems[field] = UNSTORABLE_TEXT_PROBLEM;
  }
  problems.body ??= bodyNestingProblem(fields.body);
  if (!problems.body) delete problems.body;
  if (!fields.tags.every(isStorableText)) problems.tags = UNSTORABLE_TEXT_PROBLEM;
  else if (fields.tags.length > FIELD_LIMITS.tags) problems.tags = `Up to ${FIELD_LIMITS.tags} tags.`;
  else if (fields.tags.some((tag) => tag.length > FIELD_LIMITS.tag)) problems.tags = `Keep each tag to ${FIELD_LIMITS.tag} characters or fewer.`;
  if (fields.cover && !STORED_IMAGE.test(fields.cover)) problems.cover = "Choose the cover from the media library.";
  if (fields.canonicalUrl && !problems.canonicalUrl && !webAddressOf(fields.canonicalUrl)) {
    problems.canonicalUrl = "Give the full address where it was first published, starting with https://.";
  }
  return problems;
}

/** Everything a post needs before it goes to review or to the site. */
export function completenessProblems(fields: PostFields): FieldProblems {
  const problems = storeProblems(fields);
  const need = (field: PostField, message: string) => (problems[field] ??= message);
  if (!fields.title.trim()) need("title", "Give the post a title.");
  if (!fields.excerpt.trim()) need("excerpt", "Write a sentence or two for the blog's list and search results.");
  if (!fields.body.trim()) need("body", "The post has no text yet.");
  if (!/^\S+(\s+\S+)+$/.test(fields.author.trim())) need("author", "Choose the author (their full name).");
  if (!fields.category.trim()) need("category", "Choose a category.");
  if (!fields.tags.length) need("tags", "Add at least one tag.");
  if (fields.cover && !fields.coverAlt?.trim()) need("coverAlt", "Describe what the cover photo shows, for people who cannot see it.");
  // A translation's words start as placeholders (shared/i18n/post-translation.ts); a post may not go out with one.
  for (const field of POST_TEXT_FIELDS) {
    if (isPlaceholder(fields[field]?.trim())) need(field, "Write this in the post's language: it still says what to write.");
  }
  const undescribed = imagesNamedBy({ body: fields.body }).find((image) => !image.alt?.trim());
  if (undescribed) need("body", `Describe the image ${undescribed.name}: write what it shows between the brackets, ![like this](${undescribed.name}).`);
  return problems;
}

/** The fields as a request sent them, or what is not shaped right (types, not rules). */
export function readPostFields(input: unknown): PostFields | string {
  if (!input || typeof input !== "object") return "Send the post's fields as an object.";
  const value = input as Record<string, unknown>;
  const text = (name: string) => (typeof value[name] === "string" ? (value[name] as string) : undefined);
  const optional = (name: string) => {
    const given = value[name];
    if (given === null || given === undefined) return null;
    return typeof given === "string" ? given.trim() || null : undefined;
  };
  const fields = {
    title: text("title"),
    slug: text("slug")?.trim(),
    excerpt: text("excerpt"),
    body: text("body"),
    author: text("author")?.trim(),
    category: text("category")?.trim(),
    tags: Array.isArray(value["tags"]) && value["tags"].every((tag) => typeof tag === "string") ? [...new Set((value["tags"] as string[]).map((tag) => tag.trim()).filter(Boolean))] : undefined,
    cover: optional("cover"),
    coverAlt: optional("coverAlt"),
    seoTitle: optional("seoTitle"),
    seoDescription: optional("seoDescription"),
    canonicalUrl: optional("canonicalUrl"),
    noindex: typeof value["noindex"] === "boolean" ? value["noindex"] : undefined,
  };
  const missing = Object.entries(fields).find(([, given]) => given === undefined);
  return missing ? `The field "${missing[0]}" is missing or of the wrong type.` : (fields as PostFields);
}

/** The same fields, compared as the store keeps them. */
export function sameFields(a: PostFields, b: PostFields): boolean {
  return changedFields(a, b).length === 0;
}

/** The fields in which two copies of a post differ, in the editor's order. */
export function changedFields(a: PostFields, b: PostFields): PostField[] {
  return POST_FIELD_NAMES.filter((name) => JSON.stringify(a[name]) !== JSON.stringify(b[name]));
}
