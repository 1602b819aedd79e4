/**
 * Posts in and out of the store as Markdown files with frontmatter, the format of content/blog:
 * an export is a backup anyone can read and a way out; an import adds or updates posts by `id`,
 * all or nothing, with the build's validation and the studio's limits (a post the studio could not
 * save is refused), each named in words. `npm run content` runs both
 * (server/cli/content.ts, which reads and writes the files in content-files.ts).
 */
import { articlePath } from "#shared/blog-paths.ts";
import { and, inArray, isNull, sql } from "drizzle-orm";
import { articleCoverPath } from "#shared/cover-images.ts";
import { stringify } from "yaml";
import { parseAuthors, type AuthorEntry } from "#server/site/render/authors.server.ts";
import { parsePostFile, type ParsedFile, type PostSummary } from "#server/site/render/blog.server.ts";
import { publishAtOf } from "#server/site/render/post-status.server.ts";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { authors, posts, type PostRow, type PostStatus } from "#server/platform/db/content-schema.ts";
import { FIELD_LIMITS, imagesNamedBy, storeProblems, type PostField } from "#shared/post-fields.ts";
import { addressClashes, checkedImage, keepImages, lockedAddressHolders, storedImageNames, type ImageFile, type StoredImage } from "#server/site/images.ts";
import { addScheduleJobs, setScheduleJobs } from "#server/documents/timed-jobs.ts";
import { holdsEdits, recordMove } from "#server/documents/workflow.ts";
import { postKind } from "./post-kind.ts";
import { rowFromFrontmatter, type NewPostRow } from "#server/site/post-rows.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { writeImported } from "./editing.ts";
import { ImportError } from "./import-error.ts";

/** One Markdown file: its name (`<slug>.md`) and text; `where` names it in messages. */
export interface PostDocument {
  fileName: string;
  source: string;
  where?: string;
}

export interface ImportReport {
  created: string[];
  updated: string[];
  /** Authors the import's authors.yaml added or updated. */
  authors: number;
}

/** Every post as a file, oldest first, and the authors as authors.yaml. */
export async function exportPosts(db: Database): Promise<{ posts: PostDocument[]; authorsYaml: string }> {
  const rows = await db.select().from(posts).where(isNull(posts.translationOf)).orderBy(posts.id);
  const people = await db.select().from(authors).orderBy(authors.name);
  return {
    posts: rows.map((row) => ({ fileName: `${row.slug}.md`, source: documentOf(row) })),
    authorsYaml: stringify(people.map(({ name, role, bio, photo }) => ({ name, ...(role && { role }), ...(bio && { bio }), ...(photo && { photo }) }))),
  };
}

function documentOf(row: PostRow): string {
  const publishAt = row.publishAt ?? row.createdAt;
  const frontmatter: PostSummary = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    date: publishAt.toISOString().slice(0, 10),
    image: `/images/blog/${row.slug}.webp`,
    category: row.category,
    tags: row.tags,
    ...(row.cover && { cover: row.cover, coverAlt: row.coverAlt ?? undefined }),
    ...(row.seoTitle && { seoTitle: row.seoTitle }),
    ...(row.seoDescription && { seoDescription: row.seoDescription }),
    ...(row.canonicalUrl && { canonical: row.canonicalUrl }),
    ...(row.noindex && { noindex: true }),
    status: row.status,
    publishAt: publishAt.toISOString(),
  };
  return `---\n${stringify(frontmatter).trimEnd()}\n---\n\n${row.body.replace(/^\n+/, "")}`;
}

/** A file read for an import; one without an `id` (another system's) is matched by its slug, or added. */
type ImportedFile = ParsedFile & { withoutId: boolean };

/** What another system's files leave out: an id (the store gives one) and the cover's path (the drawn one). */
function importDefaults(data: Record<string, unknown>): Record<string, unknown> {
  return { image: typeof data["slug"] === "string" ? articleCoverPath(data["slug"]) : undefined, ...data, id: data["id"] ?? PENDING_ID };
}

/** An id not given yet: replaced in the import's transaction, never stored. */
const PENDING_ID = Number.MAX_SAFE_INTEGER;

/** Reads every document first: one mistake anywhere imports nothing, and every mistake is named. */
function parseAll(documents: PostDocument[]): ImportedFile[] {
  const problems: string[] = [];
  const parsed: ImportedFile[] = [];
  for (const document of documents) {
    try {
      let withoutId = false;
      const file = parsePostFile(document.fileName, document.source, document.where ?? document.fileName, (data) => ((withoutId = data["id"] === undefined), importDefaults(data)));
      parsed.push({ ...file, withoutId });
      problems.push(...studioProblems(file, document.where ?? document.fileName));
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const seen = new Map<string, string>();
  for (const { frontmatter, withoutId } of parsed) {
    for (const key of [...(withoutId ? [] : [`id ${frontmatter.id}`]), `slug "${frontmatter.slug}"`]) {
      const other = seen.get(key);
      if (other) problems.push(`${frontmatter.slug}.md: ${key} is also in ${other}.md`);
      seen.set(key, frontmatter.slug);
    }
  }
  if (problems.length) throw new ImportError(problems.join("\n"));
  return parsed;
}

/** How a file names the studio's fields. */
const FIELD_IN_FILE: Partial<Record<PostField, string>> = { body: "the text (below the frontmatter)", canonicalUrl: 'field "canonical"' };

/** What the studio could not save of an imported post (its limits, post-fields.ts): imported, it could be neither edited nor published. */
export function studioProblems({ frontmatter, body }: ParsedFile, where: string): string[] {
  const fields = rowFromFrontmatter(frontmatter, body, new Date());
  return (Object.entries(storeProblems(fields)) as Array<[PostField, string]>).map(([field, problem]) => {
    const value = fields[field];
    const limit = (FIELD_LIMITS as Partial<Record<PostField, number>>)[field];
    const size = typeof value === "string" && limit !== undefined && value.length > limit ? ` It has ${value.length.toLocaleString("en-US")}.` : "";
    return `${where}: ${FIELD_IN_FILE[field] ?? `field "${field}"`}: ${problem}${size}`;
  });
}

/** An import's authors.yaml, checked as the seed's is; its mistakes are the import's. */
function parseImportedAuthors(authorsYaml: string | undefined): AuthorEntry[] {
  if (authorsYaml === undefined) return [];
  try {
    return [...parseAuthors(authorsYaml, "authors.yaml").values()];
  } catch (error) {
    throw new ImportError((error as Error).message);
  }
}

/**
 * Adds the posts whose id is new and updates the others, in one transaction. `publish`: each goes
 * live (scheduled when dated ahead) unless its file says it is not live; otherwise a new post is a
 * draft, whatever its file says, and an existing one keeps its status. A published post whose slug
 * changes leaves a 301. Authors an `authorsYaml` lists are added or updated by name, as the file
 * describes them. `draftsOnly` (the studio's import) changes nothing the site shows: a live post's
 * import waits as its edits, and stored authors stay as they are.
 */
export async function importPosts(
  db: Database,
  documents: PostDocument[],
  { publish = false, now = new Date(), images = [] as ImageFile[], authorsYaml = undefined as string | undefined, draftsOnly = false, actor = "import" } = {},
): Promise<ImportReport> {
  const read = parseAll(documents);
  const listedAuthors = parseImportedAuthors(authorsYaml);
  const checked = await checkImages(db, read, listedAuthors, images);
  return db.transaction(async (tx) => {
    const clashes = addressClashes(
      checked.map((image) => image.name),
      await lockedAddressHolders(tx),
    );
    if (clashes.length) throw new ImportError(clashes.join("\n"));
    const parsed = await withIds(tx, read);
    await keepImages(tx, checked);
    for (const author of listedAuthors) await keepAuthor(tx, author, now, draftsOnly);
    const existing = new Map(
      (parsed.length
        ? await tx
            .select()
            .from(posts)
            .where(
              inArray(
                posts.id,
                parsed.map((file) => file.frontmatter.id),
              ),
            )
            .for("update")
        : []
      ).map((row) => [row.id, row]),
    );
    const report: ImportReport = { created: [], updated: [], authors: listedAuthors.length };
    await ensureAuthors(
      tx,
      parsed.map((file) => file.frontmatter.author),
    );
    const addresses = new SlugHolders(tx);
    await addresses.read(parsed.map((file) => file.frontmatter.slug));
    const created = new NewPosts(tx);
    for (const file of parsed) {
      const before = existing.get(file.frontmatter.id);
      addresses.refuseTaken(file.frontmatter);
      const row = { ...rowFromFrontmatter(file.frontmatter, file.body, now), status: statusFor(file.frontmatter, before, publish, now) };
      // The studio's import leaves a live post live as it is: its copy waits, with its move and schedule, for an editor.
      const waits = draftsOnly && before !== undefined && holdsEdits(before.status);
      if (before) {
        // An update may move a post from an address a new post of this import takes: those are written first.
        await created.write();
        if (!waits && before.slug !== row.slug && before.status === "published") await recordMove(tx, articlePath(before.slug), articlePath(row.slug));
        await writeImported(tx, before, row, { now, actor, liveWaits: draftsOnly });
        await addresses.read([before.slug, row.slug]);
        report.updated.push(row.slug);
        if (!waits) await setScheduleJobs(postKind, tx, row);
      } else {
        await created.add(row);
        addresses.hold(row.slug, row.id);
        report.created.push(row.slug);
      }
    }
    await created.write();
    await nextGeneration(tx);
    return report;
  });
}

/** What an import would do, checked as the import checks it, nothing written: the studio's preview. */
export interface ImportPlan {
  posts: Array<{ slug: string; title: string; author: string; category: string; tags: string[]; cover: string | null; existing: { id: number; status: PostStatus } | null }>;
  /** Every author the posts name, and whether the store has them already. */
  authors: Array<{ name: string; existing: boolean }>;
  /** The images the import brings, by their library names. */
  images: string[];
}

export async function planImport(db: Database, documents: PostDocument[], { images = [] as ImageFile[], authorsYaml = undefined as string | undefined } = {}): Promise<ImportPlan> {
  const read = parseAll(documents);
  const listedAuthors = parseImportedAuthors(authorsYaml);
  const checked = await checkImages(db, read, listedAuthors, images);
  const clashes = await db.transaction(async (tx) =>
    addressClashes(
      checked.map((image) => image.name),
      await lockedAddressHolders(tx),
    ),
  );
  if (clashes.length) throw new ImportError(clashes.join("\n"));
  const numbered = read.filter((file) => !file.withoutId).map((file) => file.frontmatter.id);
  const columns = { id: posts.id, slug: posts.slug, status: posts.status };
  const bySlug = new Map(
    (read.length
      ? await db
          .select(columns)
          .from(posts)
          .where(
            and(
              isNull(posts.translationOf),
              inArray(
                posts.slug,
                read.map((file) => file.frontmatter.slug),
              ),
            ),
          )
      : []
    ).map((row) => [row.slug, row]),
  );
  const byId = new Map((numbered.length ? await db.select(columns).from(posts).where(inArray(posts.id, numbered)) : []).map((row) => [row.id, row]));
  const names = [...new Set(read.map((file) => file.frontmatter.author))];
  const storedAuthors = new Set((names.length ? await db.select({ name: authors.name }).from(authors).where(inArray(authors.name, names)) : []).map((row) => row.name));
  return {
    posts: read.map(({ frontmatter, withoutId }) => {
      const atAddress = bySlug.get(frontmatter.slug);
      // As the import decides (withIds, SlugHolders): a file without an id updates the post at its address.
      if (!withoutId && atAddress && atAddress.id !== frontmatter.id)
        throw new ImportError(`${frontmatter.slug}.md: field "slug": "${frontmatter.slug}" is already the address of post ${atAddress.id}`);
      const holder = withoutId ? atAddress : byId.get(frontmatter.id);
      const { slug, title, author, category, tags } = frontmatter;
      return { slug, title, author, category, tags, cover: frontmatter.cover ?? null, existing: holder ? { id: holder.id, status: holder.status } : null };
    }),
    authors: names.map((name) => ({ name, existing: storedAuthors.has(name) })),
    images: checked.map((image) => image.name),
  };
}

/**
 * Every file with its post's id: a file without one updates the post at its address, or is a new
 * post numbered after the others (one import or new post at a time, as createPost numbers them).
 */
async function withIds(tx: Executor, files: ImportedFile[]): Promise<ParsedFile[]> {
  const unnumbered = files.filter((file) => file.withoutId);
  if (!unnumbered.length) return files;
  await tx.execute(sql`lock table ${posts} in share row exclusive mode`);
  const holders = new Map(
    (
      await tx
        .select({ id: posts.id, slug: posts.slug })
        .from(posts)
        .where(
          and(
            isNull(posts.translationOf),
            inArray(
              posts.slug,
              unnumbered.map((file) => file.frontmatter.slug),
            ),
          ),
        )
    ).map((row) => [row.slug, row.id]),
  );
  const numbered = files.filter((file) => !file.withoutId).map((file) => file.frontmatter.id);
  const [{ top }] = (await tx.select({ top: sql<number>`coalesce(max(${posts.id}), 0)` }).from(posts)) as [{ top: number }];
  let next = Math.max(top, ...numbered) + 1;
  return files.map(({ withoutId, ...file }) => (withoutId ? { ...file, frontmatter: { ...file.frontmatter, id: holders.get(file.frontmatter.slug) ?? next++ } } : file));
}

/** The images checked (type, size), and every image a post or an author names present, in the import or the store. */
async function checkImages(db: Database, parsed: ParsedFile[], listedAuthors: AuthorEntry[], files: ImageFile[]): Promise<StoredImage[]> {
  const problems: string[] = [];
  const checked: StoredImage[] = [];
  for (const result of await Promise.all(files.map(checkedImage))) {
    if (typeof result === "string") problems.push(result);
    else checked.push(result);
  }
  const named: Array<{ file: string; images: Array<{ name: string; alt?: string }> }> = [
    ...parsed.map(({ frontmatter, body }) => ({ file: `${frontmatter.slug}.md`, images: imagesNamedBy({ cover: frontmatter.cover, body }) })),
    ...listedAuthors.filter((author) => author.photo).map((author) => ({ file: `authors.yaml, ${author.name}`, images: [{ name: author.photo! }] })),
  ];
  const brought = new Set(files.map((file) => file.name));
  const stored = await storedImageNames(
    db,
    [...new Set(named.flatMap(({ images }) => images.map((image) => image.name)))].filter((name) => !brought.has(name)),
  );
  for (const { file, images } of named) {
    for (const { name, alt } of images) {
      if (!brought.has(name) && !stored.has(name)) problems.push(`${file}: image "${name}" is neither in the import's images/ folder nor in the store`);
      if (alt !== undefined && !alt.trim()) problems.push(`${file}: image "${name}" needs a description: ![what it shows](${name})`);
    }
  }
  if (problems.length) throw new ImportError(problems.join("\n"));
  return checked;
}

/**
 * Only `--publish` puts a post on the site: a file's `status: published` (an export's, another blog's)
 * says what was live there, not what goes live here. A file marked not live stays off it even then.
 */
function statusFor(frontmatter: PostSummary, before: PostRow | undefined, publish: boolean, now: Date): PostStatus {
  const markedLive = !frontmatter.draft && (frontmatter.status === undefined || frontmatter.status === "published" || frontmatter.status === "scheduled");
  if (publish && markedLive) return publishAtOf(frontmatter) <= now ? "published" : "scheduled";
  return before?.status ?? "draft";
}

/** An author the file lists, added; one already stored is updated as the file describes them, unless the import only adds drafts (their box is on live pages). */
async function keepAuthor(tx: Executor, { name, role, bio, photo }: AuthorEntry, now: Date, keepStored: boolean): Promise<void> {
  const fields = { role: role ?? null, bio: bio ?? null, photo: photo ?? null, updatedAt: now };
  const insert = tx.insert(authors).values({ name, ...fields });
  await (keepStored ? insert.onConflictDoNothing() : insert.onConflictDoUpdate({ target: authors.name, set: fields }));
}

/** Every author the posts name, stored (those already stored as they are), in one statement. */
async function ensureAuthors(tx: Executor, names: string[]): Promise<void> {
  const unique = [...new Set(names)];
  if (unique.length)
    await tx
      .insert(authors)
      .values(unique.map((name) => ({ name })))
      .onConflictDoNothing();
}

/** Who holds the import's addresses as it goes: read once, then followed as it adds and moves posts. */
class SlugHolders {
  private holders = new Map<string, number>();
  constructor(private readonly tx: Executor) {}

  /** Reads who holds `slugs` now. */
  async read(slugs: string[]): Promise<void> {
    for (const slug of slugs) this.holders.delete(slug);
    const rows = slugs.length
      ? await this.tx
          .select({ id: posts.id, slug: posts.slug })
          .from(posts)
          .where(and(isNull(posts.translationOf), inArray(posts.slug, slugs)))
      : [];
    for (const row of rows) this.holders.set(row.slug, row.id);
  }

  hold(slug: string, id: number): void {
    this.holders.set(slug, id);
  }

  refuseTaken(frontmatter: PostSummary): void {
    const holder = this.holders.get(frontmatter.slug);
    if (holder !== undefined && holder !== frontmatter.id) {
      throw new ImportError(`${frontmatter.slug}.md: field "slug": "${frontmatter.slug}" is already the address of post ${holder}`);
    }
  }
}

/** Rows written at a time: a few MB of text a statement, well under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 200;

/** An import's new posts, written a batch to a statement with their jobs, not a statement or four a post. */
class NewPosts {
  private waiting: NewPostRow[] = [];
  constructor(private readonly tx: Executor) {}

  async add(row: NewPostRow): Promise<void> {
    this.waiting.push(row);
    if (this.waiting.length >= INSERT_BATCH) await this.write();
  }

  async write(): Promise<void> {
    const rows = this.waiting;
    if (!rows.length) return;
    this.waiting = [];
    await this.tx.insert(posts).values(rows);
    await addScheduleJobs(postKind, this.tx, rows);
  }
}
