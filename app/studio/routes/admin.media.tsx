/**
 * The media library: upload an image (checked and cleaned by the server), see every image with
 * its size, copy the Markdown that puts it in a post, describe it, and see where it is used; and
 * the files forms give (PDFs): upload, list, delete.
 */
import { useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.media";
import { PageHeading } from "#app/admin/components/page-heading.tsx";
import { MediaCard } from "#app/studio/components/media-card.tsx";
import { MediaFiles, type FileOutcome } from "#app/studio/components/media-files.tsx";
import { Panel } from "#app/admin/components/panel.tsx";
import { UploadForm } from "#app/studio/components/upload-form.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { mediaCopy } from "#app/studio/content/media.ts";
import { IMAGE_UPLOAD_ACCEPT } from "#shared/image-uploads.ts";
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
      <Panel title={copy.upload} id="upload">
        <UploadForm
          file={{ id: "file", label: copy.file, hint: copy.fileHint, accept: IMAGE_UPLOAD_ACCEPT }}
          text={{ id: "alt", name: "alt", label: copy.alt, hint: copy.altHint, maxLength: 200 }}
          submit={copy.submit}
          submitting={copy.uploading}
          busy={uploading}
          outcome={{ error: result?.error, done: result?.uploaded && copy.uploaded(result.uploaded) }}
          errorId="upload-error"
        />
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
      {/* Images first: most visits are for them; the files forms give come after. */}
      <MediaFiles files={files} outcome={result?.file} busy={fileBusy} />
    </div>
  );
}
