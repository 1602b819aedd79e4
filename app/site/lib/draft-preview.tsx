/**
 * Set while a page is drawn for a preview link (the load context's views say so): the draft it
 * shows is not on the site, and whoever opened the link must be able to tell.
 */
import { createContext, useContext } from "react";

export interface DraftPreview {
  /** When the link stops working. */
  until: Date;
}

export const DraftPreviewContext = createContext<DraftPreview | undefined>(undefined);

export function useDraftPreview(): DraftPreview | undefined {
  return useContext(DraftPreviewContext);
}

/**
 * Set while a page is drawn for the studio (the page editor's live preview, or a preview link):
 * a section may then show what its editor still has to do, which a visitor's page never shows.
 */
export const StudioPreviewContext = createContext(false);

export function useStudioPreview(): boolean {
  return useContext(StudioPreviewContext);
}
