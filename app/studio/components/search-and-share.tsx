/**
 * How a post or a page shows in a search result and as the card a shared link makes, from its
 * search fields as the editor types them: the post editor's and the page editor's.
 */
import type { ReactNode } from "react";
import { editorCopy } from "#app/studio/content/editor.ts";

const copy = editorCopy;

export interface SearchAndShareProps {
  /** The full address a search result shows. */
  url: string;
  title: string;
  description: string;
  /** The card's picture, 1200 × 630 as the card crops it. */
  image: ReactNode;
  /** Search engines are asked not to list it. */
  noindex?: boolean;
}

export function SearchAndSharePreviews({ url, title, description, image, noindex = false }: SearchAndShareProps) {
  return (
    <>
      <figure className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <figcaption className="text-sm font-semibold">{copy.searchPreview}</figcaption>
        <div className="rounded-lg border border-border p-4">
          <p className="truncate text-xs text-muted-foreground">{url}</p>
          <p className="mt-1 line-clamp-1 text-lg text-primary">{title}</p>
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{description}</p>
        </div>
        {noindex ? <p className="text-xs text-muted-foreground">{copy.notListed}</p> : null}
      </figure>
      <figure className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <figcaption className="text-sm font-semibold">{copy.socialPreview}</figcaption>
        <div className="overflow-hidden rounded-lg border border-border">
          {image}
          <div className="bg-subtle p-3">
            <p className="text-xs text-muted-foreground uppercase">{hostOf(url)}</p>
            <p className="line-clamp-1 font-semibold">{title}</p>
            <p className="line-clamp-1 text-sm text-muted-foreground">{description}</p>
          </div>
        </div>
      </figure>
    </>
  );
}

/** A picture of this site as the card shows it: cropped to 1200 × 630 (1.91:1), or an empty frame while there is none. */
export function ShareCardPicture({ src }: { src: string | undefined }) {
  return src ? <img src={src} alt="" width={1200} height={630} className="aspect-[40/21] w-full bg-muted object-cover" /> : <div aria-hidden="true" className="aspect-[40/21] bg-muted" />;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
