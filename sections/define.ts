/**
 * What a section type is, in its own folder (docs/content.md, "Adding a section type"): its schema,
 * with the editor's labels, help and widgets as zod metadata and its palette name and line on the
 * schema itself; its drawing for the palette; and, when it shows what the document does not hold
 * (rendered Markdown, a legal text, an image's size), its preparation on the server. The component
 * is the folder's view.tsx, which the server never imports.
 */
import type { z } from "zod";
import type { LegalDocumentKind } from "#shared/legal-provider.ts";
import type { Shape } from "#sections/picture.ts";
import type { PublishedForm } from "#shared/forms/form.ts";

/** A legal document's baseline text (content/legal), rendered: what its section shows. */
export interface LegalText {
  title: string;
  effectiveDate: string;
  html: string;
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * What a preparation may ask the server for, bound to one section of one page (which its messages
 * name). The server passes them in, so a section's folder imports nothing of the server.
 */
export interface SectionTools {
  /** Formatted text through the articles' pipeline and sanitizer, as HTML. */
  markdown(text: string): Promise<string>;
  /** A legal document's baseline text. */
  legalText(kind: LegalDocumentKind): Promise<LegalText>;
  /** A media library image's size in pixels; an image the library lacks is an error. */
  imageSize(name: string): Promise<ImageSize>;
  /** A published form at its live version; a form that is not published is an error. */
  form(id: number): Promise<PublishedForm>;
}

export interface SectionDefinition<S extends z.ZodObject = z.ZodObject, P = unknown> {
  /** `type: z.literal("…")` first; `.meta({ label, help })` names the type in the palette. */
  schema: S;
  picture: Shape[];
  /** What the view needs from the server, pure over `tools`; run for each shown section as the page is drawn. */
  prepare?: (section: z.output<S>, tools: SectionTools) => Promise<P>;
}

export function defineSection<S extends z.ZodObject, P = undefined>(definition: SectionDefinition<S, P>): SectionDefinition<S, P> {
  return definition;
}
