/**
 * A section's picture: chosen from the media library by its thumbnail, or uploaded there (the
 * posts' picker), with what it shows; the library's description is offered first.
 */
import { useEffect, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { api, type Answer, type MediaImage as LibraryImage } from "#app/admin/lib/admin-api.ts";
import { useImagePicker } from "#app/studio/components/editor/image-picker.tsx";
import type { MediaImage } from "#shared/pages/fields.ts";
import { FieldShell, Problem } from "./field-shell.tsx";
import { libraryReader } from "./library-reader.ts";

const copy = pagesCopy.editor.image;

interface MediaImageFieldProps {
  label: string;
  /** A line under the label: when the picture shows, say. */
  help?: string | undefined;
  altLabel: string;
  path: string;
  value: MediaImage | undefined;
  optional: boolean;
  onChange: (value: MediaImage | undefined) => void;
  problems: Readonly<Record<string, string>>;
}

export function MediaImageField({ label, help, altLabel, path, value, optional, onChange, problems }: MediaImageFieldProps) {
  const [picked, setPicked] = useState<LibraryImage>();
  const picker = useImagePicker((image) => {
    setPicked(image);
    onChange({ name: image.name, alt: value?.alt || image.alt || "" });
  }, copy.choose);
  const listed = useThumbnail(value?.name);
  // An image just uploaded is not in the library as first read.
  const thumbnail = picked?.name === value?.name ? picked?.thumbnail : listed;
  const nameProblem = problems[`${path}.name`];
  const describedBy = [help && `${path}-help`, nameProblem && `${path}-name-problem`].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-border p-4" data-field={path} aria-describedby={describedBy}>
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {help ? (
        <p id={`${path}-help`} className="-mt-1 text-xs text-muted-foreground">
          {help}
        </p>
      ) : null}
      {value ? (
        <>
          {/* The name and buttons go under the thumbnail where the field is too narrow (a list's item on a phone). */}
          <div className="flex flex-wrap items-start gap-3">
            {thumbnail ? (
              <img src={thumbnail} alt="" className="h-16 w-24 shrink-0 rounded-md border bg-white object-contain" />
            ) : (
              <span aria-hidden="true" className="h-16 w-24 shrink-0 rounded-md bg-muted" />
            )}
            <div className="grid min-w-0 grow basis-36 gap-2">
              <span className="font-mono text-xs break-all">{copy.chosen(value.name)}</span>
              <span className="flex flex-wrap gap-2">
                <Button type="button" size="sm" variant="secondary" onClick={picker.open}>
                  {copy.change}
                </Button>
                {optional ? (
                  <Button type="button" size="sm" variant="ghost" onClick={() => onChange(undefined)}>
                    {copy.remove}
                  </Button>
                ) : null}
              </span>
            </div>
          </div>
          <FieldShell label={altLabel} path={`${path}.alt`} problem={problems[`${path}.alt`]}>
            {({ id, describedBy }) => (
              <Input
                id={id}
                value={value.alt}
                maxLength={200}
                onChange={(event) => onChange({ ...value, alt: event.target.value })}
                aria-invalid={problems[`${path}.alt`] ? true : undefined}
                aria-describedby={describedBy}
              />
            )}
          </FieldShell>
        </>
      ) : (
        <Button type="button" variant="secondary" className="w-fit" onClick={picker.open}>
          {copy.choose}
        </Button>
      )}
      <Problem id={`${path}-name-problem`} text={nameProblem} />
      {picker.element}
    </fieldset>
  );
}

/** The library, asked for once however many pictures a page has. */
const libraryWith = libraryReader(() => api<Answer<"/media">>("/media").then((answer) => answer.images));

/** The library's thumbnail of a stored image, by its name. */
export function useThumbnail(name: string | undefined): string | undefined {
  const [images, setImages] = useState<LibraryImage[]>();
  useEffect(() => {
    if (!name) return;
    let current = true;
    libraryWith(name).then(
      (found) => current && setImages(found),
      () => undefined, // No thumbnail: the grey box stands in, the picture's name beside it.
    );
    return () => {
      current = false;
    };
  }, [name]);
  return images?.find((image) => image.name === name)?.thumbnail;
}
