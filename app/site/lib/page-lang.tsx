/**
 * The language of the page being rendered (ADR 054), for what a section formats itself: a price in
 * German reads "10.950 $". Undefined on the default locale's pages, which keep their own formats.
 */
import { createContext, useContext } from "react";

export const PageLangContext = createContext<string | undefined>(undefined);

export function usePageLang(): string | undefined {
  return useContext(PageLangContext);
}
