import ClockIcon from "lucide-react/icons/clock";
import MailIcon from "lucide-react/icons/mail";
import MapPinIcon from "lucide-react/icons/map-pin";
import PhoneIcon from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { Card, CardContent, CardTitle } from "#app/ui/card.tsx";
import type { ContactCopy } from "#shared/content/contact.ts";
import type { SiteConfig } from "#shared/content/site.ts";
import { hoursRows, timeZoneName } from "#shared/business-hours.ts";
import { ContactForm } from "#app/site/components/sections/contact-form.tsx";
import { InlineScript } from "#app/ui/inline-script.tsx";
import { Toaster } from "#app/ui/toaster.tsx";
import contactFormScript from "#app/site/enhance/contact-page.ts?inline-script";
import { useSite } from "#app/site/lib/site-context.tsx";
import { contactFormStatusCopy } from "#shared/content/contact.ts";
import type { SectionView } from "#sections/view.ts";

/** The contact-information and business-hours cards of /contact. */
export function ContactDetails({ copy, site }: { copy: ContactCopy; site: Pick<SiteConfig, "email" | "phone" | "address" | "hours"> }) {
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent>
          <CardTitle as="h2">{copy.infoHeading}</CardTitle>
          <dl className="mt-5 flex flex-col gap-5">
            <Detail icon={<MailIcon />} label={copy.emailLabel}>
              <a className="font-medium text-primary hover:underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </Detail>
            <Detail icon={<PhoneIcon />} label={copy.phoneLabel}>
              <a className="font-medium text-primary hover:underline" href={`tel:${site.phone.e164}`}>
                {site.phone.display}
              </a>
            </Detail>
            <Detail icon={<MapPinIcon />} label={copy.officeLabel}>
              {site.address.street}
              <br />
              {site.address.locality}, {site.address.region} {site.address.postalCode}
            </Detail>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <div className="flex items-center gap-2.5">
            <ClockIcon aria-hidden="true" className="size-5 text-primary" />
            <CardTitle as="h2">{copy.hoursHeading}</CardTitle>
          </div>
          <dl className="mt-5 flex flex-col gap-3 text-sm">
            {hoursRows(site.hours, copy.closed).map((row) => (
              <div key={row.days} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{row.days}</dt>
                <dd className="font-medium">{row.time}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-5 text-xs leading-relaxed text-muted-foreground">{`${timeZoneName(site.hours.timeZone)}. ${copy.hoursNote}`}</p>
        </CardContent>
      </Card>
    </div>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-14 text-sm leading-relaxed">
      <dt className="text-muted-foreground">
        <span aria-hidden="true" className="absolute left-0 top-0 flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-foreground">{children}</dd>
    </div>
  );
}

// A post refused without JavaScript comes back with the page (its route's action): the form shows it.
const View: SectionView<"contact-form"> = ({ section, page }) => (
  <>
    <section aria-label={section.label} className="container-page grid items-start gap-8 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
      <ContactForm copy={{ ...section.form, ...contactFormStatusCopy }} answer={page.contactAnswer} />
      <ContactDetails copy={section.details} site={useSite()} />
    </section>
    <Toaster />
    {/* After the form and the toasts' template: the script enhances what is above it (ADR 011). */}
    <InlineScript code={contactFormScript} />
  </>
);

export default View;
