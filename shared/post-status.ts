/**
 * Where a post stands on its way to the site: the one list the database, the API and the admin
 * app share. A writer's draft goes in review, an editor publishes it now or schedules it, and
 * unpublishing takes it off the site (its address answers 410).
 */
export const POST_STATUSES = ["draft", "in_review", "scheduled", "published", "unpublished"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: "Draft",
  in_review: "In review",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
};

export function isPostStatus(value: unknown): value is PostStatus {
  return typeof value === "string" && (POST_STATUSES as readonly string[]).includes(value);
}
