import { ContactDetails } from "#app/site/components/sections/contact-details.tsx";
import { ContactForm } from "#app/site/components/sections/contact-form.tsx";
import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { InlineScript } from "#app/ui/inline-script.tsx";
import { Toaster } from "#app/ui/toaster.tsx";
import { contactCopy, contactFormCopy } from "#shared/content/contact.ts";
import { pages } from "#shared/content/pages.ts";
import contactFormScript from "#app/site/enhance/contact-page.ts?inline-script";
import { pageMeta } from "#app/site/lib/page-meta.ts";
import { useSite } from "#app/site/lib/site-context.tsx";
import { breadcrumbs, jsonLd } from "#app/site/lib/structured-data.ts";

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
