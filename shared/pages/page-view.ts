/** What a page's route renders: its document, and the text its sections read from elsewhere. */
import type { LegalDocumentKind } from "#shared/legal-provider.ts";
import type { PageDocument } from "./page.ts";

/** A legal document's baseline text (content/legal), rendered: what its section shows. */
export interface LegalText {
  title: string;
  effectiveDate: string;
  html: string;
}

export interface PageView {
  document: PageDocument;
  legal?: Partial<Record<LegalDocumentKind, LegalText>>;
  /** Formatted text rendered, by section anchor (`<id>`; an image and text section's picture as `<id>:image`). */
  html?: Record<string, string>;
}
