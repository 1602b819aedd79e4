/**
 * Everything the pricing page shows and declares: plans, add-ons, the feature matrix, ROI and FAQ.
 * Prices are numbers, ranges or "custom" (./price.ts; the arithmetic is app/site/lib/pricing.ts); the
 * page, the annual toggle and the JSON-LD offers all read them from here, so what is shown and what
 * is declared cannot drift apart.
 *
 * Choices where the business's price list leaves a cell open:
 * - Multi-Brand Management: not in Essential (one brand), Basic in Growth (up to 3 brands),
 *   Advanced in Enterprise (unlimited brands, per-brand voice and approvals).
 * - Dedicated Support: Essential has standard support (no dedicated manager), Growth can add it,
 *   Enterprise includes it; this mirrors the AI Concierge row the price list does fill in.
 */
import CalendarCheckIcon from "lucide-react/icons/calendar-check";
import ChartColumnIcon from "lucide-react/icons/chart-column";
import ClockIcon from "lucide-react/icons/clock";
import MailOpenIcon from "lucide-react/icons/mail-open";
import MessageSquareReplyIcon from "lucide-react/icons/message-square-reply";
import ThumbsUpIcon from "lucide-react/icons/thumbs-up";
import { custom, fixed, range, type Price } from "#shared/content/price.ts";
import type { ClosingCta, Cta, Icon, PageMeta, SectionIntro } from "#shared/content/types.ts";
import { typeset } from "#shared/content/typography.ts";

export interface CorePackage {
  id: "essential" | "growth" | "enterprise";
  name: string;
  description: string;
  monthly: Price;
  setupFee: Price;
  modules: string[];
  bestFor: string;
  featured?: boolean;
  cta: Cta;
}

export interface AddOn {
  name: string;
  price: Price;
  /** Shown after the price: "/mo", "/mo per 100 assets", "per meeting". */
  unit: string;
  description: string;
}

/** true / false render as a tick / cross with a text alternative; strings render as they are. */
export type ComparisonValue = boolean | string;

export interface ComparisonRow {
  feature: string;
  essential: ComparisonValue;
  growth: ComparisonValue;
  enterprise: ComparisonValue;
}

export interface SdrPlan {
  name: string;
  description: string;
  monthly: Price;
  setupFee: Price;
  features: string[];
  featured?: boolean;
}

export interface Benchmark {
  icon: Icon;
  label: string;
  value: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export const pricingMeta: PageMeta = {
  title: "Pricing: AI Marketing Stack Packages",
  description:
    "Transparent pricing for the Essential, Growth and Enterprise stacks, add-ons and AI SDR plans. Save 10% with annual billing and lock in your price.",
};

export const pricingHero = {
  eyebrow: "Pricing",
  title: "Simple packages. Predictable ROI.",
  lead: "Pick the stack that fits your goals today and add systems as you grow. Most teams recover their investment in as little as three months.",
  primary: { label: "Schedule a Demo", href: "/booking" },
  secondary: { label: "Compare All Products", href: "#comparison" },
};

export const billingCopy = {
  legend: "Billing period",
  monthly: "Monthly",
  annual: "Annual",
  annualBadge: "Save 10%",
  note: "Annual billing takes 10% off every price on this page and locks it for the full term.",
  announceMonthly: "Showing monthly prices.",
  announceAnnual: "Showing annual prices, 10% off, price locked for the term.",
  perMonth: "/mo",
  setupFee: "one-time setup",
  custom: "Custom",
};

export const corePackagesIntro: SectionIntro = {
  eyebrow: "Core packages",
  title: "Core Packages",
  lead: "Every package includes onboarding, brand-voice training and a team that runs the systems with you.",
};

export const corePackages: CorePackage[] = typeset([
  {
    id: "essential",
    name: "Essential Stack",
    description: "Consistent content and organic search growth for teams building their first content engine.",
    monthly: fixed(7950),
    setupFee: fixed(10000),
    modules: ["ContentOS", "SEO Genesis"],
    bestFor: "Marketing teams of 2-10 that need steady publishing and rankings.",
    cta: { label: "Book a Demo", href: "/booking" },
  },
  {
    id: "growth",
    name: "Growth Stack",
    description: "Content that follows your market and builds executive visibility on LinkedIn, X and your blog.",
    monthly: fixed(10950),
    setupFee: fixed(12500),
    modules: ["ContentOS", "InsightStream", "Authority Engine"],
    bestFor: "Scaling B2B companies that want to lead the conversation in their category.",
    featured: true,
    cta: { label: "Book a Demo", href: "/booking" },
  },
  {
    id: "enterprise",
    name: "Enterprise Stack",
    description: "All four systems, connected to your CMS and CRM, with a dedicated AI concierge.",
    monthly: range(17500, 22000),
    setupFee: range(18500, 25000),
    modules: ["ContentOS", "InsightStream", "SEO Genesis", "Authority Engine", "Custom integrations", "AI Concierge"],
    bestFor: "Multi-brand or multi-region teams with security, compliance and integration needs.",
    cta: { label: "Talk to Sales", href: "/contact" },
  },
]);

export const packageLabels = {
  modules: "Included systems",
  bestFor: "Best for",
  featured: "Most popular",
};

export const includedIntro: SectionIntro = {
  eyebrow: "Every plan",
  title: "Included in every plan",
};

export const includedInEveryPlan: string[] = [
  "Onboarding and brand-voice training on your existing content",
  "Editorial review: nothing publishes without your approval",
  "Analytics dashboard for output, rankings and engagement",
  "Publishing to your blog, LinkedIn, X and newsletter",
  "GDPR-ready data handling and SOC 2-aligned workflows",
  "Monthly strategy review with your success manager",
];

export const addOnsIntro: SectionIntro = {
  eyebrow: "Add-ons",
  title: "Add-ons for any package",
  lead: "Extend any stack as your needs grow. Add-ons are billed monthly with your package.",
};

export const addOnTableColumns = ["Add-on", "Price", "What you get"];

export const addOns: AddOn[] = [
  { name: "Extra content volume", price: fixed(750), unit: "/mo per 100 assets", description: "Another 100 blogs, posts or newsletters a month, on the same brand voice." },
  { name: "AI Concierge", price: fixed(2500), unit: "/mo", description: "A named specialist who plans, tunes and reports on your systems every week." },
  { name: "White-Label Portal", price: fixed(500), unit: "/mo", description: "Client-facing portal and reports under your own brand." },
  { name: "Multi-Language Output", price: fixed(1250), unit: "/mo", description: "Publish in up to 5 extra languages from a single brief." },
  { name: "Custom Integrations", price: custom(), unit: "", description: "Connections to your own CMS, CRM, data warehouse or internal tools." },
];

export const roiIntro: SectionIntro = {
  eyebrow: "ROI snapshot",
  title: "What the numbers usually look like",
  lead: "Illustrative figures for a team producing around 300 assets a month. Your ROI analysis uses your own numbers.",
};

export const roiSnapshot = typeset([
  { value: "70-85%", label: "lower cost than an equivalent in-house or agency team" },
  { value: "85-90%", label: "less manual labor in research, drafting and publishing" },
  { value: "90 days", label: "to positive ROI for most teams" },
  { value: "3 months", label: "is all it can take to recover the investment" },
]);

export const comparisonIntro: SectionIntro = {
  eyebrow: "Compare",
  title: "Package comparison",
  lead: "What each stack includes, side by side.",
};

export const comparisonColumns = { feature: "Feature", essential: "Essential", growth: "Growth", enterprise: "Enterprise" };

export const comparisonRows: ComparisonRow[] = [
  { feature: "ContentOS", essential: true, growth: true, enterprise: true },
  { feature: "InsightStream", essential: false, growth: true, enterprise: true },
  { feature: "SEO Genesis", essential: true, growth: false, enterprise: true },
  { feature: "Authority Engine", essential: false, growth: true, enterprise: true },
  { feature: "AI Concierge", essential: "Optional", growth: "Optional", enterprise: "Included" },
  { feature: "Multi-Brand Management", essential: false, growth: "Basic", enterprise: "Advanced" },
  { feature: "Dedicated Support", essential: false, growth: "Optional", enterprise: "Included" },
  { feature: "CMS and CRM integrations", essential: "Standard", growth: "Standard", enterprise: "Custom" },
];

export const comparisonText = { included: "Included", notIncluded: "Not included" };
export type ComparisonText = typeof comparisonText;

export const sdr = typeset({
  intro: {
    eyebrow: "AI SDR",
    title: "AI SDR pricing",
    lead: "Autonomous outbound that researches, writes, sends, sorts replies and books meetings. Every plan starts with a 6-week pilot.",
  } satisfies SectionIntro,
  plans: [
    {
      name: "Core",
      description: "One ideal customer profile, one offer, steady meeting flow.",
      monthly: fixed(4000),
      setupFee: fixed(5000),
      features: ["1 ICP and 1 sequence family", "Up to 2 sending domains", "Reply classification and booking", "Weekly performance report"],
    },
    {
      name: "Growth",
      description: "Several segments and offers, priced by sending volume.",
      monthly: range(7500, 12000),
      setupFee: fixed(7500),
      features: ["Up to 4 ICPs and offers", "Up to 6 sending domains", "CRM sync and round-robin booking", "A/B testing of messaging"],
      featured: true,
    },
    {
      name: "Enterprise",
      description: "Multiple teams, regions and languages with custom integrations.",
      monthly: custom(),
      setupFee: custom(),
      features: ["Unlimited ICPs and regions", "Dedicated deliverability engineer", "Custom CRM and data integrations", "Security review and SSO"],
    },
  ] satisfies SdrPlan[],
  benchmarksIntro: { title: "Benchmarks", lead: "Ranges our AI SDR programs target. Your offer and list quality decide where you land." } satisfies SectionIntro,
  benchmarks: [
    { icon: MailOpenIcon, label: "Open rate", value: "35-60%" },
    { icon: MessageSquareReplyIcon, label: "Reply rate", value: "3-8%" },
    { icon: ThumbsUpIcon, label: "Positive reply rate", value: "0.8-1.5%" },
    { icon: ChartColumnIcon, label: "Meeting conversion of positive replies", value: "35-55%" },
    { icon: CalendarCheckIcon, label: "Meetings booked per month", value: "25-80" },
    { icon: ClockIcon, label: "Pilot length", value: "6 weeks" },
  ] satisfies Benchmark[],
  includedTitle: "Included in every AI SDR plan",
  included: [
    "Prospect research and list building against your ICP",
    "Personal outreach written for each prospect's role and company",
    "Domain setup, warm-up and daily inbox-placement checks",
    "Reply classification: positive, objection, out-of-office, neutral",
    "Meetings booked straight onto your reps' calendars",
    "6-week pilot with weekly reviews before you commit",
  ],
  addOnsTitle: "AI SDR add-ons",
  addOns: [
    { name: "Per-meeting success fee (SAL)", price: range(300, 450), unit: "per meeting", description: "Pay per sales-accepted meeting on top of the plan." },
    { name: "Voice/SMS follow-up", price: fixed(1500), unit: "/mo", description: "Follow up positive replies by phone and text." },
    { name: "Deliverability Monitoring", price: fixed(750), unit: "/mo", description: "Blacklist, DNS and placement monitoring across every domain." },
    { name: "Intent plus Technographic Data", price: fixed(1250), unit: "/mo", description: "Reach accounts showing buying intent or running the tools you replace." },
    { name: "White-Label Mode", price: fixed(500), unit: "/mo", description: "Run AI SDR for clients under your agency's brand." },
  ] satisfies AddOn[],
  roiTitle: "AI SDR ROI",
  roi: [
    { value: "25-80", label: "qualified meetings a month, without adding SDR headcount" },
    { value: "6 weeks", label: "to see booked meetings on your calendar before you commit" },
    { value: "70-85%", label: "lower cost per meeting than a fully loaded in-house SDR team" },
  ],
});

export const faqIntro: SectionIntro = { eyebrow: "FAQ", title: "Frequently asked questions" };

export const faq: FaqEntry[] = [
  {
    question: "What does the one-time setup fee cover?",
    answer:
      "Setup covers onboarding: connecting your CMS, CRM and channels, training the systems on your brand voice and existing content, building your first editorial calendar and, for AI SDR, setting up and warming your sending domains.",
  },
  {
    question: "How does annual billing work?",
    answer:
      "Annual billing takes 10% off every price on this page, including setup and add-ons, and locks your price for the full 12-month term. Monthly billing has no discount and can change with notice.",
  },
  {
    question: "Can we change packages or add systems later?",
    answer:
      "Yes. You can move up to a larger stack or add systems and add-ons at any time; the change applies from your next billing period, and we carry your brand training and content history over.",
  },
  {
    question: "How does the AI SDR pilot work?",
    answer:
      "The pilot runs for 6 weeks. We set up domains, build your first lists and run live outreach, with a weekly review of opens, replies and booked meetings. You decide on a plan once you have seen meetings on your calendar.",
  },
  {
    question: "How quickly will we see a return?",
    answer:
      "Most teams reach positive ROI within 90 days and recover their investment in as little as three months. Request an ROI analysis and we will model it with your own team costs and targets.",
  },
];

export const pricingClosing: ClosingCta = {
  title: "See what the stack would return for your team",
  body: "Book a demo to see the systems on your own content, or ask for an ROI analysis built on your numbers.",
  primary: { label: "Book a Demo", href: "/booking" },
  secondary: { label: "Request ROI Analysis", href: "/contact" },
};

export type BillingCopy = typeof billingCopy;
export type PackageLabels = typeof packageLabels;
export type SdrPricingContent = typeof sdr;
