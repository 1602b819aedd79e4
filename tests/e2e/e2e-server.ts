/** The server the end-to-end tests run against (playwright.config.ts starts it). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** Its embedded database; the inbox tests run `npm run leads` against it while the server runs. */
export const E2E_DATA_DIR = "build/e2e-data";
