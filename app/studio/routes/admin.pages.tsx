/**
 * The site's pages in the studio: every page but the blog's by address, with its status and who
 * changed it last, and a new page from a template at an address of the editor's choosing.
 */
import { useRef, useState } from "react";
import { Form, Link, useActionData, useSearchParams } from "react-router";
import PlusIcon from "lucide-react/icons/plus";
import type { Route } from "./+types/admin.pages";
import { LocaleBadge, OutOfDateBadge, PostStatusBadge } from "#app/admin/components/status-badge.tsx";
import { localeName } from "#shared/i18n/locales.ts";
import { formatDateTime } from "#app/admin/components/format.ts";
import { adminCopy } from "#app/admin/content/admin.ts";
import { api, type PageList } from "#app/admin/lib/admin-api.ts";
import { TemplatePicture } from "#app/studio/components/pages/section-pictures.tsx";
import { PathField } from "#app/studio/components/pages/path-field.tsx";
import { DocumentTable, DoneNote, ListHeading, NewDocumentActions, NewDocumentDialog } from "#app/studio/components/document-list.tsx";
import { createDocument, refusalOf, type NewDocumentRefused } from "#app/studio/components/new-document.ts";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import type { PageTemplate } from "#shared/pages/templates.ts";
import { withBrand } from "#shared/brand.ts";

const copy = pagesCopy;

export const meta = () => [{ title: `${copy.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return api<PageList>("/pages", { from: new URL(request.url), signal: request.signal });
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return createDocument(request, "/pages", ["template", "title", "path"], ({ page }) => page.id);
}

/** "Spring webinar 2027" → "/spring-webinar-2027". */
const pathFrom = (title: string) =>
  `/${title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)}`;

/** A row's address, status and last edit. */
function cellsOf(page: Pick<PageList["pages"][number], "path" | "status" | "updatedAt" | "updatedBy">) {
  return [
    { className: "font-mono text-[0.8125rem] text-muted-foreground", content: page.path },
    { className: "", content: <PostStatusBadge status={page.status} /> },
    { className: "text-muted-foreground", content: `${formatDateTime(page.updatedAt)}${page.updatedBy ? ` · ${page.updatedBy}` : ""}` },
  ];
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  const { pages, translations, templates } = loaderData;
  const dialog = useRef<HTMLDialogElement>(null);
  const result = useActionData<typeof clientAction>();
  const refused = refusalOf(result);
  const [params] = useSearchParams();
  return (
    <div className="grid gap-6">
      <ListHeading title={copy.title} summary={`${copy.count(pages.length)} · ${copy.lead}`}>
        <div className="flex flex-wrap items-center gap-2">
          <Button asChild variant="secondary">
            <Link to="/admin/menus">{copy.menus.link}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/admin/experiments">{copy.experiments}</Link>
          </Button>
          <Button type="button" onClick={() => dialog.current?.showModal()}>
            <PlusIcon aria-hidden="true" />
            {copy.newPage}
          </Button>
        </div>
      </ListHeading>
      {params.get("deleted") ? <DoneNote>{copy.deleted(params.get("deleted")!)}</DoneNote> : null}
      <DocumentTable
        caption={copy.title}
        columns={[copy.columns.title, copy.columns.path, copy.columns.status, copy.columns.updated]}
        rows={pages.flatMap((page) => [
          {
            key: page.id,
            heading: (
              <>
                <Link to={`/admin/pages/${page.id}`} className="hover:text-primary hover:underline">
                  {withBrand(page.title)}
                </Link>
                {page.hasPendingChanges ? <span className="ml-2 text-xs font-medium text-amber-700 dark:text-amber-300">{copy.pending}</span> : null}
              </>
            ),
            cells: cellsOf(page),
          },
          // Its translations under it (ADR 054), each with its language and, once the original's words change, "Out of date".
          ...translations
            .filter((translation) => translation.translationOf === page.id)
            .map((translation) => ({
              key: translation.id,
              heading: (
                <span className="flex flex-wrap items-center gap-2 pl-4">
                  <span aria-hidden="true" className="text-muted-foreground">
                    ↳
                  </span>
                  <LocaleBadge code={translation.locale} name={localeName(translation.locale)} />
                  <Link to={`/admin/pages/${translation.id}`} className="hover:text-primary hover:underline">
                    {withBrand(translation.title)}
                  </Link>
                  {translation.outOfDate ? <OutOfDateBadge label={copy.translations.outOfDate} /> : null}
                  {translation.hasPendingChanges ? <span className="text-xs font-medium text-amber-700 dark:text-amber-300">{copy.pending}</span> : null}
                </span>
              ),
              cells: cellsOf(translation),
            })),
        ])}
      />
      <NewDocumentDialog dialog={dialog} labelledBy="new-page-title" width="w-[min(44rem,calc(100vw-2rem))]" open={refused !== undefined}>
        <NewPageForm templates={templates} refused={refused} onCancel={() => dialog.current?.close()} />
      </NewDocumentDialog>
    </div>
  );
}

function NewPageForm({ templates, refused, onCancel }: { templates: PageList["templates"]; refused?: NewDocumentRefused | undefined; onCancel: () => void }) {
  const [path, setPath] = useState("");
  const [edited, setEdited] = useState(false);
  const problems = refused?.problems ?? {};
  return (
    <Form method="post" className="grid gap-5 p-6">
      <h2 id="new-page-title" className="text-lg font-semibold">
        {copy.create.title}
      </h2>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{copy.create.template}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {templates.map((template, index) => (
            <label
              key={template.id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary/30 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring sm:grid sm:gap-2"
            >
              <input type="radio" name="template" value={template.id} defaultChecked={index === templates.length - 1} className="sr-only" />
              <span className="w-20 shrink-0 sm:w-full">
                <TemplatePicture template={template.id as PageTemplate} />
              </span>
              <span className="grid gap-1">
                <span className="font-semibold">{template.label}</span>
                <span className="text-xs leading-snug text-muted-foreground">{template.description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor="new-page-title-field" className="text-sm font-medium">
          {copy.create.pageTitle}
        </label>
        <Input
          id="new-page-title-field"
          name="title"
          required
          maxLength={120}
          aria-describedby="new-page-title-hint"
          onChange={(event) => !edited && setPath(pathFrom(event.target.value))}
          aria-invalid={problems["title"] ? true : undefined}
        />
        <p id="new-page-title-hint" className="text-xs text-muted-foreground">
          {problems["title"] ?? copy.create.pageTitleHint}
        </p>
      </div>
      <PathField
        id="new-page-path"
        label={copy.create.path}
        hint={copy.create.pathHint}
        value={path}
        problem={problems["path"]}
        onType={(typed) => {
          setEdited(true);
          setPath(typed);
        }}
      />
      <NewDocumentActions errorId="new-page-error" refused={refused} labels={copy.create} onCancel={onCancel} />
    </Form>
  );
}
