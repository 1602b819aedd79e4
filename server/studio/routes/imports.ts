/**
 * The studio's import (upload-import.ts): `POST /imports/preview` answers what the uploaded files
 * would create, `POST /imports` creates it as drafts. Both take the files again (a multipart form,
 * field `files`), so nothing is kept between the steps. The admin's alone (no `access()`): an import
 * adds authors and images to the library and updates posts at the same addresses, whoever wrote them.
 * Reading an export holds the thread, so imports take turns, and a long line is refused.
 */
import { Hono, type Context } from "hono";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, type AdminEnv } from "#server/auth/http.ts";
import { mediaType } from "#server/platform/http/media-type.ts";
import { Turns } from "#server/platform/http/turns.ts";
import { ImportError } from "#server/studio/import-error.ts";
import { importUpload, planUpload, readUpload, type UploadedFile } from "#server/studio/upload-import.ts";
import type { StudioAdminDeps } from "./admin-deps.ts";

export const IMPORTS_PATH = "/imports";

/** Imports waiting for their turn beyond which another is told to come back: a few people, not a script. */
const MOST_WAITING = 4;

export function importRoutes(deps: StudioAdminDeps, imports = new Turns()) {
  const { db } = deps;

  /** Runs `step` on the uploaded files in the account's turn; an upload the import refuses is a 422 in its words. */
  const inTurn = async <Answer extends Response>(c: Context<AdminEnv>, step: (files: UploadedFile[]) => Promise<Answer>) => {
    if (mediaType(c) !== "multipart/form-data") return problem(c, 415, "Send the files as a multipart form (field files).");
    if (imports.load.waiting >= MOST_WAITING) return problem(c, 503, "Other imports are being read: try again in a moment.", { "Retry-After": "5" });
    // Waits before the body is read: a request in line costs nothing until its turn.
    const endTurn = await imports.take(c.get("admin").user.id);
    if (!endTurn) return problem(c, 429, "A newer upload of yours took this one's place.", { "Retry-After": "1" });
    try {
      if (c.req.raw.signal.aborted) return problem(c, 429, "This upload was no longer awaited.", { "Retry-After": "1" });
      const form = await c.req.parseBody({ all: true }).catch(() => undefined);
      if (!form) return problem(c, 400, "The upload could not be read as a multipart form: choose the files again.");
      const chosen = [form["files"] ?? []].flat().filter((value): value is File => value instanceof File);
      const files = await Promise.all(chosen.map(async (file) => ({ name: file.name, body: Buffer.from(await file.arrayBuffer()) })));
      return await step(files);
    } catch (error) {
      if (error instanceof ImportError) return problem(c, 422, error.message);
      throw error;
    } finally {
      endTurn();
    }
  };

  return new Hono<AdminEnv>()
    .post(`${IMPORTS_PATH}/preview`, (c) =>
      inTurn(c, async (files) => {
        const plan = await planUpload(db, await readUpload(files));
        return c.json(plan, 200, ADMIN_RESPONSE_HEADERS);
      }),
    )
    .post(IMPORTS_PATH, (c) =>
      inTurn(c, async (files) => {
        const { user } = c.get("admin");
        const imported = await importUpload(db, await readUpload(files), user.email);
        const target = `${imported.created.length} new and ${imported.updated.length} updated posts from ${files.find((file) => !/\.(jpe?g|png|webp|avif|gif)$/i.test(file.name))?.name ?? "files"}`;
        await audit(db, { actor: user.email, action: "posts-imported", target, address: deps.clientAddress(c) });
        await deps.onContentChanged?.();
        return c.json(imported, 200, ADMIN_RESPONSE_HEADERS);
      }),
    );
}
