/**
 * The media library's files (PDFs a form gives in exchange, server/studio/media-files.ts): the list,
 * an upload (multipart with a file field named file, or the bytes as the body with `?name=`), a
 * new title, and deleting one no form offers. Every change is audited, as image uploads are.
 */
import { Hono, type Context } from "hono";
import { access } from "#server/auth/access.ts";
import { audit, type AuditAction } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, readJson, type AdminEnv } from "#server/auth/http.ts";
import { deleteFile, FileRefused, listFiles, retitleFile, uploadFile, type LibraryFile } from "#server/studio/media-files.ts";
import { DatabaseRateLimiter } from "#server/platform/http/rate-limit.ts";
import { mediaType } from "#server/platform/http/media-type.ts";
import type { StudioAdminDeps } from "./admin-deps.ts";
import { UPLOADS_PER_MINUTE } from "./media.ts";

/** Where the library takes a file: with the images' upload, the admin requests larger than a save. */
export const FILES_PATH = "/files";

/** A file as the library lists it: JSON, so its date is a string. */
function listedFile(file: LibraryFile) {
  return { id: file.id, name: file.name, title: file.title, size: file.size, contentType: file.contentType, createdAt: file.createdAt.toISOString() };
}

/** The upload's bytes, name and title, or the refusal to answer with (its type inferred: the admin app reads the answers' types). */
async function readUpload(c: Context<AdminEnv>) {
  if (mediaType(c) === "multipart/form-data") {
    const form = await c.req.parseBody().catch(() => undefined);
    const file = form?.["file"];
    if (!(file instanceof File)) return problem(c, 400, "Send the file as a multipart form with a file field named file.");
    const title = typeof form?.["title"] === "string" ? form["title"] : undefined;
    return { fileName: file.name, body: Buffer.from(await file.arrayBuffer()), title };
  }
  const fileName = c.req.query("name");
  if (!fileName) return problem(c, 400, "Name the file: send it as a multipart form, or its bytes as the body with ?name=report.pdf.");
  return { fileName, body: Buffer.from(await c.req.arrayBuffer()), title: c.req.query("title") };
}

export function fileRoutes(deps: StudioAdminDeps) {
  const { db } = deps;
  const uploads = new DatabaseRateLimiter(db, UPLOADS_PER_MINUTE);
  /** Runs a change; a refusal in words answers with its status; a done change is audited. */
  const change = async (c: Context<AdminEnv>, action: AuditAction, run: () => Promise<LibraryFile>, status: 200 | 201 = 200) => {
    try {
      const file = await run();
      await audit(db, { actor: c.get("admin").user.email, action, target: file.id, detail: { name: file.name, title: file.title }, address: deps.clientAddress(c) });
      return c.json({ file: listedFile(file) }, status, ADMIN_RESPONSE_HEADERS);
    } catch (error) {
      if (error instanceof FileRefused) return problem(c, error.status, error.message);
      throw error;
    }
  };
  return new Hono<AdminEnv>()
    .get(FILES_PATH, access("content"), async (c) => c.json({ files: (await listFiles(db)).map(listedFile) }, 200, ADMIN_RESPONSE_HEADERS))
    .post(FILES_PATH, access("content"), async (c) => {
      const { user } = c.get("admin");
      const decision = await uploads.check(`file-upload:${user.id}`);
      if (!decision.allowed) return problem(c, 429, `Too many uploads at once. Try again in ${decision.retryAfter} seconds.`, { "Retry-After": String(decision.retryAfter) });
      const upload = await readUpload(c);
      if (upload instanceof Response) return upload;
      return change(c, "file-uploaded", () => uploadFile(db, upload, { actor: user.email }), 201);
    })
    .patch(`${FILES_PATH}/:id`, access("content"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      if (typeof body.title !== "string") return problem(c, 400, "Send the file's new title.");
      const title = body.title;
      return change(c, "file-retitled", () => retitleFile(db, c.req.param("id"), title));
    })
    .delete(`${FILES_PATH}/:id`, access("content"), (c) => change(c, "file-deleted", () => deleteFile(db, c.req.param("id"))));
}
