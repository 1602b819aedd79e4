/**
 * The lead's destinations for the end-to-end run (tests/shared/delivery-sinks.ts): a real SMTP
 * server, a webhook receiver and a fake HubSpot (tests/fakes/hubspot.ts) on loopback, started by
 * playwright.config.ts beside the site, which delivers every lead to all three. Each mail, webhook
 * and request HubSpot answered is written as one JSON file under E2E_SINKS_DIR, where a test reads
 * what sales would have received (tests/e2e/sinks.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { startFakeHubSpot } from "#tests/fakes/hubspot.ts";
import { startSmtpSink, startWebhookSink } from "#tests/shared/delivery-sinks.ts";
import { E2E_HOOK_PORT, E2E_HUBSPOT, E2E_SINKS_DIR, E2E_SMTP_PORT, E2E_WEBHOOK_SECRET } from "./e2e-server.ts";

let written = 0;
function keep(kind: "mail" | "hook" | "hubspot", record: object) {
  const dir = path.join(E2E_SINKS_DIR, kind);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${Date.now()}-${++written}.json`), JSON.stringify(record));
}

fs.rmSync(E2E_SINKS_DIR, { recursive: true, force: true });
await startSmtpSink({ port: E2E_SMTP_PORT, onMail: (mail) => keep("mail", mail) });
await startFakeHubSpot({ ...E2E_HUBSPOT, onAnswer: (request, answer) => keep("hubspot", { method: request.method, path: request.path, body: request.body, status: answer.status }) });
// Last: the run waits for this one's /healthz.
await startWebhookSink({ port: E2E_HOOK_PORT, secret: E2E_WEBHOOK_SECRET, onHook: (hook) => keep("hook", hook) });
