/**
 * React Router's request handler over the app's server bundle (a build's build/server/index.js, or
 * Vite's modules in development): its route modules render every public page from the store, and
 * the admin app's shell (ADR 024, ADR 040).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { SearchPlace } from "#shared/blog-search.ts";
import type { SearchResults } from "#server/site/render/blog-search.server.ts";
import type { ContentSource } from "#server/site/render/content-source.server.ts";
import { siteViewsOf } from "#server/site/render/site-views.server.ts";
import type { ContactPost } from "#shared/contact-post.ts";
import type { FormPost } from "#shared/forms/form-post.ts";
import { site as defaultSite, type SiteConfig } from "#shared/content/site.ts";

/** Renders a page of the build at `url`, with the blog from `content` and the site's facts from `site` (the defaults when absent). */
export type RenderPage = (url: string, content: ContentSource, site?: SiteConfig) => Promise<Response>;

/**
 * Answers a contact form posted to the page at `url` without JavaScript: the page route's action
 * sends it through the lead pipeline (`post`), then redirects or draws the page again with the error.
 */
export type AnswerPost = (url: string, post: ContactPost, content: ContentSource, site?: SiteConfig) => Promise<Response>;

/** Answers a built form posted to the page at `url` without JavaScript, as `AnswerPost` does the contact form. */
export type AnswerFormPost = (url: string, post: FormPost, content: ContentSource, site?: SiteConfig) => Promise<Response>;

/** The search page's parts that show its query, as HTML: its form, and what it found (app/entry.server.tsx). */
export interface SearchParts {
  form: string;
  findings: string;
}

/** The build's renderer: whole pages, and the search page's parts for a query (server/site/search-page.ts). */
export interface Renderer {
  page: RenderPage;
  answer: AnswerPost;
  answerForm: AnswerFormPost;
  searchParts: (found: SearchResults, place?: SearchPlace) => SearchParts;
}

/** The server bundle beside a build's client files (build/client -> build/server/index.js). */
export function serverBuildFile(clientDir: string): string {
  return path.resolve(clientDir, "..", "server", "index.js");
}

async function buildOf(file: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

export async function loadRenderer(file: string): Promise<Renderer> {
  return rendererOf(await buildOf(file));
}

/** The renderer over a server bundle: a build's, or Vite's modules in development (server/dev.ts). */
export function rendererOf(build: ServerBuild, mode: "production" | "development" = "production"): Renderer {
  const handler = createRequestHandler(build, mode);
  const { renderSearchParts } = build.entry.module as unknown as { renderSearchParts?: Renderer["searchParts"] };
  if (!renderSearchParts) throw new Error("The server bundle renders no search parts: a bundle of an older build");
  // The loaders read finished views (site-views.server.ts); the action reaches the lead pipeline through `contactPost`.
  const contextOf = (content: ContentSource, site = defaultSite) => ({ content: siteViewsOf(content, site), site });
  return {
    page: (url, content, site) => handler(new Request(url), contextOf(content, site)),
    answer: (url, post, content, site) => handler(postTo(url), { ...contextOf(content, site), contactPost: post }),
    answerForm: (url, post, content, site) => handler(postTo(url), { ...contextOf(content, site), formPost: post }),
    searchParts: renderSearchParts,
  };
}

/**
 * A post to the page at `url`, for its route's action. The home page is the index route, which
 * React Router gives a post to only when its address says `?index` (else it goes to the root, which has no action).
 */
function postTo(url: string): Request {
  const address = new URL(url);
  if (address.pathname === "/") address.searchParams.set("index", "");
  return new Request(address, { method: "POST" });
}

/**
 * The admin app's shell: the root route alone with the scripts that boot the app, rendered as
 * React Router renders its SPA fallback at build time (it honours the SPA-mode header only in a
 * build's own requests, which IS_RR_BUILD_REQUEST marks).
 */
export async function renderAdminShell(file: string): Promise<string> {
  return adminShellOf(await buildOf(file));
}

export async function adminShellOf(build: ServerBuild, mode: "production" | "development" = "production"): Promise<string> {
  const handler = createRequestHandler(build, mode);
  process.env.IS_RR_BUILD_REQUEST = "yes";
  try {
    const response = await handler(new Request("http://localhost/admin", { headers: { "X-React-Router-SPA-Mode": "yes" } }));
    const html = await response.text();
    if (response.status !== 200 || !html.includes("window.__reactRouterRouteModules")) {
      throw new Error(`The admin app's shell did not render (${response.status}): ${html.slice(0, 200)}`);
    }
    return html;
  } finally {
    delete process.env.IS_RR_BUILD_REQUEST;
  }
}
