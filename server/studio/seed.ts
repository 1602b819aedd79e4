/**
 * The first start of a store imports content/blog (articles, authors.yaml, images/) and
 * content/pages (the pages made of sections): each once, in one transaction, whichever process
 * gets there first. Later starts leave the store alone, so an edit or a removal made in the store
 * is never undone by the seed. A store made before pages existed gets them on its next start; one
 * whose pages kept their own menu places has them folded into the menus (page-places.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { readAll } from "#server/site/render/blog.server.ts";
import { readAuthors } from "#server/site/render/authors.server.ts";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { authors, contentState, pages, posts } from "#server/platform/db/content-schema.ts";
import { readPageFiles } from "#server/site/render/page-files.server.ts";
import { addressClashes, checkedImage, keepImages, type StoredImage } from "#server/site/images.ts";
import { setScheduleJobs } from "#server/documents/timed-jobs.ts";
import { postKind } from "./post-kind.ts";
import { foldPagePlaces } from "./page-places.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { rowFromFrontmatter } from "#server/site/post-rows.ts";

/** Where a build keeps its copy of content/blog, beside its client files: the seed the server imports. */
export function seedDirOf(clientDir: string): string {
  return path.resolve(clientDir, "..", "content", "blog");
}

/** The pages' seed beside the blog's: content/pages, or a build's copy of it. */
export function pagesSeedDirOf(blogSeedDir: string): string {
  return path.resolve(blogSeedDir, "..", "pages");
}

/** Imports the seed unless the store has had it; answers how many posts went in (0: already seeded). */
export async function seedContent(db: Database, dir: string, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.insert(contentState).values({ id: 1 }).onConflictDoNothing();
    // The row lock makes a second process wait here, then find the seed done.
    const [state] = await tx.select().from(contentState).where(eq(contentState.id, 1)).for("update");
    const pagesAdded = state?.pagesSeededAt ? 0 : await seedPages(tx, pagesSeedDirOf(dir), now);
    const folded = await foldPagePlaces(tx, now);
    if (state?.seededAt) {
      if (pagesAdded || folded) await nextGeneration(tx);
      return 0;
    }
    // Read only when it goes in: every later start skips the files.
    const files = readAll(dir);
    const listed = readAuthors(dir);
    const names = new Set([...listed.keys(), ...files.map((file) => file.frontmatter.author)]);
    for (const name of names) {
      const author = listed.get(name);
      await tx
        .insert(authors)
        .values({ name, role: author?.role ?? null, bio: author?.bio ?? null, photo: author?.photo ?? null })
        .onConflictDoNothing();
    }
    await keepImages(tx, await seedImages(dir));
    const rows = files.map((file) => rowFromFrontmatter(file.frontmatter, file.body, now));
    if (rows.length) await tx.insert(posts).values(rows).onConflictDoNothing();
    for (const row of rows) await setScheduleJobs(postKind, tx, row);
    await tx.update(contentState).set({ seededAt: now }).where(eq(contentState.id, 1));
    await nextGeneration(tx);
    return rows.length;
  });
}

/** content/blog/images/: the seed's pictures, cover photos and portraits; a file that is not an image stops the start. */
async function seedImages(dir: string): Promise<StoredImage[]> {
  const folder = path.join(dir, "images");
  const names = fs.existsSync(folder) ? fs.readdirSync(folder).filter((file) => fs.statSync(path.join(folder, file)).isFile()) : [];
  const checked = await Promise.all(names.map((file) => checkedImage({ name: `images/${file}`, body: fs.readFileSync(path.join(folder, file)) })));
  const problems = [
    ...checked.filter((result) => typeof result === "string"),
    ...addressClashes(
      names.map((file) => `images/${file}`),
      new Map(),
    ),
  ];
  if (problems.length) throw new Error(`content/blog/${problems.join(`\ncontent/blog/`)}`);
  return checked.filter((result) => typeof result !== "string");
}

/** The seed's pages, published as they are; a page at an address the store already has stays the store's. */
async function seedPages(tx: Executor, dir: string, now: Date): Promise<number> {
  const documents = readPageFiles(dir);
  if (documents.length) {
    await tx
      .insert(pages)
      .values(documents.map((document) => ({ path: document.path, document, status: "published" as const, publishAt: now, createdAt: now, updatedAt: now, updatedBy: "seed" })))
      .onConflictDoNothing();
  }
  await tx.update(contentState).set({ pagesSeededAt: now }).where(eq(contentState.id, 1));
  return documents.length;
}
