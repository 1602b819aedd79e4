/** What the post routes share: the post a path names, and the answers a refused change gets. */
import type { Context } from "hono";
import { PublishingError } from "#server/site/publishing.ts";
import { ADMIN_RESPONSE_HEADERS, answerRefusedFields, problem, type AdminEnv } from "#server/auth/http.ts";
import { sqlStateOf } from "#server/platform/logger.ts";
import { BylineRefused } from "#server/studio/editing.ts";

export function postId(c: Context<AdminEnv>): number | undefined {
  const id = Number(c.req.param("id"));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function notFound(c: Context<AdminEnv>) {
  return problem(c, 404, "This post does not exist.");
}

/** The refusals a post's fields and state give, as answers: by field (422), a byline not the writer's (403), the state (409), nothing there (404). */
export async function answer<Answer extends Response>(c: Context<AdminEnv>, run: () => Promise<Answer>) {
  try {
    return await answerRefusedFields(c, run);
  } catch (error) {
    // Two posts took one address in the same instant: the slug's unique index refused the second.
    if (error instanceof BylineRefused) return c.json({ error: error.message, problems: { author: error.message } }, 403, ADMIN_RESPONSE_HEADERS);
    if (sqlStateOf(error) === "23505") return c.json({ error: "Another post has just taken this address.", problems: { slug: "Another post has just taken this address; choose another." } }, 422, ADMIN_RESPONSE_HEADERS);
    if (!(error instanceof PublishingError)) throw error;
    return problem(c, /^There is no /.test(error.message) ? 404 : 409, error.message);
  }
}

