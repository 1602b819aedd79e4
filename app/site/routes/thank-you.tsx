import Icon from "lucide-react/icons/mail-check";
import { StatusPage } from "#app/site/components/sections/status-page.tsx";
import { statusPages } from "#shared/content/pages.ts";
import { pageMeta } from "#app/site/lib/page-meta.ts";

const content = statusPages.thankYou;

export const meta = () => pageMeta(content.meta, "/thank-you");

export default function ThankYouPage() {
  return <StatusPage content={content} icon={<Icon aria-hidden="true" />} />;
}
