import { ContactDetails } from "#app/components/sections/contact-details.tsx";
import { ContactForm } from "#app/components/sections/contact-form.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { InlineScript } from "#app/components/ui/inline-script.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { contactCopy, contactFormCopy } from "#app/content/contact.ts";
import { pages } from "#app/content/pages.ts";
import contactFormScript from "#app/enhance/contact-page.ts?inline-script";
import { pageMeta } from "#app/lib/page-meta.ts";
import { useSite } from "#app/lib/site-context.tsx";
import { breadcrumbs, jsonLd } from "#app/lib/structured-data.ts";

const page = pages.contact;

export const meta = () => [...pageMeta(page.meta, "/contact"), jsonLd(breadcrumbs([["Contact", "/contact"]]))];

export default function ContactPage() {
  return (
    <>
      <PageHero hero={page.hero} variant="light" />
      <section aria-label={page.hero.title} className="container-page grid items-start gap-8 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <ContactForm copy={contactFormCopy} />
        <ContactDetails copy={contactCopy} site={useSite()} />
      </section>
      <Toaster />
      {/* After the form and the toasts' template: the script enhances what is above it (ADR 011). */}
      <InlineScript code={contactFormScript} />
    </>
  );
}
