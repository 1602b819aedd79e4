import { PageHero } from "~/components/sections/page-hero";
import { SchedulerEmbed } from "~/components/sections/scheduler-embed";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { breadcrumbs, jsonLd } from "~/lib/structured-data";

const page = pages.booking;

export const meta = () => [...pageMeta(page.meta, "/booking"), jsonLd(breadcrumbs([["Book a Demo", "/booking"]]))];

export default function BookingPage() {
  return (
    <>
      <PageHero hero={page.hero} variant="light" />
      <section aria-label={page.hero.title} className="container-page max-w-5xl py-12 sm:py-16">
        <SchedulerEmbed />
      </section>
    </>
  );
}
