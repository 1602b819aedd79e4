import { ContactDetails } from "~/components/sections/contact-details";
import { ContactForm } from "~/components/sections/contact-form";
import { PageHero } from "~/components/sections/page-hero";
import { InlineScript } from "~/components/ui/inline-script";
import { Toaster } from "~/components/ui/toaster";
import { pages } from "~/content/pages";
import contactFormScript from "~/enhance/contact-form.ts?inline-script";
import { pageMeta } from "~/lib/page-meta";
import { breadcrumbs, jsonLd } from "~/lib/structured-data";

const page = pages.contact;

export const meta = () => [...pageMeta(page.meta, "/contact"), jsonLd(breadcrumbs([["Contact", "/contact"]]))];

export default function ContactPage() {
  return (
    <>
      <PageHero hero={page.hero} variant="light" />
      <section aria-label={page.hero.title} className="container-page grid items-start gap-8 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <ContactForm />
        <ContactDetails />
      </section>
      <Toaster />
      {/* After the form and the toasts' template: the script enhances what is above it (ADR 011). */}
      <InlineScript code={contactFormScript} />
    </>
  );
}
