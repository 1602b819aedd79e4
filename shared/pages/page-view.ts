/** What a page's route renders: its document, and what its sections' preparation gave them (sections/registry.ts). */
import type { ContactFormAnswer } from "#shared/contact-post.ts";
import type { FormAnswerOnPage } from "#shared/forms/form-post.ts";
import type { PageDocument } from "./page.ts";

export type { LegalText } from "#sections/define.ts";

export interface PageView {
  document: PageDocument;
  /** By section anchor: what each shown section's preparation on the server gave its view. */
  prepared?: Record<string, unknown>;
  /** A contact form posted to the page without JavaScript and refused: the form shows it again (the page route's action). */
  contactAnswer?: ContactFormAnswer;
  /** A built form posted to the page without JavaScript: its thank-you, or its values and errors (the page route's action). */
  formAnswer?: FormAnswerOnPage;
}
