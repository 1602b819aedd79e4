/**
 * The admin app's side of /admin/api (server/admin-api.ts): typed calls that carry the session's CSRF
 * token, and one rule for an expired session (back to sign-in, then back here).
 */
import type { ExtractSchema } from "hono/types";
import { redirect } from "react-router";
import type { AdminApi } from "#server/admin-api.ts";
import type { FlaggedLink } from "#shared/link-check.ts";

export const ADMIN_API = "/admin/api";
export const SIGN_IN_PATH = "/admin/sign-in";

type Schema = ExtractSchema<AdminApi>;

/**
 * What a route of the API answers when it succeeds, read from the route's own code (Hono's RPC
 * types: JSON, so a date is a string). Nothing here is declared by hand: a changed answer on the
 * server is a type error where the admin app reads it.
 */
export type Answer<Path extends keyof Schema, Method extends string = "$get"> =
  Extract<Method extends keyof Schema[Path] ? Schema[Path][Method] : never, { status: 200 | 201 }> extends { output: infer Output } ? Output : never;

export type SessionInfo = Answer<"/session">;
/** A passkey of the signed-in account, as its account page lists it. */
export type PasskeySummary = Answer<"/passkeys">["passkeys"][number];
/** One browser where the account is signed in. */
export type SessionSummary = Answer<"/sessions">["sessions"][number];

/** A page of the inbox: contacts with their latest lead, and how many are new. */
export type LeadPage = Answer<"/leads">;
/** A contact as the inbox lists it: its latest lead (id, status, message), its count and owner. */
export type LeadSummary = LeadPage["leads"][number];
export type LeadDetail = Answer<"/leads/:id">;
export type Delivery = LeadDetail["deliveries"][number];
/** A step on a contact's timeline: a status change, a note, a logged call or email, an owner, a meeting. */
export type LeadEvent = LeadDetail["history"][number];
/** One of the contact's messages, on its timeline. */
export type ContactMessage = LeadDetail["messages"][number];
export type SalesAccount = LeadDetail["salesAccounts"][number];

export type PostPage = Answer<"/posts">;
/** A post as the studio's list shows it. */
export type PostSummaryRow = PostPage["posts"][number];
export type PostDetail = Answer<"/posts/:id">;
/** One step of a post's way to the site, by whom and when. */
export type PostEvent = PostDetail["events"][number];
/** A preview link that still opens its post; `id` is not the link's token. */
export type PreviewLinkSummary = PostDetail["previewLinks"][number];
export type EditView = Answer<"/posts/:id/edit">;
/** A post as its editor opens it: the copy being worked on (a published post's pending edits). */
export type EditablePost = EditView["post"];
export type RevisionSummary = Answer<"/posts/:id/revisions">["revisions"][number];
/** The site's pages as the studio lists them, and the templates a new one starts from. */
export type PageList = Answer<"/pages">;
export type PageRowSummary = PageList["pages"][number];
/** A page as its editor opens it, with its history. */
export type PageDetail = Answer<"/pages/:id">;
export type EditablePageView = PageDetail["page"];
/** The forms as the studio lists them (or, `?status=published`, the live ones a page may show). */
export type FormList = Answer<"/forms">;
export type FormRowSummary = FormList["forms"][number];
/** A form as its builder opens it, with its history, its live versions and the sales team its routing may name. */
export type FormDetail = Answer<"/forms/:id">;
export type EditableFormView = FormDetail["form"];
/** The header's and footer's menus, the places a page can ask for, and the seed. */
export type MenusView = Answer<"/menus">;
/** The menus of one of the site's other locales, beside the original they translate (ADR 054). */
export type MenusInLocaleView = Answer<"/menus/:locale">;

export type ExperimentList = Answer<"/experiments">;
export type ExperimentDetail = Answer<"/experiments/:id">;
export type EditableExperimentView = ExperimentDetail["experiment"];
/** A built form's analytics (issue 72): its funnel per page and in total, and where people stop. */
export type FormAnalyticsView = Answer<"/forms/:id/analytics">;
/** An image of the media library, with the size the library shows of it. */
export type MediaImage = Answer<"/media">["images"][number];
/** A file of the media library (a PDF a form gives): never its bytes. */
export type LibraryFile = Answer<"/files">["files"][number];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter?: number,
    /** A refusal by field (422), as the server words it. */
    readonly problems?: Partial<Record<string, string>>,
    /** A step held back by links to no page of the site (409), each with its field and words. */
    readonly links?: FlaggedLink[],
  ) {
    super(message);
  }
}

let csrfToken = "";

/** Remembered from the session answer; every state-changing call sends it back. */
export function rememberCsrfToken(token: string): void {
  csrfToken = token;
}

export function currentCsrfToken(): string {
  return csrfToken;
}

/** Where to go back to after signing in: only a path inside the admin app, never another site. */
export function safeNext(next: string | null | undefined): string {
  return next && /^\/admin(?:[/?#]|$)/.test(next) && !next.startsWith("/admin/sign-in") ? next : "/admin";
}

export function signInPathFor(url: { pathname: string; search: string }): string {
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`;
}

export function signInRedirect(url: URL): Response {
  return redirect(signInPathFor(url));
}

/**
 * Calls the API. A 401 (session expired or revoked) throws a redirect to sign-in that comes back
 * to `from`; any other failure throws an ApiError with the server's sentence.
 */
export async function api<T>(path: string, init: { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown; from?: URL; signal?: AbortSignal } = {}): Promise<T> {
  const method = init.method ?? "GET";
  const headers: Record<string, string> = { Accept: "application/json" };
  // A form with a file goes as the browser encodes it (multipart), a file alone as its bytes; anything else as JSON.
  const multipart = init.body instanceof FormData;
  const file = init.body instanceof Blob ? init.body : undefined;
  if (method !== "GET") {
    if (file) headers["Content-Type"] = file.type || "application/octet-stream";
    else if (!multipart) headers["Content-Type"] = "application/json";
    headers["X-CSRF-Token"] = csrfToken;
  }
  const response = await fetch(`${ADMIN_API}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : multipart || file ? (init.body as FormData | Blob) : JSON.stringify(init.body),
    credentials: "same-origin",
    signal: init.signal,
  });
  if (response.status === 401 && init.from) throw signInRedirect(init.from);
  const data = (await response.json().catch(() => ({}))) as T & { error?: string; problems?: Record<string, string>; links?: FlaggedLink[] };
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("retry-after")) || undefined;
    throw new ApiError(response.status, data.error ?? `The server answered ${response.status}.`, retryAfter, data.problems, data.links);
  }
  return data;
}

const sessions = new WeakMap<Request, Promise<SessionInfo>>();

/** The signed-in person, asked once per navigation: the layout's loader and a page's share the answer. */
export function sessionFor(request: Request): Promise<SessionInfo> {
  let session = sessions.get(request);
  if (!session) {
    session = api<SessionInfo>("/session", { from: new URL(request.url), signal: request.signal });
    sessions.set(request, session);
  }
  return session;
}
