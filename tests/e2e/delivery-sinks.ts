/**
 * The lead's destinations for the end-to-end run: a real SMTP server and a webhook receiver on
 * loopback, started by playwright.config.ts beside the site, which delivers every lead to both. Each
 * mail and webhook is written as one JSON file under E2E_SINKS_DIR, where a test reads what sales
 * would have received (tests/e2e/sinks.ts).
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { E2E_HOOK_PORT, E2E_SINKS_DIR, E2E_SMTP_PORT } from "./e2e-server.ts";

let written = 0;
function keep(kind: "mail" | "hook", record: object) {
  const dir = path.join(E2E_SINKS_DIR, kind);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${Date.now()}-${++written}.json`), JSON.stringify(record));
}

fs.rmSync(E2E_SINKS_DIR, { recursive: true, force: true });

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      keep("mail", { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
      callback();
    });
  },
});
smtp.listen(E2E_SMTP_PORT, "127.0.0.1");

http
  .createServer((request, response) => {
    if (request.method === "GET" && request.url === "/healthz") return void response.end("ok");
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      keep("hook", { headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.end();
    });
  })
  .listen(E2E_HOOK_PORT, "127.0.0.1");
