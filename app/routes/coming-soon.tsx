import Icon from "lucide-react/icons/hammer";
import { StatusPage } from "~/components/sections/status-page";
import { statusPages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

const content = statusPages.comingSoon;

export const meta = () => pageMeta(content.meta, "/coming-soon");

export default function ComingSoonPage() {
  return <StatusPage content={content} icon={<Icon aria-hidden="true" />} />;
}
