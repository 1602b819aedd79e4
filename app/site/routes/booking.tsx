import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { SchedulerEmbed } from "#app/site/components/sections/scheduler-embed.tsx";
import { bookingCopy } from "#app/site/content/booking.ts";
import { pages } from "#shared/content/pages.ts";
import { pageMeta } from "#app/site/lib/page-meta.ts";
import { useSite } from "#app/site/lib/site-context.tsx";
import { breadcrumbs, jsonLd } from "#app/site/lib/structured-data.ts";

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
