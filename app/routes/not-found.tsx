import CompassIcon from "lucide-react/icons/compass";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { StatusPage } from "~/components/sections/status-page";
import { notFoundPage } from "~/content/error-pages";
import { pageMeta } from "~/lib/page-meta";

const content = notFoundPage;

/** No canonical: a missing page must not declare itself the canonical URL of anything. */
export const meta = () => pageMeta(content.meta, undefined);

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // SPEC "Not found": the attempted path is written to the console for whoever debugs a broken link.
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return <StatusPage content={content} icon={<CompassIcon aria-hidden="true" />} />;
}
