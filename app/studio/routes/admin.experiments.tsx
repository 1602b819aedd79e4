/**
 * The experiments in the studio (ADR 042): each with its page and status, the live ones first, and a
 * new draft on one of the site's pages.
 */
import { useRef } from "react";
import { Form, Link, useActionData } from "react-router";
import PlusIcon from "lucide-react/icons/plus";
import type { Route } from "./+types/admin.experiments";
import { ExperimentStatusBadge } from "#app/admin/components/status-badge.tsx";
import { formatDateTime } from "#app/admin/components/format.ts";
import { adminCopy } from "#app/admin/content/admin.ts";
import { api, type ExperimentList } from "#app/admin/lib/admin-api.ts";
import { experimentsCopy } from "#app/studio/content/experiments.ts";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { DocumentTable, ListHeading, NewDocumentActions, NewDocumentDialog } from "#app/studio/components/document-list.tsx";
import { createDocument, refusalOf, type NewDocumentRefused } from "#app/studio/components/new-document.ts";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Select } from "#app/ui/select.tsx";
import { withBrand } from "#shared/brand.ts";

const copy = experimentsCopy;

export const meta = () => [{ title: `${copy.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const list = await api<ExperimentList>("/experiments", { from: new URL(request.url), signal: request.signal });
  const now = Date.now();
  return { ...list, experiments: list.experiments.map((experiment) => ({ ...experiment, ended: experiment.endsAt !== null && Date.parse(experiment.endsAt) <= now })) };
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return createDocument(request, "/experiments", ["name", "pagePath"], ({ experiment }) => experiment.id);
}

export default function Experiments({ loaderData }: Route.ComponentProps) {
  const { experiments, pages } = loaderData;
  const dialog = useRef<HTMLDialogElement>(null);
  const result = useActionData<typeof clientAction>();
  const refused = refusalOf(result);
  const titleOf = new Map(pages.map((page) => [page.path, withBrand(page.title)]));
  return (
    <div className="grid gap-6">
      <Link to="/admin/pages" className="w-fit text-sm font-semibold text-primary hover:underline">
        ← {pagesCopy.editor.back}
      </Link>
      <ListHeading title={copy.title} summary={`${copy.count(experiments.length)} · ${copy.lead}`}>
        <Button type="button" onClick={() => dialog.current?.showModal()}>
          <PlusIcon aria-hidden="true" />
          {copy.newExperiment}
        </Button>
      </ListHeading>
      {experiments.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted-foreground">{copy.none}</p>
      ) : (
        <DocumentTable
          caption={copy.title}
          columns={[copy.columns.name, copy.columns.page, copy.columns.status, copy.columns.started]}
          rows={experiments.map((experiment) => ({
            key: experiment.id,
            heading: (
              <Link to={`/admin/experiments/${experiment.id}`} className="hover:text-primary hover:underline">
                {experiment.name}
              </Link>
            ),
            cells: [
              {
                className: "text-muted-foreground",
                content: (
                  <>
                    {titleOf.get(experiment.pagePath) ?? ""} <span className="font-mono text-[0.8125rem]">{experiment.pagePath}</span>
                  </>
                ),
              },
              { className: "", content: <ExperimentStatusBadge status={experiment.status} ended={experiment.ended} /> },
              { className: "text-muted-foreground", content: experiment.startedAt ? formatDateTime(experiment.startedAt) : "—" },
            ],
          }))}
        />
      )}
      <NewDocumentDialog dialog={dialog} labelledBy="new-experiment-title" width="w-[min(32rem,calc(100vw-2rem))]" open={refused !== undefined}>
        <NewExperimentForm pages={pages} refused={refused} onCancel={() => dialog.current?.close()} />
      </NewDocumentDialog>
    </div>
  );
}

function NewExperimentForm({ pages, refused, onCancel }: { pages: ExperimentList["pages"]; refused?: NewDocumentRefused | undefined; onCancel: () => void }) {
  const problems = refused?.problems ?? {};
  return (
    <Form method="post" className="grid gap-5 p-6">
      <h2 id="new-experiment-title" className="text-lg font-semibold">
        {copy.create.title}
      </h2>
      <div className="grid gap-1.5">
        <label htmlFor="new-experiment-name" className="text-sm font-medium">
          {copy.create.name}
        </label>
        <Input id="new-experiment-name" name="name" required maxLength={80} aria-describedby="new-experiment-name-hint" aria-invalid={problems["name"] ? true : undefined} />
        <p id="new-experiment-name-hint" className={problems["name"] ? "text-sm text-destructive" : "text-xs text-muted-foreground"}>
          {problems["name"] ?? copy.create.nameHint}
        </p>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="new-experiment-page" className="text-sm font-medium">
          {copy.create.page}
        </label>
        <Select id="new-experiment-page" name="pagePath" required aria-describedby="new-experiment-page-hint" aria-invalid={problems["pagePath"] ? true : undefined} defaultValue="/">
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {withBrand(page.title)} ({page.path})
            </option>
          ))}
        </Select>
        <p id="new-experiment-page-hint" className={problems["pagePath"] ? "text-sm text-destructive" : "text-xs text-muted-foreground"}>
          {problems["pagePath"] ?? copy.create.pageHint}
        </p>
      </div>
      <NewDocumentActions errorId="new-experiment-error" refused={refused} labels={copy.create} onCancel={onCancel} />
    </Form>
  );
}
