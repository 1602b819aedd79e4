import Icon from "lucide-react/icons/calendar-check";
import { StatusPage } from "#app/site/components/sections/status-page.tsx";
import { statusPages } from "#shared/content/pages.ts";
import { pageMeta } from "#app/site/lib/page-meta.ts";

const content = statusPages.bookingConfirmation;

export const meta = () => pageMeta(content.meta, "/booking-confirmation");

export default function BookingConfirmationPage() {
  return <StatusPage content={content} icon={<Icon aria-hidden="true" />} />;
}
