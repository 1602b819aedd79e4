/**
 * The blog's authors as data: content/blog/authors.yaml lists each by the name articles give in
 * `author`, with a role, a bio and a photo, all optional. An author not listed, or listed without a
 * bio, gets the default "About the Author" sentence. Build time only.
 */
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { blogCopy } from "#shared/content/blog.ts";
import { CONTENT_IMAGE } from "./rehype-content-images.server.ts";
import { fillSiteFacts } from "./site-facts.server.ts";
import type { SiteConfig } from "#shared/content/site.ts";

const authorSchema = z
  .object({
    name: z.string().trim().regex(/^\S+(\s+\S+)+$/, "must be the author's full name"),
    role: z.string().trim().min(1).max(80).optional(),
    /** Replaces the default sentence; may use {brand} and the other site facts. */
    bio: z.string().trim().min(1).max(600).optional(),
    /** A square-ish portrait in content/blog/images/, shown at 64 px. */
    photo: z.string().regex(CONTENT_IMAGE, "must be a file in content/blog/images/, written images/<file>.jpg").optional(),
  })
  .strict();

export interface AuthorProfile {
  name: string;
  role?: string;
  bio: string;
  photo?: string;
}

export function authorsFile(dir: string): string {
  return path.join(dir, "authors.yaml");
}

export type AuthorEntry = z.infer<typeof authorSchema>;

/**
 * The authors an authors.yaml lists, by name; a mistake throws with the entry and field named,
 * `where` naming the file (the seed's, or an import's).
 */
export function parseAuthors(text: string, where: string): Map<string, AuthorEntry> {
  const authors = new Map<string, AuthorEntry>();
  const data: unknown = parseYaml(text) ?? [];
  if (!Array.isArray(data)) throw new Error(`${where}: must be a list of authors (each line starting with - name: …)`);
  data.forEach((entry, index) => {
    const result = authorSchema.safeParse(entry);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const field = issue.code === "unrecognized_keys" ? issue.keys.join(", ") : issue.path.join(".");
      throw new Error(`${where}, author ${index + 1}: field "${field}": ${issue.message}`);
    }
    if (authors.has(result.data.name)) throw new Error(`${where}: ${result.data.name} is listed twice`);
    authors.set(result.data.name, result.data);
  });
  return authors;
}

/** Every listed author by name; a mistake in the file fails the build with the entry and field named. */
export function readAuthors(dir: string): Map<string, AuthorEntry> {
  const file = authorsFile(dir);
  if (!fs.existsSync(file)) return new Map();
  const authors = parseAuthors(fs.readFileSync(file, "utf8"), "content/blog/authors.yaml");
  for (const author of authors.values()) {
    if (author.photo && !fs.existsSync(path.join(dir, author.photo))) {
      throw new Error(`content/blog/authors.yaml, ${author.name}: photo ${author.photo} is not in content/blog/images/`);
    }
  }
  return authors;
}

/** The author box from an author's entry, wherever it is kept (authors.yaml or the store). */
export function profileOf(name: string, category: string, listed: { role?: string; bio?: string; photo?: string } | undefined, site?: SiteConfig): AuthorProfile {
  const firstName = name.split(/\s+/)[0] ?? name;
  return {
    name,
    role: listed?.role,
    bio: listed?.bio ? fillSiteFacts(listed.bio, site) : blogCopy.authorBio(name, firstName, category.toLowerCase()),
    photo: listed?.photo,
  };
}
