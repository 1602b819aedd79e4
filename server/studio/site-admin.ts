/**
 * What editors keep of the site beside the posts: the authors (name, role, bio, photo) and the
 * redirects table. A change shows on every page that names it: each moves the store to a new
 * generation, so the articles' author boxes and the redirects follow at once.
 */
import { and, asc, count, eq, isNull, ne } from "drizzle-orm";
import { mayUse } from "#shared/admin-roles.ts";
import { adminUsers } from "#server/platform/db/schema.ts";
import { STORED_IMAGE } from "#shared/post-fields.ts";
import type { Database } from "#server/platform/db/database.ts";
import { authors, images, posts, redirects } from "#server/platform/db/content-schema.ts";
import { PublishingError } from "#server/documents/kind.ts";
import { setRedirect } from "#server/site/publishing.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";

export const AUTHOR_LIMITS = { name: 80, role: 80, bio: 600 } as const;

export interface AuthorInput {
  name: string;
  role: string | null;
  bio: string | null;
  photo: string | null;
  /** The studio account that writes as this author (its email); null for none. */
  account: string | null;
}

export function listAuthors(db: Database) {
  return db
    .select({ name: authors.name, role: authors.role, bio: authors.bio, photo: authors.photo, account: authors.accountEmail, posts: count(posts.id) })
    .from(authors)
    .leftJoin(posts, and(eq(posts.author, authors.name), isNull(posts.translationOf)))
    .groupBy(authors.name)
    .orderBy(asc(authors.name));
}

/** Adds an author, or changes one's role, bio and photo (a name, once given, stays: posts name it). */
export async function saveAuthor(db: Database, input: AuthorInput, { now = new Date() } = {}): Promise<void> {
  const problems: Record<string, string> = {};
  const name = input.name.trim();
  if (!/^\S+(\s+\S+)+$/.test(name)) problems["name"] = "Give the author's full name, e.g. Maya Chen.";
  else if (name.length > AUTHOR_LIMITS.name) problems["name"] = `Keep it to ${AUTHOR_LIMITS.name} characters or fewer.`;
  if ((input.role?.length ?? 0) > AUTHOR_LIMITS.role) problems["role"] = `Keep it to ${AUTHOR_LIMITS.role} characters or fewer.`;
  if ((input.bio?.length ?? 0) > AUTHOR_LIMITS.bio) problems["bio"] = `Keep it to ${AUTHOR_LIMITS.bio} characters or fewer.`;
  if (input.photo && !STORED_IMAGE.test(input.photo)) problems["photo"] = "Choose the photo from the media library.";
  if (input.photo && !problems["photo"]) {
    const [image] = await db.select({ name: images.name }).from(images).where(eq(images.name, input.photo));
    if (!image) problems["photo"] = `“${input.photo}” is not in the media library.`;
  }
  const account = input.account?.trim().toLowerCase() || null;
  const unusable = account ? await accountProblem(db, account, name) : undefined;
  if (unusable) problems["account"] = unusable;
  refuseProblems(problems);
  const fields = { role: input.role?.trim() || null, bio: input.bio?.trim() || null, photo: input.photo || null, accountEmail: account, updatedAt: now };
  await db.transaction(async (tx) => {
    await tx
      .insert(authors)
      .values({ name, ...fields })
      .onConflictDoUpdate({ target: authors.name, set: fields });
    await nextGeneration(tx);
  });
}

/** An account an author may be linked to: one that exists and writes for no other author. */
async function accountProblem(db: Database, email: string, name: string): Promise<string | undefined> {
  const [account] = await db.select({ role: adminUsers.role }).from(adminUsers).where(eq(adminUsers.email, email));
  if (!account || !mayUse(account.role, "content")) return "No account of the studio has this email; give the one its owner signs in with.";
  const [other] = await db
    .select({ name: authors.name })
    .from(authors)
    .where(and(eq(authors.accountEmail, email), ne(authors.name, name)));
  return other ? `This account already writes as ${other.name}.` : undefined;
}

export function listRedirects(db: Database) {
  return db.select().from(redirects).orderBy(asc(redirects.from));
}

export { setRedirect };

/** The old address answers as it would without the redirect: a page, the blog's own 302, or 404. */
export async function removeRedirect(db: Database, from: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(redirects).where(eq(redirects.from, from)).returning({ from: redirects.from });
    if (!removed.length) throw new PublishingError(`There is no redirect from ${from}.`);
    await nextGeneration(tx);
  });
}
