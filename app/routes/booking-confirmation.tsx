import Icon from "lucide-react/icons/calendar-check";
import { StatusPage } from "~/components/sections/status-page";
import { statusPages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

const content = statusPages.bookingConfirmation;

export const meta = () => pageMeta(content.meta, "/booking-confirmation");

export default function BookingConfirmationPage() {
  return <StatusPage content={content} icon={<Icon aria-hidden="true" />} />;
}
