import Icon from "lucide-react/icons/mail-check";
import { StatusPage } from "~/components/sections/status-page";
import { statusPages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

const content = statusPages.thankYou;

export const meta = () => pageMeta(content.meta, "/thank-you");

export default function ThankYouPage() {
  return <StatusPage content={content} icon={<Icon aria-hidden="true" />} />;
}
