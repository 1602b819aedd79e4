/**
 * The lead's destinations for the end-to-end run (tests/shared/delivery-sinks.ts): a real SMTP
 * server and a webhook receiver on loopback, started by playwright.config.ts beside the site,
 * which delivers every lead to both. Each mail and webhook is written as one JSON file under
 * E2E_SINKS_DIR, where a test reads what sales would have received (tests/e2e/sinks.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { startSmtpSink, startWebhookSink } from "#tests/shared/delivery-sinks.ts";
import { E2E_HOOK_PORT, E2E_SINKS_DIR, E2E_SMTP_PORT, E2E_WEBHOOK_SECRET } from "./e2e-server.ts";

let written = 0;
function keep(kind: "mail" | "hook", record: object) {
  const dir = path.join(E2E_SINKS_DIR, kind);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${Date.now()}-${++written}.json`), JSON.stringify(record));
}

fs.rmSync(E2E_SINKS_DIR, { recursive: true, force: true });
await startSmtpSink({ port: E2E_SMTP_PORT, onMail: (mail) => keep("mail", mail) });
await startWebhookSink({ port: E2E_HOOK_PORT, secret: E2E_WEBHOOK_SECRET, onHook: (hook) => keep("hook", hook) });
