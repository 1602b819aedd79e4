/**
 * One page in the studio (ADR 040): its sections, each opening to a form drawn from its schema,
 * beside the page as the site draws it at a phone's, a tablet's or a desktop's width, following
 * each change; its settings (address, search and share fields); saved a second after the last
 * change; its way to the site as a post's (a writer submits, an editor publishes, schedules,
 * updates a live page, unpublishes), its history, its link in the menus, and its deletion.
 */
import { useEffect, useState } from "react";
import { Link, redirect, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import { takeWorkflowStep, type StepResult } from "#app/studio/components/workflow-step.ts";
import type { Route } from "./+types/admin.page";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { Panel } from "#app/admin/components/panel.tsx";
import { PostStatusBadge } from "#app/admin/components/status-badge.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { editorCopy } from "#app/studio/content/editor.ts";
import { api, ApiError, type MenusView, type PageDetail, type PageList, type SessionInfo } from "#app/admin/lib/admin-api.ts";
import { markUpToDate, takeTranslationFile, translate, translateRefusalOf } from "#app/studio/components/translation-actions.ts";
import { ORIGINAL_WORDS_LABEL } from "#app/studio/components/translations.tsx";
import { DeletePage } from "#app/studio/components/pages/delete-page.tsx";
import { PageMenuLink } from "#app/studio/components/pages/page-menu-link.tsx";
import { pageRevisions } from "#app/studio/components/pages/page-revisions.tsx";
import { RevisionsPanel } from "#app/studio/components/revisions-panel.tsx";
import { PagePreview } from "#app/studio/components/pages/page-preview.tsx";
import { ObjectFields, type FieldContext } from "#app/studio/components/pages/schema-field.tsx";
import { PageTranslationOf, PageTranslations } from "#app/studio/components/pages/page-translations.tsx";
import { textFieldOf, wordsByField } from "#shared/i18n/page-translation.ts";
import { SectionList } from "#app/studio/components/pages/section-list.tsx";
import { usePageEditor, usePreview } from "#app/studio/components/pages/use-page-editor.ts";
import { DocumentSaveStatus, PendingUpdate } from "#app/studio/components/document-save.tsx";
import { HistoryPanel, PublishingPanel } from "#app/studio/components/post-panels.tsx";
import { StepRefusal, type FieldLinks } from "#app/studio/components/step-refusal.tsx";
import { fieldLabelOf } from "#app/studio/components/pages/field-labels.ts";
import { focusField } from "#app/studio/components/focus-field.ts";
import { PreviewLink } from "#app/studio/components/editor/preview-link.tsx";
import { PaneChoice, type Pane } from "#app/studio/components/editor/write-and-preview.tsx";
import { cn } from "#app/ui/utils.ts";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { mayUse } from "#shared/admin-roles.ts";
import { pageFields, type PageDocument } from "#shared/pages/page.ts";
import { DEFAULT_OG_IMAGE, titleWithBrand, withBrand } from "#shared/brand.ts";
import { STATUS_PAGE_PATHS } from "#shared/site-paths.ts";
import { SearchAndSharePreviews, ShareCardPicture } from "#app/studio/components/search-and-share.tsx";

const copy = pagesCopy.editor;

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data ? withBrand(data.page.document.title) : pagesCopy.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const from = new URL(request.url);
  const [detail, menus, list] = await Promise.all([
    api<PageDetail>(`/pages/${encodeURIComponent(params.id)}`, { from, signal: request.signal }),
    api<MenusView>("/menus", { from, signal: request.signal }),
    api<PageList>("/pages", { from, signal: request.signal }),
  ]);
  // Where a deleted page's visitors may be sent: another page on the site, never a status page.
  const targets = list.pages.filter((page) => page.status === "published" && page.id !== detail.page.id && !STATUS_PAGE_PATHS.includes(page.path)).map(({ path, title }) => ({ path, title }));
  return { ...detail, menus, targets };
}

export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<StepResult | Response> {
  const base = `/pages/${encodeURIComponent(params.id)}`;
  const form = await request.clone().formData();
  if (form.get("intent") === "delete") return deleteAndLeave(base, form, new URL(request.url));
  if (form.get("intent") === "translate") return translate(base, form, new URL(request.url), { addressField: "path", editorOf: (id) => `/admin/pages/${id}` });
  if (form.get("intent") === "up-to-date") return markUpToDate(base, new URL(request.url));
  if (form.get("intent") === "translation-file") return takeTranslationFile(base, form.get("file"), new URL(request.url));
  return takeWorkflowStep(base, request);
}

/** Deleted: back to the list, which says what went; refused: the reason, beside the delete button. */
async function deleteAndLeave(base: string, form: FormData, from: URL): Promise<StepResult | Response> {
  const to = form.get("to");
  const body = { address: form.get("address"), ...(typeof to === "string" && { to, status: Number(form.get("status") ?? 301) }) };
  try {
    const { deleted } = await api<{ deleted: { title: string } }>(base, { method: "DELETE", body, from });
    return redirect(`/admin/pages?deleted=${encodeURIComponent(withBrand(deleted.title))}`);
  } catch (error) {
    if (error instanceof ApiError) return { intent: "delete", error: error.message };
    throw error;
  }
}

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  return <PageEditor key={loaderData.page.id} detail={loaderData} />;
}

function PageEditor({ detail }: { detail: Route.ComponentProps["loaderData"] }) {
  const session = useRouteLoaderData<SessionInfo>("admin");
  const result = useActionData<StepResult>();
  const busy = useNavigation().state !== "idle";
  const { document, setDocument, page, state, problems, valid, saveNow, adopt } = usePageEditor(detail.page);
  const preview = usePreview(document, valid);
  const editor = session ? mayUse(session.user.role, "publishing") : false;
  // Below 1280 px the preview was ~7,850 px down the page at 375: the editor and the preview take turns, as in the post editor.
  const [shown, setShown] = useState<Pane>("write");
  const { revealPending } = preview;
  useEffect(() => {
    if (shown === "preview") revealPending();
  }, [shown, revealPending]);

  // A step taken on this page (submit, publish, update…) changes it: the editor follows.
  useEffect(() => {
    if (detail.page.revision > page.revision || detail.page.status !== page.status) adopt(detail.page);
  }, [detail.page, page.revision, page.status, adopt]);

  const change = (next: PageDocument) => setDocument(next);
  const opened = useState<string | undefined>(detail.page.document.sections[0]?.id);
  const [wanted, setWanted] = useState<{ path: string }>();
  // A field named by a refusal: its section opens, then (once drawn) its control takes the focus.
  useEffect(() => {
    if (wanted) focusField(wanted.path);
  }, [wanted]);
  const fields: FieldLinks = {
    label: (path) => fieldLabelOf(document, path),
    go: (path) => {
      const section = /^sections\.(\d+)(\.|$)/.exec(path);
      if (section) opened[1](document.sections[Number(section[1])]?.id);
      setWanted({ path });
    },
  };
  const { deleteRefusal, translateRefusal, updateRefusal, panelRefusal } = refusalsOf(result);
  const context = { problems, original: originalBeside(detail.translation, document) };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Link to="/admin/pages" className="w-fit text-sm font-semibold text-primary hover:underline">
        ← {copy.back}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{withBrand(document.title)}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span className="font-mono">{document.path}</span>
            <PostStatusBadge status={page.status} />
            {page.status === "published" ? (
              <a href={page.document.path} target="_blank" rel="noopener" className="font-semibold text-primary hover:underline">
                {copy.viewLive}
              </a>
            ) : null}
          </p>
        </div>
        <DocumentSaveStatus state={state} words={copy} saveNow={saveNow} />
      </div>
      {page.hasPendingChanges && editor && state.kind === "saved" ? (
        <PendingUpdate text={`${pagesCopy.pending}: the site shows the page as it was until you update it.`} label={pagesCopy.publishing.update} revision={page.revision} busy={busy} />
      ) : null}
      {updateRefusal ? <StepRefusal id="page-step-error" refusal={updateRefusal} fields={fields} /> : null}
      {detail.translation ? <PageTranslationOf translation={detail.translation} busy={busy} done={result?.intent === "up-to-date" && !result.error} /> : null}

      <PaneChoice shown={shown} onChoose={setShown} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,30rem)_minmax(0,1fr)] xl:items-start">
        <div className={cn("min-w-0 gap-6 xl:grid", shown === "write" ? "grid" : "hidden")}>
          <Panel title={copy.sections} id="sections">
            {/* The page as a whole over a limit (shared/pages/limits.ts): no one field to show it beside. */}
            {(problems["page"] ?? problems["sections"]) ? (
              <div className="mb-3">
                <FormError id="page-limit-problem">{problems["page"] ?? problems["sections"]}</FormError>
              </div>
            ) : null}
            <SectionList sections={document.sections} onChange={(sections) => change({ ...document, sections })} onShow={preview.reveal} context={context} opened={opened} />
          </Panel>
          <Panel title={copy.page} id="page-settings">
            <div className="grid gap-4">
              <ObjectFields
                schema={pageFields}
                label={copy.page}
                path=""
                value={document as unknown as Record<string, unknown>}
                onChange={(next) => change({ ...(next as unknown as PageDocument), sections: document.sections })}
                context={context}
                bare
                omit={["sections", "home"]}
              />
              <MenuPlace detail={detail} status={page.status} path={page.document.path} title={document.title} editor={editor} />
              <PageSearchAndShare document={document} />
            </div>
          </Panel>
          <PageTranslations detail={detail} path={document.path} refused={translateRefusal} busy={busy || state.kind !== "saved"} result={result} />
          {session ? <PublishingPanel post={page} revision={page.revision} role={session.user.role} refused={panelRefusal} fields={fields} busy={busy || state.kind !== "saved"} /> : null}
          <Panel title={editorCopy.previewLink.title} id="share">
            <PreviewLink of={{ page: page.id }} links={detail.previewLinks} canRevoke={editor} />
          </Panel>
          <RevisionsPanel of={pageRevisions(page, document)} document={page} saved={state.kind === "saved"} onRestored={adopt} />
          <HistoryPanel events={detail.events} />
          {detail.mayDelete ? <DeletePage page={page} detail={detail} busy={busy} refusal={deleteRefusal} /> : null}
        </div>
        <div className={cn("min-w-0 xl:sticky xl:top-4 xl:block", shown === "preview" ? "block" : "hidden")}>
          <PagePreview html={preview.html} failed={preview.failed} frame={preview.frame} onDrawn={preview.revealPending} />
        </div>
      </div>
    </div>
  );
}

/** The page's link in the menus; none for a translation: its language's menus hold its original's links, led to it (ADR 054). */
function MenuPlace({ detail, status, path, title, editor }: { detail: PageDetail & { menus: MenusView }; status: PageDetail["page"]["status"]; path: string; title: string; editor: boolean }) {
  if (detail.translation) return null;
  return <PageMenuLink menus={detail.menus} address={status === "published" || status === "scheduled" ? detail.address : path} title={title} editor={editor} />;
}

/**
 * A refusal shows beside the button that asked: Delete's and Translate's in their own places,
 * Update's under its banner, the other steps' in the publishing panel.
 */
function refusalsOf(result: StepResult | undefined) {
  const deleteRefusal = result?.intent === "delete" ? result.error : undefined;
  const translateRefusal = translateRefusalOf(result);
  const ownPlace = deleteRefusal !== undefined || translateRefusal !== undefined || result?.intent === "up-to-date" || result?.intent === "translation-file";
  const [updateRefusal, panelRefusal] = ownPlace ? [undefined, undefined] : result?.intent && result.intent !== "update" ? [undefined, result] : [result, undefined];
  return { deleteRefusal, translateRefusal, updateRefusal, panelRefusal };
}

/** A translation's editor shows the original's words beside each of its fields (ADR 054). */
function originalBeside(translation: PageDetail["translation"], document: PageDocument): FieldContext["original"] {
  if (!translation) return undefined;
  const words = wordsByField(translation.original.texts);
  return (path) => {
    const text = words.get(textFieldOf(document, path));
    return text === undefined ? undefined : { label: ORIGINAL_WORDS_LABEL, text };
  };
}

/** The page in a search result and as a shared link's card, as the site's head will describe it (app/site/lib/page-meta.ts). */
function PageSearchAndShare({ document }: { document: PageDocument }) {
  return (
    <SearchAndSharePreviews
      url={document.canonical ?? `${window.location.origin}${document.path}`}
      title={titleWithBrand(withBrand(document.title), document.fullTitle)}
      description={withBrand(document.description)}
      image={<ShareCardPicture src={document.socialImage ?? DEFAULT_OG_IMAGE} />}
      noindex={document.noindex}
    />
  );
}
