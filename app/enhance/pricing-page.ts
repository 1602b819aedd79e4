/**
 * Pricing's own script, right after the billing radios (the only page with them). A shared
 * `?billing=annual` link selects annual before the first paint; from then on a choice is mirrored
 * in the URL and announced (app/enhance/billing.ts).
 */
import { enhanceBillingSwitch } from "./billing.ts";

// Anything but "annual" leaves the default, monthly, checked in the markup.
if (new URLSearchParams(location.search).get("billing") === "annual") {
  // The billing radio: the page's one annual value.
  const annual = document.querySelector<HTMLInputElement>("[value=annual]");
  if (annual) annual.checked = true;
}
enhanceBillingSwitch();
