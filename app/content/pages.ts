/**
 * Search metadata and hero copy for every route, plus the copy of the small status pages.
 * Page-specific sections live in their own modules (products/, solutions/, pricing.ts...).
 * `{brand}` in a string is replaced with the brand from site.ts by `withBrand`.
 */
import type { HeroContent, PageMeta, StatusPageContent } from "./types";

export interface PageContent {
  meta: PageMeta;
  hero: HeroContent;
  /** Short page-specific strings (link labels, notes). */
  [extra: string]: unknown;
}

const demo = { label: "Schedule a Demo", href: "/booking" };
const pricing = { label: "View Pricing", href: "/pricing" };

export const pages = {
  home: {
    meta: {
      title: "{brand} | AI Marketing & Sales Automation for Growing Teams",
      fullTitle: true,
      description:
        "Five AI systems that produce content, rank in search, monitor your market, build thought leadership and book qualified meetings. See the unified stack in a live demo.",
    },
    hero: {
      eyebrow: "AI marketing and sales automation",
      title: "Your marketing team, multiplied by AI",
      lead: "Five AI systems that research, write, publish, rank and book meetings, so your team produces 10x more content and pipeline without adding headcount.",
      primary: { label: "Book Your Demo", href: "/booking" },
      secondary: { label: "Explore the AI Stack", href: "/ai-stack" },
    },
  },
  contentos: {
    meta: {
      title: "ContentOS: Automated Content Production",
      description:
        "ContentOS produces on-brand blogs, social posts and newsletters, up to 300 assets a month and 10x faster than a manual workflow, with editorial review built in.",
    },
    hero: {
      eyebrow: "ContentOS",
      title: "Blogs, social posts and newsletters on autopilot",
      lead: "ContentOS turns your expertise into a steady stream of on-brand content: up to 300 assets a month, reviewed, scheduled and published.",
      primary: demo,
      secondary: pricing,
    },
  },
  insightstream: {
    meta: {
      title: "InsightStream: AI Market Intelligence",
      description:
        "InsightStream monitors news and trends in your market and turns them into share-ready content, so your team is first to comment on what matters.",
    },
    hero: {
      eyebrow: "InsightStream",
      title: "Market intelligence that turns into content by itself",
      lead: "InsightStream watches the news, competitors and trends of your market around the clock and hands your team share-ready posts and briefings.",
      primary: demo,
      secondary: pricing,
    },
  },
  seogenesis: {
    meta: {
      title: "SEO Genesis: AI SEO Content Engine",
      description:
        "From keyword research to 1,500-2,500-word optimized articles with schema markup and meta tags: SEO Genesis builds search authority on autopilot.",
    },
    hero: {
      eyebrow: "SEO Genesis",
      title: "From keyword research to articles that rank",
      lead: "SEO Genesis finds the searches your buyers make and writes optimized 1,500-2,500-word articles with schema markup and meta tags.",
      primary: demo,
      secondary: pricing,
    },
  },
  authorityengine: {
    meta: {
      title: "Authority Engine: Thought Leadership on Autopilot",
      description:
        "Authority Engine writes thought-leadership posts from verified data and publishes them to LinkedIn, X and your blog, so your experts are heard every week.",
    },
    hero: {
      eyebrow: "Authority Engine",
      title: "Thought leadership built on verified data",
      lead: "Authority Engine turns verified data into posts your executives are proud to sign, and publishes them to LinkedIn, X and your blog.",
      primary: demo,
      secondary: pricing,
    },
  },
  aisdr: {
    meta: {
      title: "AI SDR: Autonomous Outbound That Books Meetings",
      description:
        "AI SDR researches prospects, writes outreach, manages deliverability, classifies replies and books meetings: 25-80 qualified meetings a month. Start with a 6-week pilot.",
    },
    hero: {
      eyebrow: "AI SDR",
      title: "Outbound that books qualified meetings on its own",
      lead: "AI SDR researches prospects, writes personal outreach, protects your deliverability, classifies every reply and books meetings on your reps' calendars.",
      primary: { label: "Book a Demo", href: "/booking" },
      secondary: pricing,
    },
  },
  aiStack: {
    meta: {
      title: "The Unified AI Marketing Stack",
      description:
        "ContentOS, InsightStream, SEO Genesis, Authority Engine and AI SDR working as one system: shared data, one dashboard and one team to call.",
    },
    hero: {
      eyebrow: "The unified AI stack",
      title: "Five AI systems. One growth engine.",
      lead: "Every product shares what it learns: intelligence feeds content, content feeds search and authority, and authority warms the prospects AI SDR reaches.",
      primary: demo,
      secondary: { label: "Compare Pricing", href: "/coming-soon" },
    },
  },
  solutionsMarketing: {
    meta: {
      title: "AI for Marketing Teams",
      description:
        "Automated SEO blogs, social and email content, keyword-trend monitoring and engagement analysis for marketing teams that need more output without more headcount.",
    },
    hero: {
      eyebrow: "For marketing teams",
      title: "Ship more campaigns with the team you already have",
      lead: "Automatic SEO blogs, posts and emails, keyword-trend monitoring and publishing across social, blog and newsletter: your team sets the strategy, AI does the production.",
      primary: demo,
      secondary: pricing,
    },
  },
  solutionsAgencies: {
    meta: {
      title: "White-Label AI Engines for Marketing Agencies",
      description:
        "Deliver more for every client under your own brand: white-label AI engines, branded client portals, automated workflows, analytics and multi-language output.",
    },
    hero: {
      eyebrow: "For agencies",
      title: "White-Label AI Engines for Modern Marketing Agencies",
      lead: "Run blog, email and social production for every client on AI engines that carry your brand, with branded portals and dashboards your clients will love.",
      primary: { label: "Partner With Us", href: "/contact" },
      secondary: { label: "Explore the Unified AI Stack", href: "/ai-stack" },
    },
  },
  solutionsEnterprise: {
    meta: {
      title: "Enterprise AI Marketing Systems",
      description:
        "A secure, unified AI stack for enterprise marketing: one dashboard, custom access controls, CMS and CRM integration, GDPR, SOC 2 and ISO workflow support.",
    },
    hero: {
      eyebrow: "For enterprises",
      title: "Enterprise-Grade AI Systems for Scalable Marketing Operations",
      lead: "One secure stack for every brand and region: unified dashboards, custom access controls, CMS and CRM integration and compliance-ready workflows.",
      primary: { label: "Request Enterprise Demo", href: "/booking" },
      secondary: { label: "View Case Studies", href: "/coming-soon" },
    },
  },
  pricing: {
    meta: {
      title: "Pricing: AI Marketing Stack Packages",
      description:
        "Transparent pricing for the Essential, Growth and Enterprise stacks and AI SDR plans. Save 10% with annual billing and lock in your price.",
    },
    hero: {
      eyebrow: "Pricing",
      title: "Simple packages. Predictable ROI.",
      lead: "Pick the stack that fits your goals today and add systems as you grow. Most teams recover their investment in as little as three months.",
      primary: demo,
      secondary: { label: "Compare All Products", href: "/pricing#comparison" },
    },
  },
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
    schedulerIntro: "Choose a time in our scheduler; it opens in a new tab.",
    schedulerLink: "Open the scheduler",
  },
  privacy: {
    meta: { title: "Privacy Policy", description: "How we collect, use and protect personal information.", robots: "noindex" },
    hero: { title: "Privacy Policy", lead: "How we collect, use and protect the information you share with us." },
    documentLink: "Read the full Privacy Policy",
  },
  terms: {
    meta: {
      title: "Terms of Service",
      description: "The terms that govern the use of this website and our services.",
      robots: "noindex, nofollow",
    },
    hero: { title: "Terms of Service", lead: "The terms that govern the use of this website and our services." },
    documentLink: "Read the full Terms of Service",
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
  notFound: {
    meta: {
      title: "Page Not Found",
      description: "The page you are looking for does not exist or has moved.",
      robots: "noindex",
    },
    eyebrow: "404",
    title: "Oops! Page not found",
    body: "The page you are looking for does not exist or has moved.",
    primary: { label: "Return to Home", href: "/" },
  },
} satisfies Record<string, StatusPageContent>;

/** Closing call to action shared by pages that have no page-specific one. */
export const defaultClosingCta = {
  title: "See the AI stack working on your goals",
  body: "In a 30-minute demo we map your content, search and outbound goals to the systems that reach them, with the numbers to match.",
  primary: { label: "Schedule Your Demo", href: "/booking" },
  secondary: { label: "Contact Sales", href: "/contact" },
};

/** Shown by the root error boundary when a page fails to render. */
export const errorPage = {
  eyebrow: "Something went wrong",
  title: "This page could not be shown",
  body: "Please reload the page. If the problem persists, write to us at {email}.",
  primary: { label: "Return to Home", href: "/" },
};
