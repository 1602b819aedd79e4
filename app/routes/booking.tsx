import { PageHero } from "~/components/sections/page-hero";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/page-meta";

const page = pages.booking;

export const meta = () => pageMeta(page.meta, "/booking");

export default function BookingPage() {
  return (
    <>
      <PageHero hero={page.hero} variant="light" />
      <section className="container-page py-14 sm:py-20">
        <div className="flex flex-col items-start gap-4 rounded-xl border border-border bg-card p-8 shadow-card">
          <p className="text-muted-foreground">{pages.booking.schedulerIntro}</p>
          <Button asChild>
            <a href={site.scheduling.url} rel="noopener noreferrer" target="_blank">
              {pages.booking.schedulerLink}
            </a>
          </Button>
        </div>
      </section>
    </>
  );
}
