/**
 * Which pages `npm run bench` audits by default. Every page whose content differs in kind (each
 * template, each article: their titles, covers and lengths differ), but one page of each blog
 * archive: the 60-odd tag pages, the category pages and the numbered list pages are one template
 * each with a different list of cards, and auditing every one tripled a full run (117 pages,
 * 702 Lighthouse runs, about 1.5 hours).
 */
const ARCHIVES = [/^\/blog\/tag\//, /^\/blog\/category\//, /^\/blog\/page\//];

export function routesToAudit(all: readonly string[]): string[] {
  const seen = new Set<RegExp>();
  return all.filter((route) => {
    const archive = ARCHIVES.find((pattern) => pattern.test(route));
    if (!archive) return true;
    if (seen.has(archive)) return false;
    seen.add(archive);
    return true;
  });
}
