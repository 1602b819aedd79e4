/** A post and an author as another system's export holds them, before the import converts them (foreign-import.ts); the readers of each export (ghost-export.ts, wordpress-export.ts) answer these. */
export interface ForeignPost {
  slug: string;
  title: string;
  /** The text as HTML. */
  html: string;
  excerpt: string | null;
  author: string;
  status: "draft" | "published" | "scheduled";
  /** When it went or goes live (or was written, for a draft). */
  at: Date;
  tags: string[];
  /** The cover's address in the other system, and its description. */
  cover: { url: string; alt: string | null } | null;
  seoTitle: string | null;
  seoDescription: string | null;
  canonical: string | null;
}

export interface ForeignAuthor {
  name: string;
  bio: string | null;
  photoUrl: string | null;
}
