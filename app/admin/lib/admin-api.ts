/**
 * The admin app's side of /admin/api (server/admin-api.ts): typed calls that carry the session's CSRF
 * token, and one rule for an expired session (back to sign-in, then back here).
 */
import { redirect } from "react-router";
import type { Role } from "#shared/admin-roles.ts";
import type { Attribution } from "#shared/attribution.ts";
import type { CallOutcome, FirstAnswerKind, LeadActivityKind } from "#shared/lead-activity.ts";
import type { LeadStatus } from "#shared/lead-status.ts";
import type { PostStatus } from "#shared/post-status.ts";
import type { PostFields } from "#shared/post-fields.ts";

export const ADMIN_API = "/admin/api";
export const SIGN_IN_PATH = "/admin/sign-in";

export interface SessionInfo {
  user: { email: string; role: Role; away: boolean };
  csrfToken: string;
  newCount: number;
}

/** A passkey of the signed-in account, as its account page lists it. */
export interface PasskeySummary {
  id: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
}

/** One browser where the account is signed in. */
export interface SessionSummary {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  method: string;
  userAgent: string;
  current: boolean;
}

/** A contact as the inbox lists it: its latest lead (id, status, message), its count and owner. */
export interface LeadSummary {
  id: string;
  contactId: string;
  createdAt: string;
  lastActivityAt: string;
  messageCount: number;
  owner: string | null;
  name: string;
  email: string;
  company: string;
  status: LeadStatus;
  preview: string;
  /** When its first answer is due (null for leads from before), and when it came. */
  dueAt: string | null;
  firstResponseAt: string | null;
}

export interface LeadPage {
  leads: LeadSummary[];
  total: number;
  /** More leads match than were counted (the server stops at 10,000). */
  totalIsCapped: boolean;
  page: number;
  pageCount: number;
  newCount: number;
}

/** A post as the studio's list shows it. */
export interface PostSummaryRow {
  id: number;
  slug: string;
  title: string;
  author: string;
  status: PostStatus;
  publishAt: string | null;
  updatedAt: string;
}

export interface PostPage {
  posts: PostSummaryRow[];
  total: number;
  page: number;
  pageCount: number;
  /** How many posts each status holds, whatever the view. */
  counts: Record<PostStatus, number>;
}

/** One step of a post's way to the site, by whom and when. */
export interface PostEvent {
  id: string;
  at: string;
  actor: string;
  action: "preview-shared" | "preview-revoked" | "created" | "submitted" | "returned" | "published" | "updated" | "restored" | "scheduled" | "unpublished" | "unpublish-scheduled";
  detail: { at?: string; note?: string; revision?: number } | null;
}

/** A preview link that still opens its post; `id` is not the link's token. */
export interface PreviewLinkSummary {
  id: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
}

/** A post as its editor opens it: the copy being worked on (a published post's pending edits). */
export interface EditablePost {
  id: number;
  status: PostStatus;
  revision: number;
  updatedAt: string;
  updatedBy: string | null;
  publishAt: string | null;
  unpublishAt: string | null;
  fields: PostFields;
  hasPendingChanges: boolean;
}

export interface EditView {
  post: EditablePost;
  /** What the site shows, when a published post has edits not on it yet. */
  live: PostFields | null;
  choices: { authors: string[]; categories: string[] };
}

/** An image of the media library, with the size the library shows of it. */
export interface MediaImage {
  name: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  alt: string | null;
  uploadedBy: string | null;
  createdAt: string;
  thumbnail: string;
}

export interface RevisionSummary {
  id: number;
  at: string;
  actor: string;
  kind: "edit" | "restore" | "conflict" | "before" | "import";
}

export interface PostDetail {
  post: PostSummaryRow & { excerpt: string; category: string; unpublishAt: string | null };
  events: PostEvent[];
  /** The links that still open the post's copy. */
  previewLinks: PreviewLinkSummary[];
}

export interface Delivery {
  id: string;
  channel: "email" | "webhook";
  status: "pending" | "delivered" | "dead";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  deliveredAt: string | null;
  updatedAt: string;
}

/** A step on a contact's timeline: a status change, a note, a logged call or email, or the contact given to an owner (note: the rule's name). */
export interface LeadEvent {
  id: string;
  messageId: string;
  at: string;
  actor: string;
  kind: "status" | "note" | LeadActivityKind | "owner" | "meeting" | "meeting-canceled";
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus | null;
  /** A note's text, what a logged call or email said, an assignment's rule, a cancellation's reason. */
  note: string | null;
  /** A logged call: how it went. */
  outcome: CallOutcome | null;
  /** For an assignment: the owner's email. */
  owner: string | null;
  /** For a meeting booked or canceled: what it is and when it starts. */
  meetingTitle: string | null;
  meetingStartsAt: string | null;
}

/** One of the contact's messages, on its timeline. */
export interface ContactMessage {
  id: string;
  createdAt: string;
  status: LeadStatus;
  sourcePage: string | null;
  preview: string;
}

export interface SalesAccount {
  id: string;
  email: string;
  away: boolean;
}

export interface LeadDetail {
  lead: Omit<LeadSummary, "lastActivityAt" | "messageCount" | "owner" | "contactId"> & {
    phone: string;
    message: string;
    sourcePage: string | null;
    attribution: Attribution | null;
    /** How the first answer came (a logged call or email), and who gave it (their email). */
    firstResponseKind: FirstAnswerKind | null;
    firstResponder: string | null;
  };
  deliveries: Delivery[];
  history: LeadEvent[];
  contact: { id: string; messageCount: number; createdAt: string; ownerId: string | null; owner: string | null };
  messages: ContactMessage[];
  salesAccounts: SalesAccount[];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter?: number,
    /** A refusal by field (422), as the server words it. */
    readonly problems?: Partial<Record<string, string>>,
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
export async function api<T>(path: string, init: { method?: "GET" | "POST" | "PUT"; body?: unknown; from?: URL; signal?: AbortSignal } = {}): Promise<T> {
  const method = init.method ?? "GET";
  const headers: Record<string, string> = { Accept: "application/json" };
  // A form with a file goes as the browser encodes it (multipart); anything else as JSON.
  const multipart = init.body instanceof FormData;
  if (method !== "GET") {
    if (!multipart) headers["Content-Type"] = "application/json";
    headers["X-CSRF-Token"] = csrfToken;
  }
  const response = await fetch(`${ADMIN_API}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
    credentials: "same-origin",
    signal: init.signal,
  });
  if (response.status === 401 && init.from) throw signInRedirect(init.from);
  const data = (await response.json().catch(() => ({}))) as T & { error?: string; problems?: Record<string, string> };
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("retry-after")) || undefined;
    throw new ApiError(response.status, data.error ?? `The server answered ${response.status}.`, retryAfter, data.problems);
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
