import CompassIcon from "lucide-react/icons/compass";
import { StatusPage } from "~/components/sections/status-page";
import { InlineScript } from "~/components/ui/inline-script";
import { notFoundPage } from "~/content/error-pages";
import notFoundScript from "~/enhance/not-found.ts?inline-script";
import { pageMeta } from "~/lib/page-meta";

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
