/** The band above a preview link's page: a draft, not the site, until a date (UTC: no script knows the reader's zone). */
import { useDraftPreview } from "#app/site/lib/draft-preview.tsx";

const untilFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export function DraftBanner() {
  const draft = useDraftPreview();
  if (!draft) return null;
  return (
    <aside aria-label="Draft preview" className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 print:hidden dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
      <strong className="font-semibold">Draft preview</strong> · Not on the site yet: shared for review. This link stops working on {untilFormat.format(draft.until)}.
    </aside>
  );
}
