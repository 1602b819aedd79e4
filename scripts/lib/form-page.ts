/**
 * A landing page with the campaign form (tests/shared/benchmark-form.ts), published into a
 * bench's own server as the studio's publish leaves it, so Lighthouse audits a page with a built
 * form: the seed has none.
 */
import path from "node:path";
import { openDatabase } from "#server/platform/db/database.ts";
import { benchmarkForm, publishForm, publishFormPage } from "#tests/shared/benchmark-form.ts";

export const FORM_PAGE_ROUTE = "/benchmark-report";

/** Publishes the form and its page into the running server of DATA_DIR `dataDir`; resolves once `baseUrl` serves the page. */
export async function publishFormLandingPage(dataDir: string, baseUrl: string): Promise<void> {
  const database = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle"), shareRunningServer: true, poolSize: 2 });
  try {
    await publishFormPage(database.db, FORM_PAGE_ROUTE, await publishForm(database.db, benchmarkForm()));
  } finally {
    await database.close();
  }
  // Every process hears the new generation within a second (LISTEN, with a poll behind it).
  for (let tries = 0; tries < 50; tries += 1) {
    if ((await fetch(`${baseUrl}${FORM_PAGE_ROUTE}`)).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${FORM_PAGE_ROUTE} is not served after its publish`);
}
