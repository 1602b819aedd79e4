/**
 * The audit log: who signed in (or failed to), exported, erased, changed a lead or an account, and
 * when. Append-only from the application; the admin app shows it, nothing edits it.
 */
import { randomUUID } from "node:crypto";
import { desc } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import type { PageEventAction, PostEventAction } from "#server/platform/db/content-schema.ts";
import { auditLog } from "#server/platform/db/schema.ts";
import { sha256 } from "./tokens.ts";

export type AuditAction =
  | "experiment-created"
  | "experiment-saved"
  | "experiment-started"
  | "experiment-paused"
  | "experiment-resumed"
  | "experiment-stopped"
  | "sign-in"
  | "sign-in-failed"
  | "sign-in-throttled"
  | "sign-out"
  | "sign-out-everywhere"
  | "setup-completed"
  | "password-changed"
  | "password-change-failed"
  | "passkey-added"
  | "passkey-add-refused"
  | "passkey-removed"
  | "export"
  | "erase"
  | "lead-status"
  | "lead-note"
  | "lead-activity"
  | "lead-owner"
  | "routing-changed"
  | "away-changed"
  | "retry-delivery"
  | "user-added"
  | "user-disabled"
  | "user-enabled"
  | "user-reset"
  | "role-changed"
  | "media-uploaded"
  | "file-uploaded"
  | "file-retitled"
  | "file-deleted"
  | "author-saved"
  | "redirect-set"
  | "redirect-removed"
  | "settings-changed"
  | "menus-changed"
  | "posts-imported"
  | `post-${PostEventAction}`
  | "post-deleted"
  | `page-${PageEventAction}`
  | "page-deleted"
  | `form-${PageEventAction}`;

export interface AuditEntry {
  actor: string;
  action: AuditAction;
  target?: string;
  detail?: Record<string, unknown>;
  /** The client's address; stored hashed. */
  address?: string;
  ok?: boolean;
}

/** `db` may be a transaction: a step that changes something records it in the same commit. */
export async function audit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    id: randomUUID(),
    // An email address is at most 254 characters; a failed sign-in's actor is whatever was typed.
    actor: entry.actor.slice(0, 254),
    action: entry.action,
    target: entry.target,
    detail: entry.detail,
    address: entry.address ? sha256(entry.address).slice(0, 16) : undefined,
    ok: entry.ok ?? true,
  });
}

/** An erasure names the erased address by a hash, so the log proves it happened without keeping it. */
export function erasedAddressTarget(email: string): string {
  return `email-sha256:${sha256(email.trim().toLowerCase()).slice(0, 16)}`;
}

export async function recentAudit(db: Database, limit = 100) {
  return db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(limit);
}
