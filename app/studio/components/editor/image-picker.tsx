/**
 * The editor's image button: a dialog with the media library to pick from, or a new upload, and
 * the Markdown for the chosen image put where the writer's cursor is.
 */
import { useRef, useState, type RefObject } from "react";
import { Button } from "#app/ui/button.tsx";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { api, ApiError, type MediaImage, type Answer } from "#app/admin/lib/admin-api.ts";

const copy = adminCopy.editor.picker;

/** `title` names what the pick is for ("Insert an image" in a post's text by default). */
export function useImagePicker(onPick: (image: MediaImage) => void, title: string = copy.title) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [images, setImages] = useState<MediaImage[]>();
  const open = () => {
    dialog.current?.showModal();
    void api<Answer<"/media">>("/media").then((answer) => setImages(answer.images));
  };
  const pick = (image: MediaImage) => {
    dialog.current?.close();
    onPick(image);
  };
  return { open, element: <ImagePickerDialog dialog={dialog} title={title} images={images} onPick={pick} /> };
}

function ImagePickerDialog({ dialog, title, images, onPick }: { dialog: RefObject<HTMLDialogElement | null>; title: string; images: MediaImage[] | undefined; onPick: (image: MediaImage) => void }) {
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    const form = new FormData();
    form.set("file", file);
    try {
      onPick((await api<Answer<"/media", "$post">>("/media", { method: "POST", body: form })).image);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
    } finally {
      setUploading(false);
    }
  };
  return (
    <dialog ref={dialog} aria-labelledby="picker-title" className="m-auto w-[min(48rem,calc(100vw-2rem))] rounded-xl border border-border bg-background p-0 text-foreground shadow-xl backdrop:bg-black/40">
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-3">
        <h2 id="picker-title" className="font-semibold">
          {title}
        </h2>
        <form method="dialog">
          <Button type="submit" variant="ghost" size="sm">
            {copy.close}
          </Button>
        </form>
      </div>
      <div className="grid gap-4 p-5">
        <div className="grid gap-1.5">
          <label htmlFor="picker-upload" className="text-sm font-medium">
            {copy.upload}
          </label>
          <input
            id="picker-upload"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            disabled={uploading}
            aria-describedby="picker-upload-hint"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-subtle file:px-3 file:py-1.5 file:font-semibold"
          />
          <p id="picker-upload-hint" className="text-xs text-muted-foreground">
            {uploading ? copy.uploading : adminCopy.media.fileHint}
          </p>
        </div>
        {error ? <FormError id="picker-error">{error}</FormError> : null}
        {images === undefined ? null : images.length === 0 ? (
          <p className="text-sm text-muted-foreground">{copy.empty}</p>
        ) : (
          <ul aria-label={copy.library} className="grid max-h-[50vh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3" tabIndex={0}>
            {images.map((image) => (
              <li key={image.name}>
                <button type="button" onClick={() => onPick(image)} className="grid w-full gap-1 rounded-lg border border-border p-2 text-left hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                  <img src={image.thumbnail} alt="" width={image.width} height={image.height} loading="lazy" className="aspect-[3/2] w-full rounded bg-muted object-cover" />
                  <span className="truncate font-mono text-xs">{image.name}</span>
                  <span className="sr-only">{copy.insert}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}
