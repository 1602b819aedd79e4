/**
 * The forms in the studio: each with its status, its live version and who changed it last, and a
 * new form from the starter (a name, a work email and consent: publishable at once).
 */
import { useRef } from "react";
import { Form, Link, useActionData } from "react-router";
import PlusIcon from "lucide-react/icons/plus";
import type { Route } from "./+types/admin.forms";
import { PostStatusBadge } from "#app/admin/components/status-badge.tsx";
import { formatDateTime } from "#app/admin/components/format.ts";
import { adminCopy } from "#app/admin/content/admin.ts";
import { api, type FormList } from "#app/admin/lib/admin-api.ts";
import { DocumentTable, ListHeading, NewDocumentActions, NewDocumentDialog } from "#app/studio/components/document-list.tsx";
import { createDocument, refusalOf, type NewDocumentRefused } from "#app/studio/components/new-document.ts";
import { formsCopy } from "#app/studio/content/forms.ts";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";

const copy = formsCopy;

export const meta = () => [{ title: `${copy.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return api<FormList>("/forms", { from: new URL(request.url), signal: request.signal });
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return createDocument(request, "/forms", ["name"], ({ form }) => form.id);
}

export default function Forms({ loaderData }: Route.ComponentProps) {
  const { forms } = loaderData;
  const dialog = useRef<HTMLDialogElement>(null);
  const refused = refusalOf(useActionData<typeof clientAction>());
  return (
    <div className="grid gap-6">
      <ListHeading title={copy.title} summary={`${copy.count(forms.length)} · ${copy.lead}`}>
        <Button type="button" onClick={() => dialog.current?.showModal()}>
          <PlusIcon aria-hidden="true" />
          {copy.newForm}
        </Button>
      </ListHeading>
      {forms.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted-foreground">{copy.none}</p>
      ) : (
        <DocumentTable
          caption={copy.title}
          columns={[copy.columns.name, copy.columns.status, copy.columns.version, copy.columns.updated]}
          rows={forms.map((form) => ({
            key: form.id,
            heading: (
              <>
                <Link to={`/admin/forms/${form.id}`} className="hover:text-primary hover:underline">
                  {form.name}
                </Link>
                {form.hasPendingChanges ? <span className="ml-2 text-xs font-medium text-amber-700 dark:text-amber-300">{copy.pending}</span> : null}
              </>
            ),
            cells: [
              { className: "", content: <PostStatusBadge status={form.status} /> },
              { className: "text-muted-foreground", content: copy.version(form.version) },
              { className: "text-muted-foreground", content: `${formatDateTime(form.updatedAt)}${form.updatedBy ? ` · ${form.updatedBy}` : ""}` },
            ],
          }))}
        />
      )}
      <NewDocumentDialog dialog={dialog} labelledBy="new-form-title" width="w-[min(30rem,calc(100vw-2rem))]" open={refused !== undefined}>
        <NewFormForm refused={refused} onCancel={() => dialog.current?.close()} />
      </NewDocumentDialog>
    </div>
  );
}

function NewFormForm({ refused, onCancel }: { refused?: NewDocumentRefused | undefined; onCancel: () => void }) {
  const problem = refused?.problems?.["name"];
  return (
    <Form method="post" className="grid gap-5 p-6">
      <h2 id="new-form-title" className="text-lg font-semibold">
        {copy.create.title}
      </h2>
      <div className="grid gap-1.5">
        <label htmlFor="new-form-name" className="text-sm font-medium">
          {copy.create.name}
        </label>
        <Input id="new-form-name" name="name" required maxLength={120} aria-describedby="new-form-name-hint" aria-invalid={problem ? true : undefined} />
        <p id="new-form-name-hint" className="text-xs text-muted-foreground">
          {problem ?? copy.create.nameHint}
        </p>
      </div>
      <NewDocumentActions errorId="new-form-error" refused={refused} labels={copy.create} onCancel={onCancel} />
    </Form>
  );
}
