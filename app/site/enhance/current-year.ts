/**
 * The footer's copyright year is prerendered at build time (site-footer.tsx); a build from December
 * shows the right year in January once this sets the visitor's.
 */
export function init(root: ParentNode = document) {
  for (const year of root.querySelectorAll("[data-current-year]")) year.textContent = String(new Date().getFullYear());
}
