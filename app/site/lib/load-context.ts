/**
 * What the server gives the public pages' loaders and actions (server/site/renderer.ts): the
 * finished views of the store's pages, and for a contact form posted without JavaScript the lead
 * pipeline that takes it. Only their types come from server/: the server makes both.
 */
import type { SiteViews } from "#server/site/render/site-views.server.ts";
import type { ContactPost } from "#shared/contact-post.ts";
import type { FormPost } from "#shared/forms/form-post.ts";

declare module "react-router" {
  interface AppLoadContext {
    content?: SiteViews;
    contactPost?: ContactPost;
    /** A built form posted to its page without JavaScript (server/sales/forms/route.ts). */
    formPost?: FormPost;
  }
}

export function contentOf(context: { content?: SiteViews } | undefined): SiteViews {
  if (!context?.content) throw new Error("A page was rendered without the store: render it through the server (server/site/renderer.ts)");
  return context.content;
}

export function contactPostOf(context: { contactPost?: ContactPost } | undefined): ContactPost {
  if (!context?.contactPost) throw new Error("A form was posted to a page without the lead pipeline: post it through the server (server/sales/contact/route.ts)");
  return context.contactPost;
}
