/**
 * A page translation's file for a translation agency through the admin API (ADR 054): downloaded as
 * XLIFF 2.0 or JSON, and sent back whole (its own body, at most MAX_TRANSLATION_FILE_BYTES) to be
 * checked and taken: 200 with the translation, or 422 naming every unit that is wrong.
 */
import { Hono, type Context } from "hono";
import { access } from "#server/auth/access.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, type AdminEnv } from "#server/auth/http.ts";
import { documentAnswer, documentId as pageId, noSuch } from "#server/documents/routes.ts";
import type { PageKind } from "#server/studio/page-kind.ts";
import { takeTranslationFile, translationDownload } from "#server/studio/translations/page-translation-files.ts";
import type { TranslationFormat } from "#server/studio/translations/translation-files.ts";
import type { StudioAdminDeps } from "./admin-deps.ts";

const formatOf = (c: Context<AdminEnv>): TranslationFormat | undefined => {
  const format = c.req.query("format") ?? "xliff";
  return format === "xliff" || format === "json" ? format : undefined;
};
const WRONG_FORMAT = "Ask for format=xliff (XLIFF 2.0, what translation tools read) or format=json.";

export function translationFileRoutes(deps: StudioAdminDeps, kind: PageKind) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .get("/pages/:id/translation-file", access("content"), async (c) => {
      const id = pageId(c);
      const format = formatOf(c);
      if (id === undefined) return noSuch(c, "page");
      if (!format) return problem(c, 400, WRONG_FORMAT);
      return documentAnswer(c, { noun: "page", addressField: "path" }, async () => {
        const file = await translationDownload(db, id, format);
        if (!file) return noSuch(c, "page");
        return c.body(file.body, 200, { ...ADMIN_RESPONSE_HEADERS, "Content-Type": file.contentType, "Content-Disposition": `attachment; filename="${file.fileName}"` });
      });
    })
    .put("/pages/:id/translation-file", access("content"), async (c) => {
      const id = pageId(c);
      const format = formatOf(c);
      if (id === undefined) return noSuch(c, "page");
      if (!format) return problem(c, 400, WRONG_FORMAT);
      const content = await c.req.text();
      const actor = c.get("admin").user.email;
      return documentAnswer(c, { noun: "page", addressField: "path" }, async () => {
        const page = await takeTranslationFile(kind, db, id, format, content, { actor });
        await audit(db, { actor, action: "page-updated", target: page.document.path, detail: { translationFile: format }, address: deps.clientAddress(c) });
        return c.json({ page }, 200, ADMIN_RESPONSE_HEADERS);
      });
    });
}
