/**
 * A translation's file for a translation agency through the admin API (ADR 054), a page's, a
 * post's and a form's alike: downloaded as XLIFF 2.0 or JSON, and sent back whole (its own body, at most
 * MAX_TRANSLATION_FILE_BYTES) to be checked and taken: 200 with the translation, or 422 naming
 * every unit that is wrong.
 */
import { Hono, type Context } from "hono";
import { access } from "#server/auth/access.ts";
import { audit, type AuditAction } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, type AdminEnv } from "#server/auth/http.ts";
import { documentAnswer, documentId, noSuch } from "#server/documents/routes.ts";
import type { PageKind } from "#server/studio/page-kind.ts";
import { takeTranslationFile, translationDownload } from "#server/studio/translations/page-translation-files.ts";
import { postTranslationDownload, takePostTranslationFile } from "#server/studio/translations/post-translation-files.ts";
import { formTranslationDownload, takeFormTranslationFile } from "#server/studio/translations/form-translation-files.ts";
import type { TranslationDownload, TranslationFormat } from "#server/studio/translations/translation-files.ts";
import type { StudioAdminDeps } from "./admin-deps.ts";

const formatOf = (c: Context<AdminEnv>): TranslationFormat | undefined => {
  const format = c.req.query("format") ?? "xliff";
  return format === "xliff" || format === "json" ? format : undefined;
};
const WRONG_FORMAT = "Ask for format=xliff (XLIFF 2.0, what translation tools read) or format=json.";

/** One kind's file routes: how its translation's file is made, and how one is taken (answering what the kind's editor opens, and its audit line). */
interface FileKind<Taken> {
  noun: "page" | "post" | "form";
  /** The field a refusal of the document's address names (a form has none: its name). */
  addressField: "path" | "slug" | "name";
  download: (id: number, format: TranslationFormat) => Promise<TranslationDownload | undefined>;
  take: (id: number, format: TranslationFormat, content: string, actor: string) => Promise<Taken>;
  audited: (taken: Taken) => { action: AuditAction; target: string };
}

function fileRoutes<Taken>(deps: StudioAdminDeps, kind: FileKind<Taken>) {
  const path = `/${kind.noun}s/:id/translation-file`;
  const named = { noun: kind.noun, addressField: kind.addressField };
  return new Hono<AdminEnv>()
    .get(path, access("content"), async (c) => {
      const id = documentId(c);
      const format = formatOf(c);
      if (id === undefined) return noSuch(c, kind.noun);
      if (!format) return problem(c, 400, WRONG_FORMAT);
      return documentAnswer(c, named, async () => {
        const file = await kind.download(id, format);
        if (!file) return noSuch(c, kind.noun);
        return c.body(file.body, 200, { ...ADMIN_RESPONSE_HEADERS, "Content-Type": file.contentType, "Content-Disposition": `attachment; filename="${file.fileName}"` });
      });
    })
    .put(path, access("content"), async (c) => {
      const id = documentId(c);
      const format = formatOf(c);
      if (id === undefined) return noSuch(c, kind.noun);
      if (!format) return problem(c, 400, WRONG_FORMAT);
      const content = await c.req.text();
      const actor = c.get("admin").user.email;
      return documentAnswer(c, named, async () => {
        const taken = await kind.take(id, format, content, actor);
        await audit(deps.db, { actor, ...kind.audited(taken), detail: { translationFile: format }, address: deps.clientAddress(c) });
        return c.json({ [kind.noun]: taken }, 200, ADMIN_RESPONSE_HEADERS);
      });
    });
}

export function translationFileRoutes(deps: StudioAdminDeps, kind: PageKind) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .route(
      "/",
      fileRoutes(deps, {
        noun: "page",
        addressField: "path",
        download: (id, format) => translationDownload(db, id, format),
        take: (id, format, content, actor) => takeTranslationFile(kind, db, id, format, content, { actor }),
        audited: (page) => ({ action: "page-updated", target: page.document.path }),
      }),
    )
    .route(
      "/",
      fileRoutes(deps, {
        noun: "post",
        addressField: "slug",
        download: (id, format) => postTranslationDownload(db, id, format),
        take: (id, format, content, actor) => takePostTranslationFile(db, id, format, content, { actor }),
        audited: (post) => ({ action: "post-updated", target: post.fields.slug }),
      }),
    )
    .route(
      "/",
      fileRoutes(deps, {
        noun: "form",
        addressField: "name",
        download: (id, format) => formTranslationDownload(db, id, format),
        take: (id, format, content, actor) => takeFormTranslationFile(db, id, format, content, { actor }),
        audited: (form) => ({ action: "form-updated", target: `form ${form.id}` }),
      }),
    );
}
