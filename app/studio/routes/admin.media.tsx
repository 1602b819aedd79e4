/**
 * The media library: upload an image (checked and cleaned by the server), see every image with
 * its size, copy the Markdown that puts it in a post, describe it, and see where it is used; and
 * the files forms give (PDFs): upload, list, delete.
 */
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.media";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { PageHeading } from "#app/admin/components/page-heading.tsx";
import { MediaCard } from "#app/studio/components/media-card.tsx";
import { MediaFiles, type FileOutcome } from "#app/studio/components/media-files.tsx";
import { Panel } from "#app/admin/components/panel.tsx";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { mediaCopy } from "#app/studio/content/media.ts";
import { api, ApiError, type Answer } from "#app/admin/lib/admin-api.ts";

const copy = mediaCopy;

export const meta = () => [{ title: `${copy.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const from = new URL(request.url);
  const [{ images }, { files }] = await Promise.all([api<Answer<"/media">>("/media", { from, signal: request.signal }), api<Answer<"/files">>("/files", { from, signal: request.signal })]);
  return { images, files };
}

/** A file goes as the browser read it (multipart): the server decides what it is. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<{ error?: string; uploaded?: string; file?: FileOutcome }> {
  const from = new URL(request.url);
  const form = await request.formData();
  const intent = form.get("intent");
  try {
    if (intent === "upload-file") return { file: { done: copy.files.uploaded((await api<Answer<"/files", "$post">>("/files", { method: "POST", body: form, from })).file.name) } };
    if (intent === "delete-file")
      return { file: { done: copy.files.deleted((await api<Answer<"/files/:id", "$delete">>(`/files/${encodeURIComponent(String(form.get("subject")))}`, { method: "DELETE", from })).file.title) } };
    const { image } = await api<Answer<"/media", "$post">>("/media", { method: "POST", body: form, from });
    return { uploaded: image.name };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return intent === "upload-file" || intent === "delete-file" ? { file: { error: error.message } } : { error: error.message };
  }
}

export default function Media({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof clientAction>();
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && !navigation.formData?.get("intent");
  const fileBusy = navigation.state === "submitting" && !!navigation.formData?.get("intent");
  const { images, files } = loaderData;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeading title={copy.title} lead={copy.lead} />
      <MediaFiles files={files} outcome={result?.file} busy={fileBusy} />
      <Panel title={copy.upload} id="upload">
        <Form method="post" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
          <div className="grid gap-1.5">
            <Label htmlFor="file">{copy.file}</Label>
            <Input
              id="file"
              name="file"
              type="file"
              required
              accept="image/jpeg,image/png,image/webp,image/avif"
              aria-describedby="file-hint"
              className="h-auto py-2 file:mr-3 file:rounded-md file:border file:border-border file:bg-subtle file:px-3 file:py-1 file:font-semibold file:text-foreground"
            />
            <p id="file-hint" className="text-xs text-muted-foreground">
              {copy.fileHint}
            </p>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="alt">{copy.alt}</Label>
            <Input id="alt" name="alt" maxLength={200} aria-describedby="alt-hint" />
            <p id="alt-hint" className="text-xs text-muted-foreground">
              {copy.altHint}
            </p>
          </div>
          <Button type="submit" disabled={uploading} className="sm:mt-7">
            {uploading ? copy.uploading : copy.submit}
          </Button>
        </Form>
        <div aria-live="polite" className="mt-3 empty:hidden">
          {result?.error ? <FormError id="upload-error">{result.error}</FormError> : null}
          {result?.uploaded ? <p className="text-sm font-medium">{copy.uploaded(result.uploaded)}</p> : null}
        </div>
      </Panel>
      <p className="text-sm text-muted-foreground">{copy.count(images.length)}</p>
      {images.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-background p-8 text-center text-muted-foreground">{copy.empty}</p>
      ) : (
        <ul aria-label={copy.title} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image) => (
            <MediaCard key={image.name} image={image} />
          ))}
        </ul>
      )}
    </div>
  );
}
