/**
 * A seed or import file's place in the store: when it goes live and its status. Its own module,
 * free of the Markdown pipeline: the CLI's publish reads post rows through it, and a build test
 * (budgets.test.ts) keeps remark, rehype and YAML out of its start.
 */
import type { PostStatus } from "#server/platform/db/content-schema.ts";

/** What of a file's frontmatter (blog.server.ts, `PostSummary`) says when and whether it is live. */
interface Timing {
  date: string;
  publishAt?: string;
  draft?: boolean;
  status?: PostStatus;
}

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** When a file's article goes live: `publishAt` exactly, else its `date` at UTC midnight. */
export function publishAtOf(frontmatter: Timing): Date {
  return frontmatter.publishAt ? new Date(frontmatter.publishAt) : dayStart(frontmatter.date);
}

/** A file's status in the store: as it says, else a draft if marked so, else live on its day (scheduled before it). */
export function statusOf(frontmatter: Timing, publishAt: Date, now: Date): PostStatus {
  if (frontmatter.status) return frontmatter.status;
  if (frontmatter.draft) return "draft";
  return publishAt <= now ? "published" : "scheduled";
}
