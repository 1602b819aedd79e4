import { PageHero } from "#app/components/sections/page-hero.tsx";
import { SchedulerEmbed } from "#app/components/sections/scheduler-embed.tsx";
import { bookingCopy } from "#app/content/booking.ts";
import { pages } from "#app/content/pages.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { useSite } from "#app/lib/site-context.tsx";
import { breadcrumbs, jsonLd } from "#app/lib/structured-data.ts";

const page = pages.booking;

export const meta = () => [...pageMeta(page.meta, "/booking"), jsonLd(breadcrumbs([["Book a Demo", "/booking"]]))];

export default function BookingPage() {
  return (
    <>
      <PageHero hero={page.hero} variant="light" />
      <section aria-label={page.hero.title} className="container-page max-w-5xl py-12 sm:py-16">
        <SchedulerEmbed copy={bookingCopy} url={useSite().scheduling.url} />
      </section>
    </>
  );
}
