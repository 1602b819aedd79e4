/** What the end-to-end run's SMTP server, webhook receiver and HubSpot got (tests/e2e/delivery-sinks.ts writes it). */
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import type { ReceivedHook, ReceivedMail } from "#tests/shared/delivery-sinks.ts";
import { E2E_SINKS_DIR } from "./e2e-server.ts";

function read<T>(kind: "mail" | "hook" | "hubspot"): T[] {
  const dir = path.join(E2E_SINKS_DIR, kind);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as T);
}

/** The lead email whose headers name this lead id, once it has arrived. */
export async function mailFor(leadId: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect.poll(() => (found = read<ReceivedMail>("mail").find((mail) => new RegExp(`X-Lead-Id: ${leadId}`, "i").test(mail.raw))), { timeout: 15_000 }).toBeTruthy();
  return found!;
}

export interface WebhookBody {
  type: string;
  version: number;
  data: Record<string, unknown> & { id: string; email: string };
}

/** The first webhook body whose lead matches, parsed, once it has arrived; it must carry the run's signature. */
export async function webhookWhere(matches: (data: WebhookBody["data"]) => boolean): Promise<WebhookBody> {
  let found: { hook: ReceivedHook; body: WebhookBody } | undefined;
  await expect
    .poll(
      () =>
        (found = read<ReceivedHook>("hook")
          .map((hook) => ({ hook, body: JSON.parse(hook.body) as WebhookBody }))
          .find(({ body }) => matches(body.data))),
      { timeout: 15_000 },
    )
    .toBeTruthy();
  expect(found!.hook.signed, "the webhook's Standard Webhooks signature").toBe(true);
  return found!.body;
}

/** A request the run's HubSpot answered. */
interface HubSpotRequest {
  method: string;
  path: string;
  body: { inputs?: Array<{ id: string; idProperty: string; properties: Record<string, string> }> } | undefined;
  status: number;
}

/** The contact properties HubSpot accepted for this address (its first contact upsert that names it), once it has arrived. */
export async function hubspotContactFor(email: string): Promise<Record<string, string>> {
  const upserted = () =>
    read<HubSpotRequest>("hubspot")
      .filter((request) => request.path === "/crm/v3/objects/contacts/batch/upsert" && request.status === 200)
      .flatMap((request) => request.body?.inputs ?? [])
      .find((input) => input.id === email)?.properties;
  let found: Record<string, string> | undefined;
  await expect.poll(() => (found = upserted()), { timeout: 15_000 }).toBeTruthy();
  return found!;
}
