import type { LucideIcon } from "lucide-react";

/** Shapes shared by the content modules. Content is data: no JSX in app/content. */

export interface Cta {
  label: string;
  href: string;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Use the title without the " | {brand}" suffix. */
  fullTitle?: boolean;
  robots?: string;
}

export interface HeroContent {
  eyebrow?: string;
  title: string;
  lead: string;
  primary?: Cta;
  secondary?: Cta;
}

export interface StatusPageContent {
  meta: PageMeta;
  /** Large figure or word above the heading, e.g. "404". */
  eyebrow?: string;
  title: string;
  subtitle?: string;
  body: string;
  primary: Cta;
  secondary?: Cta;
}

/* ---------- Marketing page building blocks (rendered by app/site/components/sections/*) ---------- */

/** Icons are lucide components imported per file: `import ZapIcon from "lucide-react/icons/zap"`. */
export type Icon = LucideIcon;

/** Eyebrow, `<h2>` and optional lead paragraph that open a section. */
export interface SectionIntro {
  eyebrow?: string;
  title: string;
  lead?: string;
}

export interface Feature {
  icon: Icon;
  title: string;
  description: string;
}

/** A card that leads to another page. */
export interface LinkCard extends Feature {
  href: string;
  /** Visible link text, e.g. "Explore ContentOS". */
  linkLabel: string;
}

/** A headline figure: value "+150%", label "more qualified leads". */
export interface Stat {
  value: string;
  label: string;
  detail?: string;
}

/** A real `<table>`: the first cell of each row is its row header. */
export interface DataTable {
  /** Names the table for screen readers (rendered as its caption). */
  caption: string;
  columns: string[];
  rows: string[][];
}

export interface Step {
  icon: Icon;
  title: string;
  description: string;
}

export interface Testimonial {
  quote: string;
  /** e.g. "VP of Marketing" */
  role: string;
  /** e.g. "B2B SaaS company, 200 employees" */
  companyType: string;
  /** A short outcome shown above the quote, e.g. "+212% organic traffic". */
  highlight?: string;
}

export interface TierTeaser {
  name: string;
  description: string;
  includes: string[];
  /** Marks the recommended tier. */
  featured?: boolean;
}

export interface Integration {
  name: string;
  /** The kind of tool: "CRM", "Sales platform", "CMS", "Chat", "Office suite". */
  kind: string;
}

/** Data for the product-UI mock drawn in HTML/CSS beside a hero. */
export interface MockPanel {
  title: string;
  subtitle: string;
  rows: Array<{ label: string; meta: string; status: string; tone: "accent" | "success" | "neutral" | "warning" }>;
  footer: { label: string; value: string };
}

export interface ClosingCta {
  title: string;
  body: string;
  primary: Cta;
  secondary?: Cta;
  tertiary?: Cta;
}

export type ProductSlug = "contentos" | "insightstream" | "seogenesis" | "authorityengine" | "aisdr";

/** Everything one product page shows; one template renders all five. */
export interface ProductContent {
  slug: ProductSlug;
  name: string;
  /** What kind of system it is, e.g. "Content production system" (eyebrow and JSON-LD category). */
  kind: string;
  meta: PageMeta;
  hero: HeroContent & { tertiary?: Cta };
  mock: MockPanel;
  explainer: {
    intro: SectionIntro;
    paragraphs: string[];
    /** Three to four numbered stages of how the product works. */
    stages: Array<{ title: string; description: string }>;
  };
  features: { intro: SectionIntro; items: Feature[] };
  benefits: { intro: SectionIntro; items: string[] };
  metrics: { intro: SectionIntro; table: DataTable };
  closing: ClosingCta;
}

interface Block<T> {
  intro: SectionIntro;
  items: T;
}

export interface HomeContent {
  meta: PageMeta;
  hero: HeroContent;
  /** Trust line under the hero CTAs, e.g. "6-week pilot · ROI within 90 days · SOC 2-ready workflows". */
  heroNote: string;
  problem: Block<Feature[]>;
  /** Exactly four cards: /contentos, /seogenesis, /insightstream, /aisdr. */
  capabilities: Block<LinkCard[]>;
  why: Block<Feature[]>;
  results: Block<Stat[]>;
  /** Exactly three cards: /solutions/marketing, /solutions/agencies, /solutions/enterprise. */
  paths: Block<LinkCard[]>;
  /** Exactly four steps: Discover, Generate, Distribute, Optimize; `cta` is See Live Demo -> /booking. */
  howItWorks: Block<Step[]> & { cta: Cta };
  testimonials: Block<Testimonial[]>;
  /** Essential, Growth, Enterprise; `cta` is Compare Plans -> /pricing. */
  packages: Block<TierTeaser[]> & { cta: Cta };
  integrations: Block<Integration[]>;
  closing: ClosingCta;
}

export interface AiStackContent {
  meta: PageMeta;
  hero: HeroContent;
  /** How the products feed each other, in order. */
  flow: Block<Array<{ title: string; description: string; products: string[] }>>;
  /** One card per product page. */
  products: Block<LinkCard[]>;
  benefits: Block<Feature[]>;
  closing: ClosingCta;
}

export interface MarketingSolutionContent {
  meta: PageMeta;
  hero: HeroContent;
  /** Content Velocity, Search Authority, Team Efficiency, Scalable Campaigns. */
  benefits: Block<Feature[]>;
  /** What the stack does for a marketing team day to day. */
  capabilities: Block<string[]>;
  /** Columns: Metric / Average Improvement. */
  results: { intro: SectionIntro; table: DataTable };
  /** 'Give Your Team Superpowers', Schedule a Demo (/booking), View Pricing (/pricing). */
  closing: ClosingCta;
}

export interface AgenciesSolutionContent {
  meta: PageMeta;
  hero: HeroContent;
  /** Title 'Agency Challenge'. */
  challenge: Block<Feature[]>;
  /** Title 'Your New AI Workforce'. */
  workforce: Block<LinkCard[]>;
  /** Title 'Agency-Focused Advantages': White-Label Portal, Scalable Client Workflows, Multi-Language Output, Profit Expansion. */
  advantages: Block<Feature[]>;
  /** Title 'Agency Growth Outcomes', columns Metric / Result. */
  outcomes: { intro: SectionIntro; table: DataTable };
  /** 'Transform Your Agency with AI': Apply for Partnership (/contact), Request Demo (/booking). */
  closing: ClosingCta;
}

export interface EnterpriseSolutionContent {
  meta: PageMeta;
  hero: HeroContent;
  /** Title 'Enterprise Marketing Challenges'. */
  challenges: Block<Feature[]>;
  /** Title '{brand} Advantage' (brand from site.ts). */
  advantage: Block<Feature[]>;
  /** Title 'Built for Enterprise Scale': Centralized AI Infrastructure, Compliance-Ready Architecture, Custom Integrations, Dedicated AI Concierge. */
  scale: Block<Feature[]>;
  /** Title 'Enterprise Results', columns KPI / Impact. */
  results: { intro: SectionIntro; table: DataTable };
  /** 'Bring AI to Your Enterprise Marketing Operations': Book an Enterprise Demo (/booking), Contact Sales (/contact). */
  closing: ClosingCta;
}

/** The site's analytics provider (site.ts `analytics`; checked and used by shared/analytics.ts). */
export type AnalyticsConfig =
  | { provider: "plausible"; /** e.g. https://plausible.io/js/script.js or your own host */ scriptUrl: string; /** the site's domain in Plausible */ domain: string }
  | { provider: "umami"; /** e.g. https://cloud.umami.is/script.js or your own host */ scriptUrl: string; websiteId: string }
  | { provider: "ga4"; /** G-XXXXXXXXXX */ measurementId: string };
