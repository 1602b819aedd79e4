import MailIcon from "lucide-react/icons/mail";
import MapPinIcon from "lucide-react/icons/map-pin";
import PhoneIcon from "lucide-react/icons/phone";
import { languageSwitcherLabel } from "#app/site/content/navigation.ts";
import { withBrand } from "#shared/content/chrome-words.ts";
import { switcherLinks } from "#shared/i18n/switcher.ts";
import type { PageLanguage } from "#shared/pages/page-view.ts";
import { useChrome } from "#app/site/lib/chrome-context.tsx";
import { useSite } from "#app/site/lib/site-context.tsx";
import { Logo } from "#app/ui/logo.tsx";
import { SocialIcon } from "./social-icons.tsx";

/**
 * `language`: the page's, with its translations (ADR 054); the switcher shows only where one is
 * published. The words are the chrome's: the page's locale's where written, else marked as not.
 */
export function SiteFooter({ language }: { language?: PageLanguage }) {
  const site = useSite();
  const { menus, words, home, wordsLanguage } = useChrome();
  return (
    <footer {...wordsLanguage} className="render-when-near bg-ink text-ink-muted print:hidden">
      <div className="container-page py-16">
        <div className="grid gap-12 lg:grid-cols-[1.3fr_2fr]">
          <div className="max-w-sm">
            <Logo tone="light" href={home} label={words.home} />
            <p className="mt-4 text-sm leading-relaxed">{menus.footer.blurb}</p>
            <h2 className="sr-only">{words.contactHeading}</h2>
            <address className="mt-6 flex flex-col gap-3 text-sm not-italic">
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2.5 hover:text-ink-foreground">
                <MailIcon aria-hidden="true" className="size-4 text-ink-accent" />
                {site.email}
              </a>
              <a href={`tel:${site.phone.e164}`} className="inline-flex items-center gap-2.5 hover:text-ink-foreground">
                <PhoneIcon aria-hidden="true" className="size-4 text-ink-accent" />
                {site.phone.display}
              </a>
              <span className="inline-flex items-start gap-2.5">
                <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 text-ink-accent" />
                <span>
                  {site.address.street}
                  <br />
                  {site.address.locality}, {site.address.region} {site.address.postalCode}
                </span>
              </span>
            </address>
          </div>
          <nav aria-label={words.footerNav} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {menus.footer.columns.map((column, index) => (
              <div key={index}>
                <h2 className="text-sm font-semibold text-ink-foreground">{column.label}</h2>
                <ul className="mt-4 flex flex-col gap-2.5 text-sm">
                  {column.items.map((item, at) => (
                    <li key={at}>
                      <a href={item.href} data-cookie-settings={item.cookieSettings ? "" : undefined} className="rounded-sm hover:text-ink-foreground">
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-14 flex flex-col gap-6 border-t border-ink-border pt-8 md:flex-row md:items-center md:justify-between">
          <div className="text-xs leading-relaxed">
            <p>
              © <CurrentYear /> {site.legalName} {words.rightsReserved}
            </p>
            <p className="mt-1 max-w-2xl">{withBrand(words.trademark, site.brand)}</p>
          </div>
          {language ? <LanguageSwitcher language={language} /> : null}
          <ul className="flex gap-2" aria-label={words.socialMedia}>
            {site.socials.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  aria-label={social.label}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-11 items-center justify-center rounded-lg border border-ink-border text-ink-muted transition-colors hover:bg-white/5 hover:text-ink-foreground"
                >
                  <SocialIcon network={social.network} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

/** The same page in each locale it is published in: plain links, so it works without JavaScript. */
function LanguageSwitcher({ language }: { language: PageLanguage }) {
  const links = switcherLinks(language.alternates, language.lang);
  if (links.length < 2) return null;
  const label = languageSwitcherLabel[language.lang.split("-")[0]!] ?? languageSwitcherLabel["en"];
  return (
    // In the page's language, inside a footer that may still be in the default locale's.
    <nav aria-label={label} lang={language.lang} dir={language.dir}>
      <ul className="flex flex-wrap gap-2 text-sm">
        {links.map((link) => (
          <li key={link.locale}>
            <a
              href={link.path}
              hrefLang={link.locale}
              lang={link.locale}
              aria-current={link.current ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-lg border border-ink-border px-3 hover:text-ink-foreground aria-[current=page]:border-ink-accent aria-[current=page]:font-semibold aria-[current=page]:text-ink-foreground"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The year as of the build; app/site/enhance/current-year.ts sets the visitor's, so a December build is right in January. */
function CurrentYear() {
  return <span data-current-year="">{__BUILD_YEAR__}</span>;
}
