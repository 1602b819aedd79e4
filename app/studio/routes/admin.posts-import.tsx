/**
 * Posts › Import (the admin's): choose a Ghost or WordPress export or Markdown files, see what they
 * will create (posts, authors, tags, images, and the notes on what was converted or left out), then
 * import them as drafts and go to them. Both steps send the same files (server/studio/routes/imports.ts);
 * choosing other files hides the preview, so what is imported is what was seen.
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import ArrowLeftIcon from "lucide-react/icons/arrow-left";
import type { Route } from "./+types/admin.posts-import";
import { PageHeading } from "#app/admin/components/page-heading.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { importCopy } from "#app/studio/content/imports.ts";
import { api, ApiError, type Answer } from "#app/admin/lib/admin-api.ts";
import { ImportedPanel, PlanPanel, Refusal } from "#app/studio/components/import-panels.tsx";
import { Panel } from "#app/admin/components/panel.tsx";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";

const copy = importCopy;

export const meta = () => [{ title: `${copy.title} · ${adminCopy.productName}` }];

export type ImportResult = { step: "preview"; plan: Answer<"/imports/preview", "$post"> } | { step: "import"; imported: Answer<"/imports", "$post"> } | { step: "refused"; error: string };

/** The chosen files, sent again for each step as the browser read them. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ImportResult> {
  const from = new URL(request.url);
  const form = await request.formData();
  const body = new FormData();
  for (const file of form.getAll("files")) if (file instanceof File && file.name) body.append("files", file);
  try {
    if (form.get("intent") === "import") return { step: "import", imported: await api<Answer<"/imports", "$post">>("/imports", { method: "POST", body, from }) };
    return { step: "preview", plan: await api<Answer<"/imports/preview", "$post">>("/imports/preview", { method: "POST", body, from }) };
  } catch (error) {
    if (error instanceof ApiError) return { step: "refused", error: error.message };
    throw error;
  }
}

export default function ImportPosts() {
  const result = useActionData<ImportResult>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "preview") : undefined;
  const form = useRef<HTMLFormElement>(null);
  // The answer the files were changed after: its preview no longer describes them.
  const [changedAfter, setChangedAfter] = useState<ImportResult | undefined>();
  const current = result !== changedAfter ? result : undefined;
  useEffect(() => {
    if (result?.step === "import") form.current?.reset();
    // The next step's heading takes the focus, so a screen reader and the keyboard go on from there.
    const heading = result && result.step !== "refused" ? document.getElementById(result.step === "preview" ? "import-plan" : "import-done") : null;
    heading?.setAttribute("tabindex", "-1");
    heading?.focus();
  }, [result]);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-3">
        <Link to="/admin/posts" className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          {copy.back}
        </Link>
        <PageHeading title={copy.title} lead={copy.lead} />
      </div>
      <Panel title={copy.choose.title} id="import-choose">
        <Form ref={form} id="import-files" method="post" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor="import-file">{copy.choose.label}</Label>
            <Input
              id="import-file"
              name="files"
              type="file"
              multiple
              required
              accept=".json,.xml,.md,.markdown,.yaml,image/jpeg,image/png,image/webp,image/avif,image/gif"
              aria-describedby="import-file-hint"
              onChange={() => setChangedAfter(result)}
              className="h-auto min-w-0 py-2 file:mr-3 file:rounded-md file:border file:border-border file:bg-subtle file:px-3 file:py-1 file:font-semibold file:text-foreground"
            />
            <p id="import-file-hint" className="text-xs text-muted-foreground">
              {copy.choose.hint}
            </p>
          </div>
          <Button type="submit" name="intent" value="preview" variant={current?.step === "preview" ? "secondary" : "primary"} disabled={busy !== undefined} className="sm:mt-7">
            {busy === "preview" ? copy.choose.previewing : copy.choose.preview}
          </Button>
        </Form>
        <div aria-live="polite" className="mt-3 empty:hidden">
          {current?.step === "refused" ? <Refusal error={current.error} /> : null}
        </div>
      </Panel>
      {current?.step === "preview" ? <PlanPanel plan={current.plan} importing={busy === "import"} disabled={busy !== undefined} formId="import-files" /> : null}
      {current?.step === "import" ? <ImportedPanel imported={current.imported} /> : null}
    </div>
  );
}
