import Icon from "lucide-react/icons/hammer";
import { StatusPage } from "#app/site/components/sections/status-page.tsx";
import { statusPages } from "#shared/content/pages.ts";
import { pageMeta } from "#app/site/lib/page-meta.ts";

const content = statusPages.comingSoon;

export const meta = () => pageMeta(content.meta, "/coming-soon");

export default function ComingSoonPage() {
  return <StatusPage content={content} icon={<Icon aria-hidden="true" />} />;
}
