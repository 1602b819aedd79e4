/**
 * The studio's image dialog: the media library to pick from by thumbnail, or a new upload; then,
 * before the image goes anywhere, what it shows (the library's description offered, and kept there
 * for next time): an image is never placed undescribed.
 */
import { useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { editorCopy } from "#app/studio/content/editor.ts";
import { mediaCopy } from "#app/studio/content/media.ts";
import { IMAGE_UPLOAD_ACCEPT } from "#shared/image-uploads.ts";
import { api, ApiError, type MediaImage, type Answer } from "#app/admin/lib/admin-api.ts";

const copy = editorCopy.picker;

/** An image file into the media library (checked and cleaned by the server): the library's entry for it. */
export async function uploadToLibrary(file: File): Promise<MediaImage> {
  const form = new FormData();
  form.set("file", file);
  return (await api<Answer<"/media", "$post">>("/media", { method: "POST", body: form })).image;
}

/** The description goes back to the library: the next pick of this image offers it. */
export function rememberDescription(name: string, alt: string): void {
  void api("/media/describe", { method: "POST", body: { name, alt } }).catch(() => undefined);
}

/** `title` names what the pick is for ("Insert an image" in a post's text by default). */
/** An image as it is placed: the library's, described, and (in a text) with an optional caption. */
export type PlacedImage = MediaImage & { caption?: string };

/** `withCaption`: the text's picker asks for a caption too (a section's or a cover's does not). */
export function useImagePicker(onPick: (image: PlacedImage) => void, title: string = copy.title, { withCaption = false } = {}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [images, setImages] = useState<MediaImage[]>();
  const open = () => {
    dialog.current?.showModal();
    void api<Answer<"/media">>("/media").then((answer) => setImages(answer.images));
  };
  const pick = (image: PlacedImage) => {
    dialog.current?.close();
    onPick(image);
    if (image.alt) rememberDescription(image.name, image.alt);
  };
  return {
    open,
    element: <ImagePickerDialog dialog={dialog} title={title} images={images} withCaption={withCaption} onPick={pick} />,
  };
}

function ImagePickerDialog({
  dialog,
  title,
  images,
  withCaption,
  onPick,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  title: string;
  images: MediaImage[] | undefined;
  withCaption: boolean;
  onPick: (image: PlacedImage) => void;
}) {
  const [chosen, setChosen] = useState<MediaImage>();
  // Its own ids: a page holds several pickers (the text's, the cover's, a section's).
  const ids = useId();
  const close = () => setChosen(undefined);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${ids}-title`}
      onClose={close}
      className="m-auto w-[min(48rem,calc(100vw-2rem))] rounded-xl border border-border bg-background p-0 text-foreground shadow-xl backdrop:bg-black/40"
    >
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-3">
        <h2 id={`${ids}-title`} className="font-semibold">
          {chosen ? copy.describeTitle : title}
        </h2>
        <form method="dialog">
          <Button type="submit" variant="ghost" size="sm">
            {copy.close}
          </Button>
        </form>
      </div>
      {chosen ? (
        <DescribeStep
          ids={ids}
          key={chosen.name}
          image={chosen}
          onBack={close}
          withCaption={withCaption}
          onDone={(alt, caption) => (close(), onPick({ ...chosen, alt, ...(caption && { caption }) }))}
        />
      ) : (
        <LibraryStep ids={ids} images={images} onChoose={setChosen} />
      )}
    </dialog>
  );
}

/**
 * What the image shows, asked before it is placed: the library's words offered, required. `image`
 * undefined: a pasted image still uploading, shown once it is in; `status` says how its upload goes.
 */
export function DescribeStep({
  ids,
  image,
  withCaption,
  status,
  back = copy.back,
  onBack,
  onDone,
}: {
  ids: string;
  image: Pick<MediaImage, "thumbnail" | "width" | "height" | "alt"> | undefined;
  withCaption: boolean;
  status?: ReactNode;
  back?: string;
  onBack: () => void;
  onDone: (alt: string, caption: string) => void;
}) {
  const [alt, setAlt] = useState(image?.alt ?? "");
  const [caption, setCaption] = useState("");
  return (
    <form
      className="grid gap-4 p-5 sm:grid-cols-[12rem_minmax(0,1fr)]"
      onSubmit={(event) => {
        event.preventDefault();
        if (alt.trim()) onDone(alt.trim(), caption.trim());
      }}
    >
      {image ? (
        <img src={image.thumbnail} alt="" width={image.width} height={image.height} className="aspect-[3/2] w-full rounded-lg bg-muted object-cover" />
      ) : (
        <div aria-hidden="true" className="aspect-[3/2] w-full animate-pulse rounded-lg bg-muted motion-reduce:animate-none" />
      )}
      <div className="grid content-start gap-2">
        {status}
        <label htmlFor={`${ids}-alt`} className="text-sm font-medium">
          {copy.describe}
        </label>
        <Input id={`${ids}-alt`} value={alt} maxLength={200} required autoFocus aria-describedby={`${ids}-alt-hint`} onChange={(event) => setAlt(event.target.value)} />
        <p id={`${ids}-alt-hint`} className="text-xs text-muted-foreground">
          {copy.describeHint}
        </p>
        {withCaption ? (
          <>
            <label htmlFor={`${ids}-caption`} className="mt-2 text-sm font-medium">
              {copy.caption}
            </label>
            <Input id={`${ids}-caption`} value={caption} maxLength={200} aria-describedby={`${ids}-caption-hint`} onChange={(event) => setCaption(event.target.value)} />
            <p id={`${ids}-caption-hint`} className="text-xs text-muted-foreground">
              {copy.captionHint}
            </p>
          </>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="submit" disabled={!alt.trim()}>
            {copy.use}
          </Button>
          <Button type="button" variant="secondary" onClick={onBack}>
            {back}
          </Button>
        </div>
      </div>
    </form>
  );
}

function LibraryStep({ ids, images, onChoose }: { ids: string; images: MediaImage[] | undefined; onChoose: (image: MediaImage) => void }) {
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      onChoose(await uploadToLibrary(file));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="grid gap-4 p-5">
      <div className="grid gap-1.5">
        <label htmlFor={`${ids}-upload`} className="text-sm font-medium">
          {copy.upload}
        </label>
        <input
          id={`${ids}-upload`}
          type="file"
          accept={IMAGE_UPLOAD_ACCEPT}
          disabled={uploading}
          aria-describedby={`${ids}-upload-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-subtle file:px-3 file:py-1.5 file:font-semibold"
        />
        <p id={`${ids}-upload-hint`} className="text-xs text-muted-foreground">
          {uploading ? copy.uploading : mediaCopy.fileHint}
        </p>
      </div>
      {error ? <FormError id={`${ids}-error`}>{error}</FormError> : null}
      {images === undefined ? null : images.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.empty}</p>
      ) : (
        <ul aria-label={copy.library} className="grid max-h-[50vh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3" tabIndex={0}>
          {images.map((image) => (
            <li key={image.name}>
              <button
                type="button"
                onClick={() => onChoose(image)}
                className="grid w-full gap-1 rounded-lg border border-border p-2 text-left hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <img src={image.thumbnail} alt="" width={image.width} height={image.height} loading="lazy" className="aspect-[3/2] w-full rounded bg-muted object-cover" />
                <span className="truncate font-mono text-xs">{image.name}</span>
                <span className="sr-only">{copy.insert}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
