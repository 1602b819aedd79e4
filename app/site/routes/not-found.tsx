import CompassIcon from "lucide-react/icons/compass";
import { StatusPage } from "#app/site/components/sections/status-page.tsx";
import { InlineScript } from "#app/ui/inline-script.tsx";
import { notFoundPage } from "#app/site/content/error-pages.ts";
import notFoundScript from "#app/site/enhance/not-found-page.ts?inline-script";
import { pageMeta } from "#app/site/lib/page-meta.ts";

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
