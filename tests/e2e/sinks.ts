/** What the end-to-end run's SMTP server and webhook receiver got (tests/e2e/delivery-sinks.ts). */
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { readableMail } from "#tests/shared/readable-mail.ts";
import { E2E_SINKS_DIR } from "./e2e-server.ts";

export interface SunkMail {
  to: string[];
  raw: string;
  /** The body as a person reads it: quoted-printable undone. */
  text: string;
}

export interface SunkHook {
  headers: Record<string, string>;
  body: string;
}

function read<T>(kind: "mail" | "hook"): T[] {
  const dir = path.join(E2E_SINKS_DIR, kind);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).sort().map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as T);
}

/** The lead email whose headers name this lead id, once it has arrived. */
export async function mailFor(leadId: string): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(() => (found = read<Omit<SunkMail, "text">>("mail").map((mail) => ({ ...mail, text: readableMail(mail.raw) })).find((mail) => new RegExp(`X-Lead-Id: ${leadId}`, "i").test(mail.raw))), { timeout: 15_000 })
    .toBeTruthy();
  return found!;
}

export interface WebhookBody {
  type: string;
  version: number;
  data: Record<string, unknown> & { id: string; email: string };
}

/** The first webhook body whose lead matches, parsed, once it has arrived. */
export async function webhookWhere(matches: (data: WebhookBody["data"]) => boolean): Promise<WebhookBody> {
  let found: WebhookBody | undefined;
  await expect
    .poll(() => (found = read<SunkHook>("hook").map((hook) => JSON.parse(hook.body) as WebhookBody).find((body) => matches(body.data))), { timeout: 15_000 })
    .toBeTruthy();
  return found!;
}
