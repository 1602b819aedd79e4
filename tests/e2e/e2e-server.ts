/** The server the end-to-end tests run against (playwright.config.ts starts it). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** Its embedded database; the admin app's tests run `npm run leads` against it while the server runs. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? "build/e2e-data";
/** Where it delivers leads (tests/e2e/delivery-sinks.ts): SMTP, a webhook, and the files they write. */
export const E2E_SMTP_PORT = E2E_PORT + 1;
export const E2E_HOOK_PORT = E2E_PORT + 2;
export const E2E_SINKS_DIR = "build/e2e-sinks";
/** The webhook's signing secret in the test run only. */
export const E2E_WEBHOOK_SECRET = `whsec_${Buffer.from("end-to-end-test-signing-key").toString("base64")}`;
