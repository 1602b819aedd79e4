import { ContactDetails } from "~/components/sections/contact-details";
import { ContactForm } from "~/components/sections/contact-form";
import { PageHero } from "~/components/sections/page-hero";
import { Toaster } from "~/components/ui/toaster";
import { pages } from "~/content/pages";
import { hydrate } from "~/lib/hydration";
import { pageMeta } from "~/lib/page-meta";
import { breadcrumbs, jsonLd } from "~/lib/structured-data";

const page = pages.contact;

export const meta = () => [...pageMeta(page.meta, "/contact"), jsonLd(breadcrumbs([["Contact", "/contact"]]))];

/** The form validates, sends and shows its states with React (and works without it, as a post). */
export const handle = hydrate;

export default function ContactPage() {
  return (
    <>
      <PageHero hero={page.hero} variant="light" />
      <section aria-label={page.hero.title} className="container-page grid items-start gap-8 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <ContactForm />
        <ContactDetails />
      </section>
      <Toaster />
    </>
  );
}
