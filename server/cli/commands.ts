/**
 * The operator's commands over stored leads and the admin app's accounts (`npm run leads -- <command>`),
 * run by the CLI (leads.ts) against the database, or by the server for it (admin-channel.ts).
 */
import fs from "node:fs";
import type { Database } from "#server/platform/db/database.ts";
import type { LeadRecord } from "#server/sales/leads/queries.ts";
import { audit, erasedAddressTarget, recentAudit } from "#server/auth/audit.ts";
import { allMessagePages, eraseEmail, formMessagePages, getMessage, listMessages, outboxSummary, purgeOlderThan, retryDead } from "#server/sales/leads/queries.ts";
import { terminalSafe, terminalSafeLines } from "#server/platform/terminal-safe.ts";
import { LEADS_USAGE, leadsUsageCode } from "./leads-usage.ts";
import { option } from "#server/platform/cli-option.ts";

// The export's CSV and forms, the accounts' passwords and the site's URL load with their commands (issue 74).

export interface RunOptions {
  /** The origin people reach the site at, for setup links (PUBLIC_URL); unset, the site's canonical URL. */
  origin?: string;
  /** Whether the output goes to a terminal (then exports are escaped like everything else). */
  tty?: boolean;
}

export async function run(args: string[], db: Database, out: (text: string) => void, options: RunOptions = { tty: process.stdout.isTTY }): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case "list": {
      const rows = await listMessages(db, Number(option(rest, "--limit") ?? 20));
      if (rows.length === 0) out("No messages yet.");
      for (const row of rows) {
        out(terminalSafe(`${row.createdAt.toISOString()}  ${row.id}  ${row.name} <${row.email}>${row.company ? ` · ${row.company}` : ""}  owner: ${row.owner ?? "none"}  contact: ${row.contactId}`));
      }
      return 0;
    }
    case "show": {
      const id = rest[0];
      if (!id) return fail(out, "show needs a message id");
      const found = await getMessage(db, id);
      if (!found) return fail(out, `No message ${terminalSafe(id)}`);
      // JSON escapes C0 controls itself; DEL, C1 and bidi controls it leaves as they are.
      out(terminalSafeLines(JSON.stringify(found, null, 2)));
      return 0;
    }
    case "export": {
      const format = option(rest, "--format") ?? "csv";
      if (format !== "csv" && format !== "json") return fail(out, "--format must be csv or json");
      const form = option(rest, "--form");
      if (form !== undefined && !/^[1-9]\d{0,9}$/.test(form)) return fail(out, "--form must be a form's id (a number)");
      const formId = form === undefined ? undefined : Number(form);
      const [{ formFieldKeys, toCsv }, { storedPublishedForms }, { formRefsOf }] = await Promise.all([
        import("#server/sales/leads/export.ts"),
        import("#server/site/published-forms.ts"),
        import("#shared/forms/published-forms.ts"),
      ]);
      const rows: LeadRecord[] = [];
      // A page per query: run by the server (admin-channel.ts), the export must not hold PGlite's one connection.
      for await (const page of formId === undefined ? allMessagePages(db) : formMessagePages(db, formId)) rows.push(...page);
      const publishedForms = storedPublishedForms(db);
      const forms = { documents: await publishedForms.documents(formRefsOf(rows)), fieldKeys: formId === undefined ? undefined : await formFieldKeys(publishedForms, formId) };
      const text = format === "csv" ? toCsv(rows, forms) : `${JSON.stringify(rows, null, 2)}\n`;
      const file = option(rest, "--out");
      if (file) {
        fs.writeFileSync(file, text, { mode: 0o600 });
        out(`Wrote ${rows.length} messages to ${file}`);
      } else if (options.tty) out(terminalSafeLines(text.trimEnd()));
      // Piped into a file or another program, the export stays byte-exact.
      else out(text.trimEnd());
      return 0;
    }
    case "outbox": {
      const { rows, dead } = await outboxSummary(db);
      if (rows.length === 0) out("The outbox is empty.");
      for (const row of rows) out(`${row.channel.padEnd(8)} ${row.status.padEnd(10)} ${row.count}`);
      for (const row of dead) out(terminalSafe(`dead: ${row.id} (${row.channel}) message ${row.messageId}, ${row.attempts} attempts: ${row.lastError ?? ""}`));
      return 0;
    }
    case "retry-dead": {
      const count = await retryDead(db, rest);
      out(`Queued ${count} dead-lettered deliveries again.`);
      return 0;
    }
    case "erase": {
      const email = rest[0];
      if (!email) return fail(out, "erase needs an email address");
      const count = await eraseEmail(db, email);
      await audit(db, { actor: "cli", action: "erase", target: erasedAddressTarget(email), detail: { messages: count } });
      out(`Erased ${count} messages (and their deliveries) for that address.`);
      return 0;
    }
    case "purge": {
      const days = Number(option(rest, "--older-than"));
      if (!Number.isInteger(days) || days < 1) return fail(out, "purge needs --older-than <days>, a whole number of days");
      const count = await purgeOlderThan(db, days);
      out(`Deleted ${count} messages older than ${days} days.`);
      return 0;
    }
    case "users":
      return users(rest, db, out, options);
    case "audit": {
      const rows = await recentAudit(db, Number(option(rest, "--limit") ?? 50));
      if (rows.length === 0) out("The audit log is empty.");
      for (const row of rows) {
        const detail = row.detail ? ` ${JSON.stringify(row.detail)}` : "";
        out(terminalSafe(`${row.at.toISOString()}  ${row.ok ? "  " : "! "}${row.action.padEnd(20)} ${row.actor}${row.target ? ` → ${row.target}` : ""}${detail}`));
      }
      return 0;
    }
    default:
      out(LEADS_USAGE);
      return leadsUsageCode(command);
  }
}

async function users(args: string[], db: Database, out: (text: string) => void, options: RunOptions): Promise<number> {
  const [action, email] = args;
  const { AccountError, addUser, listUsers, resetUser, setDisabled, setRole, SETUP_LINK_HOURS, setupLink } = await import("#server/auth/users.ts");
  const hours = Number(option(args, "--hours") ?? SETUP_LINK_HOURS);
  try {
    switch (action) {
      case "list": {
        const rows = await listUsers(db);
        if (rows.length === 0) out('No accounts yet. Add one with "users add <email>".');
        for (const user of rows) {
          const state = user.disabledAt ? "disabled" : user.passwordHash ? "active" : "waiting for setup";
          const last = user.lastSignInAt ? `last sign-in ${user.lastSignInAt.toISOString()}` : "never signed in";
          out(terminalSafe(`${user.email.padEnd(36)} ${user.role.padEnd(7)} ${state.padEnd(18)} ${last}`));
        }
        return 0;
      }
      case "add": {
        if (!email) return fail(out, "users add needs an email address");
        const issued = await addUser(db, email, { hours, role: option(args, "--role") ?? "admin" });
        await audit(db, { actor: "cli", action: "user-added", target: issued.email, detail: { role: issued.role } });
        out(`Account created for ${issued.email} (${issued.role}).`);
        printSetupLink(out, setupLink(await originOf(options), issued.token), issued.expiresAt);
        return 0;
      }
      case "reset": {
        if (!email) return fail(out, "users reset needs an email address");
        const reset = await resetUser(db, email, hours);
        await audit(db, { actor: "cli", action: "user-reset", target: reset.email, detail: { sessionsEnded: reset.sessions, passkeysRemoved: reset.passkeys } });
        out(`${reset.email}: the old password no longer works, ${plural(reset.passkeys, "passkey")} removed, ${plural(reset.sessions, "session")} ended.`);
        printSetupLink(out, setupLink(await originOf(options), reset.token), reset.expiresAt);
        return 0;
      }
      case "role": {
        const role = args[2];
        if (!email || !role) return fail(out, "users role needs an email address and a role: users role <email> admin|editor|writer|sales");
        const changed = await setRole(db, email, role);
        await audit(db, { actor: "cli", action: "role-changed", target: changed.email, detail: { from: changed.from, to: changed.to } });
        out(`${changed.email} is now ${changed.to} (was ${changed.from}), from their next request on.`);
        return 0;
      }
      case "disable":
      case "enable": {
        if (!email) return fail(out, `users ${action} needs an email address`);
        const user = await setDisabled(db, email, action === "disable");
        await audit(db, { actor: "cli", action: action === "disable" ? "user-disabled" : "user-enabled", target: user.email });
        out(action === "disable" ? `${user.email} can no longer sign in; open sessions end on their next request.` : `${user.email} can sign in again.`);
        return 0;
      }
      default:
        out(LEADS_USAGE);
        return 1;
    }
  } catch (error) {
    if (error instanceof AccountError) return fail(out, error.message);
    throw error;
  }
}

async function originOf(options: RunOptions): Promise<string> {
  return options.origin ?? (await import("#shared/site-url.ts")).SITE_URL;
}

function printSetupLink(out: (text: string) => void, link: string, expiresAt: Date) {
  out(`Send them this one-time setup link (valid until ${expiresAt.toISOString()}):`);
  out(link);
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

function fail(out: (text: string) => void, message: string): number {
  out(`Error: ${message}`);
  return 1;
}
