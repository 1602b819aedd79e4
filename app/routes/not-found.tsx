import CompassIcon from "lucide-react/icons/compass";
import { StatusPage } from "#app/components/sections/status-page.tsx";
import { InlineScript } from "#app/components/ui/inline-script.tsx";
import { notFoundPage } from "#app/content/error-pages.ts";
import notFoundScript from "#app/enhance/not-found-page.ts?inline-script";
import { pageMeta } from "#app/lib/page-meta.ts";

const content = notFoundPage;

/** No canonical: a missing page must not declare itself the canonical URL of anything. */
export const meta = () => pageMeta(content.meta, undefined);

export default function NotFoundPage() {
  return (
    <>
      <StatusPage content={content} icon={<CompassIcon aria-hidden="true" />} />
      <InlineScript code={notFoundScript} />
    </>
  );
}
