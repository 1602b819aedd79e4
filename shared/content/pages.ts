/**
 * Search metadata and hero copy for every route, plus the copy of the small status pages. The
 * not-found and error pages live in error-pages.ts: the layout needs them on every page.
 * Page-specific sections live in their own modules (products/, solutions/, pricing.ts...).
 * `{brand}` in a string is replaced with the brand from site.ts by `withBrand`.
 */
import type { HeroContent, PageMeta, StatusPageContent } from "./types.ts";

export interface PageContent {
  meta: PageMeta;
  hero: HeroContent;
  /** Short page-specific strings (link labels, notes). */
  [extra: string]: unknown;
}


export const pages = {
  blog: {
    meta: {
      title: "Latest Insights & Articles",
      description:
        "Articles on AI, marketing automation, SEO, sales and growth strategy for B2B marketing and revenue leaders.",
    },
    hero: {
      eyebrow: "Blog",
      title: "Latest Insights & Articles",
      lead: "Practical thinking on AI, automation and growth strategy for B2B marketing and revenue teams.",
    },
  },
  contact: {
    meta: {
      title: "Contact Us",
      description:
        "Talk to our team about AI marketing and sales automation. Send a message about products, pricing, pilots or partnerships and we reply within 24 hours.",
    },
    hero: {
      eyebrow: "Contact",
      title: "Get in Touch",
      lead: "Questions about the products, pricing, a pilot or a partnership? Send us a message and we reply within 24 hours.",
    },
  },
  booking: {
    meta: {
      title: "Book a Demo",
      description:
        "Pick a time for a consultation with our team and see how the AI stack fits your marketing and sales goals.",
    },
    hero: {
      eyebrow: "Book a demo",
      title: "Book Your Consultation",
      lead: "Schedule a call with our team at a time that suits you. We will walk through your goals and show the AI stack working on your use case.",
    },
  },
  privacy: {
    meta: { title: "Privacy Policy", description: "How we collect, use and protect personal information.", robots: "noindex" },
    hero: { title: "Privacy Policy", lead: "How we collect, use and protect the information you share with us." },
  },
  terms: {
    meta: {
      title: "Terms of Service",
      description: "The terms that govern the use of this website and our services.",
      robots: "noindex, nofollow",
    },
    hero: { title: "Terms of Service", lead: "The terms that govern the use of this website and our services." },
  },
} satisfies Record<string, PageContent>;

export const statusPages = {
  thankYou: {
    meta: {
      title: "Thank You",
      description: "Your message has reached our team. We reply within 24 hours.",
      robots: "noindex",
    },
    title: "THANK YOU FOR REACHING OUT!",
    subtitle: "Your message has been received.",
    body: "A member of our team will read it and reply within 24 hours. In the meantime, you can book a call straight away.",
    primary: { label: "Back to Home", href: "/" },
    secondary: { label: "Book a Call", href: "/booking" },
  },
  bookingConfirmation: {
    meta: {
      title: "Your Call Is Confirmed",
      description: "Your consultation is booked. Check your email for calendar details.",
      robots: "noindex",
    },
    title: "YOUR CALL IS CONFIRMED!",
    subtitle: "Check your email for calendar details",
    body: "A confirmation email and a calendar invite are on their way to your inbox. We look forward to speaking with you.",
    primary: { label: "Back to Home", href: "/" },
    secondary: { label: "Contact Us", href: "/contact" },
  },
  comingSoon: {
    meta: {
      title: "Coming Soon",
      description: "This part of the site is under development. Check back soon or get in touch with our team.",
      robots: "noindex",
    },
    eyebrow: "Coming soon",
    title: "We're building this right now",
    body: "This feature is under development and will be available soon. In the meantime, our team is happy to answer your questions directly.",
    primary: { label: "Back to Home", href: "/" },
    secondary: { label: "Contact Us", href: "/contact" },
  },
} satisfies Record<string, StatusPageContent>;
