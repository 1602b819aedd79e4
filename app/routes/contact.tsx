import { ContactDetails } from "~/components/sections/contact-details";
import { PageHero } from "~/components/sections/page-hero";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

const page = pages.contact;

export const meta = () => pageMeta(page.meta, "/contact");

export default function ContactPage() {
  return (
    <>
      <PageHero hero={page.hero} variant="light" />
      <section className="container-page grid gap-10 py-14 sm:py-20 lg:grid-cols-[1fr_24rem]">
        <ContactDetails />
      </section>
    </>
  );
}
