/**
 * Pricing's monthly / annual switch is a radio group and the prices follow it by CSS (ADR 005).
 * With JavaScript a shared `?billing=annual` link selects annual, and a choice is mirrored in the
 * URL, so a sales rep can send a link to annual prices, and announced to screen readers. Run by
 * pricing's own script right after the radios (pricing-page.ts), so the link applies before the
 * first paint; the announcer comes later in the markup, so it is looked up when a choice is made.
 * The analytics event of a choice is the analytics loader's, only on a build that has one
 * (billing-toggle.tsx).
 */
export function init(root: ParentNode = document) {
  // Anything but "annual" leaves the default, monthly, checked in the markup.
  if (new URLSearchParams(location.search).get("billing") === "annual") {
    // The billing radio: the page's one annual value.
    const annual = root.querySelector<HTMLInputElement>("[value=annual]");
    if (annual) annual.checked = true;
  }
  root.addEventListener("change", (event) => {
    const input = event.target as HTMLInputElement;
    // A radio fires "change" only as it becomes checked.
    if (input.name !== "billing") return;
    const url = new URL(location.href);
    if (input.value === "annual") url.searchParams.set("billing", "annual");
    else url.searchParams.delete("billing");
    history.replaceState(history.state, "", url);
    // Rendered with the radios (billing-toggle.tsx), after this script.
    root.querySelector("[data-billing-announcer]")!.textContent = input.dataset.announce ?? "";
  });
}
