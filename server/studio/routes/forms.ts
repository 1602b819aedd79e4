/**
 * The forms the marketing team builds, as the studio works them (ADR 049): the list (all, or the
 * live ones for a page's form picker), a new form from the starter, a form opened in its builder
 * with its history, versions and the sales team its routing may name, its saves, and (the one
 * document workflow's routes, server/documents/routes.ts) its steps to the site and revisions, by
 * the form kind's rules (form-kind.ts): as for pages, a writer drafts and submits, editors do the rest.
 */
import { Hono, type Context } from "hono";
import { access } from "#server/auth/access.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, readJson, type AdminEnv } from "#server/auth/http.ts";
import type { FormRow } from "#server/platform/db/content-schema.ts";
import { documentAnswer, overtakenSave, saveRequest, documentId as formId, documentRoutes, noSuch, type DocumentViews } from "#server/documents/routes.ts";
import { formVersionList, type FormKind } from "#server/studio/form-kind.ts";
import { listFormRevisions, readFormRevision } from "#server/studio/form-revisions.ts";
import { createFormTranslation, formTranslationLocales, formTranslationState, refreshFormTranslation, translationsOfForm } from "#server/studio/form-translations.ts";
import { createForm, editable, editableForm, listForms, saveForm, type EditableForm } from "#server/studio/form-workflow.ts";
import type { StudioAdminDeps } from "./admin-deps.ts";

/** A form's save carries its whole document: 30 fields of 50 choices at most. */
export const MAX_FORM_BODY_BYTES = 512 * 1024;

/** Who on the sales team a form's routing may give leads to (the sales area's, given at composition). */
export interface TeamMember {
  id: string;
  email: string;
  away: boolean;
}

export interface FormRouteDeps {
  salesTeam: () => Promise<TeamMember[]>;
}

const notFound = (c: Context<AdminEnv>) => noSuch(c, "form");

/** The refusals a form's document and state give (server/documents/routes.ts); a form has no address. */
const answer = <Answer extends Response>(c: Context<AdminEnv>, run: () => Promise<Answer>) => documentAnswer(c, { noun: "form", addressField: "name" }, run);

/** Every step's answer is the form as its builder opens it; the audit log names it by its id. */
const FORM_VIEWS = {
  step: editable,
  edit: editable,
  auditTarget: (row: FormRow) => `form ${row.id}`,
  restorePath: "/forms/:id/restore",
  listRevisions: listFormRevisions,
  readRevision: readFormRevision,
  addressField: "name",
} as const satisfies DocumentViews<FormRow, EditableForm, EditableForm, ReadonlyArray<{ id: number }>, unknown, string>;

export function formRoutes(deps: StudioAdminDeps, kind: FormKind, { salesTeam }: FormRouteDeps) {
  const { db } = deps;

  return (
    new Hono<AdminEnv>()
      .get("/forms", access("content"), async (c) => c.json({ forms: await listForms(db, { published: c.req.query("status") === "published" }) }, 200, ADMIN_RESPONSE_HEADERS))
      .post("/forms", access("content"), async (c) => {
        const body = await readJson(c);
        if (body instanceof Response) return body;
        const { name } = body;
        if (typeof name !== "string" || name.length > 200) return problem(c, 400, "Send the form's name.");
        const actor = c.get("admin").user.email;
        return answer(c, async () => {
          const form = await createForm(db, { name }, { actor });
          await audit(db, { actor, action: "form-created", target: `form ${form.id}`, address: deps.clientAddress(c) });
          return c.json({ form }, 201, ADMIN_RESPONSE_HEADERS);
        });
      })
      .get("/forms/:id", access("content"), async (c) => {
        const id = formId(c);
        const form = id === undefined ? undefined : await editableForm(db, id);
        if (!form) return notFound(c);
        const [events, versions, team, translation, translations, locales] = await Promise.all([
          kind.events.history(db, form.id),
          formVersionList(db, form.id),
          salesTeam(),
          formTranslationState(db, form.id),
          translationsOfForm(db, form.id),
          formTranslationLocales(db),
        ]);
        // The languages a translation may be made in: an original's, where forms speak the language.
        return c.json({ form, events, versions, team, translation: translation ?? null, translations, locales: translation ? [] : locales }, 200, ADMIN_RESPONSE_HEADERS);
      })
      .put("/forms/:id", access("content"), async (c) => {
        const id = formId(c);
        if (id === undefined) return notFound(c);
        const request = await saveRequest(c);
        if (request instanceof Response) return request;
        const actor = c.get("admin").user.email;
        return answer(c, async () => {
          const team = new Set((await salesTeam()).map((member) => member.id));
          const result = await saveForm(kind, db, id, request, { actor, team });
          if ("saved" in result) return c.json({ form: result.saved }, 200, ADMIN_RESPONSE_HEADERS);
          return overtakenSave(c, "form", result);
        });
      })
      // A translation made from the original in one of the site's languages (ADR 054), then a form like any other.
      .post("/forms/:id/translations", access("content"), async (c) => {
        const id = formId(c);
        if (id === undefined) return notFound(c);
        const body = await readJson(c);
        if (body instanceof Response) return body;
        const { locale } = body;
        if (typeof locale !== "string" || locale.length > 40) return problem(c, 400, "Send the translation's language (locale).");
        const actor = c.get("admin").user.email;
        return answer(c, async () => {
          const form = await createFormTranslation(db, id, { locale }, { actor });
          await audit(db, { actor, action: "form-created", target: `form ${form.id}`, detail: { translationOf: id, locale }, address: deps.clientAddress(c) });
          return c.json({ form }, 201, ADMIN_RESPONSE_HEADERS);
        });
      })
      // "Update from the original": the original's questions again, the words still asked kept.
      .post("/forms/:id/up-to-date", access("content"), async (c) => {
        const id = formId(c);
        if (id === undefined) return notFound(c);
        const actor = c.get("admin").user.email;
        return answer(c, async () => c.json({ form: await refreshFormTranslation(db, id, { actor }) }, 200, ADMIN_RESPONSE_HEADERS));
      })
      .route("/", documentRoutes(kind, FORM_VIEWS, deps))
  );
}
