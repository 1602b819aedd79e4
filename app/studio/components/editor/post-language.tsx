/**
 * Which language a post in the editor is written in (ADR 054): its address's segment ("/de" for a
 * German translation, "" for an original) and, for a translation, the original's words beside each
 * field, to read while translating, never to edit.
 */
import { createContext, useContext } from "react";
import { articlePath } from "#shared/blog-paths.ts";
import type { OriginalWords } from "#app/studio/components/pages/field-shell.tsx";

export interface PostLanguage {
  /** The locale's segment the post's address starts with: "" in the default language. */
  segment: string;
  /** The original's words by field (title, excerpt, body…), for a translation. */
  original?: ReadonlyMap<string, string>;
  /** "Original (English)". */
  originalLabel?: string;
}

export const PostLanguageContext = createContext<PostLanguage>({ segment: "" });

/** The post's address on the site, in its language's blog. */
export function usePostAddress(): (slug: string) => string {
  const { segment } = useContext(PostLanguageContext);
  return (slug) => `${segment}${articlePath(slug)}`;
}

/** The original's words of `field`, for a translation's editor; undefined for an original, or a field the original leaves empty. */
export function useOriginalWords(field: string): OriginalWords | undefined {
  const { original, originalLabel } = useContext(PostLanguageContext);
  const text = original?.get(field);
  return text === undefined ? undefined : { label: originalLabel ?? "", text };
}
