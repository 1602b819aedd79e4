/**
 * Pricing's own script, right after the billing radios (the only page with them): a shared
 * `?billing=annual` link selects annual before the first paint; from then on a choice is mirrored
 * in the URL and announced (app/site/enhance/billing.ts).
 */
import * as billing from "./billing.ts";

billing.init();
