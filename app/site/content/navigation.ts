/** Header, drawer and footer navigation: every label and its order, as the site shows them. */

export interface NavLink {
  label: string;
  href: string;
  /** One line shown under the label in the dropdowns. */
  description?: string;
  /** The footer's Cookie Settings: reopens the consent banner where the analytics provider needs one. */
  cookieSettings?: boolean;
}

export interface NavGroup {
  label: string;
  items: NavLink[];
}

export const productLinks: NavLink[] = [
  { label: "ContentOS", href: "/contentos", description: "Blogs, social posts and newsletters produced on autopilot" },
  { label: "InsightStream", href: "/insightstream", description: "News and trend monitoring turned into share-ready content" },
  { label: "SEO Genesis", href: "/seogenesis", description: "Keyword research to optimized long-form articles" },
  { label: "Authority Engine", href: "/authorityengine", description: "Thought leadership from verified data on LinkedIn, X and blogs" },
  { label: "AI SDR", href: "/aisdr", description: "Autonomous outbound that books qualified meetings" },
  { label: "Unified AI Stack", href: "/ai-stack", description: "All five systems working together as one" },
];

export const solutionLinks: NavLink[] = [
  { label: "Marketing Teams", href: "/solutions/marketing", description: "Ship more content, rank higher, with the team you have" },
  { label: "Agencies", href: "/solutions/agencies", description: "White-label AI engines under your agency's brand" },
  { label: "Enterprise", href: "/solutions/enterprise", description: "A secure, compliant AI stack for marketing at scale" },
];

export const headerNav = {
  home: { label: "Home", href: "/" },
  products: { label: "Products", items: productLinks } satisfies NavGroup,
  solutions: { label: "Solutions", items: solutionLinks } satisfies NavGroup,
  blog: { label: "Blog", href: "/blog" },
  contact: { label: "Contact", href: "/contact" },
  primaryCta: { label: "Schedule Demo", href: "/booking" },
  secondaryCta: { label: "Pricing", href: "/pricing" },
  /** The theme button's name (a toggle: pressed while the page is dark). */
  themeToggle: "Dark theme",
} as const;

export const footerColumns: NavGroup[] = [
  { label: "Products", items: productLinks.map(({ label, href }) => ({ label, href })) },
  { label: "Solutions", items: solutionLinks.map(({ label, href }) => ({ label, href })) },
  {
    label: "Blog",
    items: [
      { label: "Latest Articles", href: "/blog" },
      { label: "Case Studies", href: "/coming-soon" },
      { label: "Guides", href: "/coming-soon" },
      { label: "News", href: "/coming-soon" },
    ],
  },
  {
    label: "Legal",
    items: [
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms" },
      { label: "Data Processing Addendum", href: "/coming-soon" },
      // The privacy page says what the site stores; with a provider that needs consent, the loader
      // turns this link into the consent banner again (app/site/enhance/analytics.ts).
      { label: "Cookie Settings", href: "/privacy", cookieSettings: true },
    ],
  },
];

export const footerCopy = {
  blurb:
    "AI systems that research, write, publish and book meetings, so your marketing and sales teams can focus on strategy.",
  contactHeading: "Contact",
  rightsReserved: "All rights reserved.",
  /** The trademark note; `{brand}` is replaced with the brand from site.ts. */
  trademark:
    "{brand}, ContentOS, InsightStream, SEO Genesis, Authority Engine and AI SDR are trademarks of {brand}. Other names may be trademarks of their respective owners.",
};
