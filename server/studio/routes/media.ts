/**
 * The media library's routes: the images, an upload (multipart, one file; checked and cleaned by
 * media-library.ts; a few a minute per account), where an image is used, and its description.
 */
import { Hono } from "hono";
import { access } from "#server/auth/access.ts";
import { contentImagePaths, contentImageWidths } from "#shared/cover-images.ts";
import { describeImage, imageUses, listMedia, uploadImage, UploadRefused, type MediaItem } from "#server/studio/media-library.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, readJson, type AdminEnv } from "#server/auth/http.ts";
import type { StudioAdminDeps } from "./admin-deps.ts";
import { DatabaseRateLimiter } from "#server/platform/http/rate-limit.ts";
import { isStorableText, UNSTORABLE_TEXT_PROBLEM } from "#shared/stored-text.ts";
import { answer } from "./post-editing.ts";

/** Uploads per account per minute: a person adding a gallery, not a script. */
export const UPLOADS_PER_MINUTE = 20;

/** What the library shows of an image: its smallest size, to look at. */
function withThumbnail(item: MediaItem) {
  return { ...item, thumbnail: contentImagePaths(item.name).webp(contentImageWidths(item.width)[0]!) };
}

export function mediaRoutes(deps: StudioAdminDeps) {
  const { db } = deps;
  const uploads = new DatabaseRateLimiter(db, UPLOADS_PER_MINUTE);
  return new Hono<AdminEnv>()
    .get("/media", access("content"), async (c) => c.json({ images: (await listMedia(db)).map(withThumbnail) }, 200, ADMIN_RESPONSE_HEADERS))
    .post("/media", access("content"), async (c) => {
      const { user } = c.get("admin");
      const decision = await uploads.check(`upload:${user.id}`);
      if (!decision.allowed) return problem(c, 429, `Too many uploads at once. Try again in ${decision.retryAfter} seconds.`, { "Retry-After": String(decision.retryAfter) });
      const form = await c.req.parseBody().catch(() => undefined);
      const file = form?.["file"];
      if (!(file instanceof File)) return problem(c, 400, "Send the image as a multipart form with a file field named file.");
      const alt = typeof form?.["alt"] === "string" ? form["alt"] : undefined;
      if (alt !== undefined && !isStorableText(alt)) return c.json({ error: `alt: ${UNSTORABLE_TEXT_PROBLEM}`, problems: { alt: UNSTORABLE_TEXT_PROBLEM } }, 422, ADMIN_RESPONSE_HEADERS);
      try {
        const image = await uploadImage(db, { fileName: file.name, body: Buffer.from(await file.arrayBuffer()) }, { actor: user.email, alt });
        await audit(db, { actor: user.email, action: "media-uploaded", target: image.name, address: deps.clientAddress(c) });
        await deps.onContentChanged?.();
        return c.json({ image: withThumbnail(image) }, 201, ADMIN_RESPONSE_HEADERS);
      } catch (error) {
        if (error instanceof UploadRefused) return problem(c, 422, error.message);
        throw error;
      }
    })
    .get("/media/uses", access("content"), (c) => answer(c, async () => c.json(await imageUses(db, c.req.query("name") ?? ""), 200, ADMIN_RESPONSE_HEADERS)))
    .post("/media/describe", access("content"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const { name, alt } = body;
      if (typeof name !== "string" || typeof alt !== "string") return problem(c, 400, "Send the image's name and its description (alt).");
      return answer(c, async () => {
        await describeImage(db, name, alt);
        return c.json({ ok: true }, 200, ADMIN_RESPONSE_HEADERS);
      });
    });
}
