import BriefcaseIcon from "lucide-react/icons/briefcase";
import Building2Icon from "lucide-react/icons/building-2";
import ChartLineIcon from "lucide-react/icons/chart-line";
import ClockIcon from "lucide-react/icons/clock";
import CompassIcon from "lucide-react/icons/compass";
import FileTextIcon from "lucide-react/icons/file-text";
import HeadsetIcon from "lucide-react/icons/headset";
import LayersIcon from "lucide-react/icons/layers";
import MegaphoneIcon from "lucide-react/icons/megaphone";
import RadarIcon from "lucide-react/icons/radar";
import SearchIcon from "lucide-react/icons/search";
import SearchXIcon from "lucide-react/icons/search-x";
import SendIcon from "lucide-react/icons/send";
import Share2Icon from "lucide-react/icons/share-2";
import ShieldCheckIcon from "lucide-react/icons/shield-check";
import SparklesIcon from "lucide-react/icons/sparkles";
import TrendingUpIcon from "lucide-react/icons/trending-up";
import UsersIcon from "lucide-react/icons/users";
import { site } from "#shared/content/site.ts";
import type { HomeContent } from "#shared/content/types.ts";
import { typeset } from "#shared/content/typography.ts";

export const home: HomeContent = typeset({
  meta: {
    title: `${site.brand} | AI Marketing & Sales Automation for Growing Teams`,
    fullTitle: true,
    description:
      "Five AI systems that produce content, rank in search, monitor your market, build thought leadership and book meetings. See the unified stack in a live demo.",
  },
  hero: {
    eyebrow: "AI marketing and sales automation",
    title: "Your marketing team, multiplied by AI",
    lead: "Five AI systems that research, write, publish, rank and book meetings, so your team produces content 10x faster and builds pipeline without adding headcount.",
    primary: { label: "Book Your Demo", href: "/booking" },
    secondary: { label: "Explore the AI Stack", href: "/ai-stack" },
  },
  heroNote: "ROI within 90 days · 6-week AI SDR pilot · GDPR, SOC 2 and ISO workflow support",
  problem: {
    intro: {
      eyebrow: "The problem",
      title: "Growth targets rise. Headcount doesn't.",
      lead: "Most B2B teams know what to publish and whom to reach. What they lack is the hours to do it every week.",
    },
    items: [
      {
        icon: ClockIcon,
        title: "Content takes too long",
        description:
          "One researched article can take a week of drafts, edits and approvals. Blogs, social posts and newsletters fall behind the plan.",
      },
      {
        icon: SearchXIcon,
        title: "Search traffic stalls",
        description:
          "Without a steady flow of optimized articles, rankings slip and paid channels carry the pipeline at a rising cost.",
      },
      {
        icon: UsersIcon,
        title: "Outbound doesn't scale",
        description:
          "SDRs spend most of the day on research and list building instead of conversations with buyers.",
      },
    ],
  },
  capabilities: {
    intro: {
      eyebrow: "What the stack does",
      title: "One stack for content, search, intelligence and outbound",
      lead: "Each system does one job well and shares what it learns with the others. Start with one and add the rest as you grow.",
    },
    items: [
      {
        icon: FileTextIcon,
        title: "ContentOS",
        description:
          "Produces on-brand blogs, social posts and newsletters: up to 300 assets a month, 10x faster than a manual workflow.",
        href: "/contentos",
        linkLabel: "Explore ContentOS",
      },
      {
        icon: SearchIcon,
        title: "SEO Genesis",
        description:
          "Turns keyword research into optimized 1,500-2,500-word articles with schema markup and meta tags, ready to rank.",
        href: "/seogenesis",
        linkLabel: "Explore SEO Genesis",
      },
      {
        icon: RadarIcon,
        title: "InsightStream",
        description:
          "Monitors news and trends in your market and turns them into share-ready content while the topic is still fresh.",
        href: "/insightstream",
        linkLabel: "Explore InsightStream",
      },
      {
        icon: SendIcon,
        title: "AI SDR",
        description:
          "Researches prospects, writes outreach, protects deliverability, classifies replies and books meetings on your reps' calendars.",
        href: "/aisdr",
        linkLabel: "Explore AI SDR",
      },
    ],
  },
  why: {
    intro: {
      eyebrow: "Why teams choose us",
      title: "Built for measurable output, not another tool to manage",
      lead: "Every system ships with review steps, integrations and a team that owns the results with you.",
    },
    items: [
      {
        icon: LayersIcon,
        title: "One connected stack",
        description:
          "Intelligence, content, search and outbound share the same data, so each system gets sharper as the others learn.",
      },
      {
        icon: ShieldCheckIcon,
        title: "Your brand, your approval",
        description:
          "Every asset follows your voice and style guide, and nothing is published without the review step you choose.",
      },
      {
        icon: TrendingUpIcon,
        title: "ROI within 90 days",
        description:
          "Production costs 70-85% less than with human teams, and most customers recover their investment in as little as three months.",
      },
      {
        icon: HeadsetIcon,
        title: "A team behind the software",
        description:
          "We handle onboarding, tuning and reporting with you, so your marketers spend their time on strategy, not setup.",
      },
    ],
  },
  results: {
    intro: {
      eyebrow: "Results",
      title: "What teams measure after switching",
      lead: "Average improvements reported by customers running the stack, compared with their manual baseline.",
    },
    items: [
      { value: "10x", label: "faster content production" },
      { value: "+900%", label: "content output", detail: "Up to 300 assets a month" },
      { value: "+200%", label: "organic traffic" },
      { value: "+150%", label: "more leads" },
      { value: "-85%", label: "operational cost" },
      { value: "90 days", label: "to ROI", detail: "Investment recovered in as little as three months" },
    ],
  },
  paths: {
    intro: {
      eyebrow: "Solutions",
      title: "Built for the way your team works",
      lead: "Pick the path that fits your organization. Each one packages the stack for a different way of working.",
    },
    items: [
      {
        icon: MegaphoneIcon,
        title: "Marketing teams",
        description:
          "Automatic SEO blogs, posts and emails, keyword-trend monitoring and cross-channel publishing for lean in-house teams.",
        href: "/solutions/marketing",
        linkLabel: "Explore solutions for marketing teams",
      },
      {
        icon: BriefcaseIcon,
        title: "Agencies",
        description:
          "White-label AI engines under your brand, branded client portals and automated workflows to serve more clients at a higher margin.",
        href: "/solutions/agencies",
        linkLabel: "Explore solutions for agencies",
      },
      {
        icon: Building2Icon,
        title: "Enterprises",
        description:
          "A secure unified stack with custom access controls, CMS and CRM integration, and GDPR, SOC 2 and ISO workflow support.",
        href: "/solutions/enterprise",
        linkLabel: "Explore solutions for enterprises",
      },
    ],
  },
  howItWorks: {
    intro: {
      eyebrow: "How it works",
      title: "From first call to compounding results",
      lead: "Four steps take you from your goals to a system that publishes, ranks and books meetings every week.",
    },
    items: [
      {
        icon: CompassIcon,
        title: "Discover",
        description:
          "We map your audience, keywords, competitors and brand voice, then connect your CRM, CMS and channels.",
      },
      {
        icon: SparklesIcon,
        title: "Generate",
        description:
          "The stack drafts articles, posts, newsletters and outreach from your data and market signals, ready for your review.",
      },
      {
        icon: Share2Icon,
        title: "Distribute",
        description:
          "Approved content goes out to your blog, LinkedIn, X and newsletter, while AI SDR runs your outbound sequences.",
      },
      {
        icon: ChartLineIcon,
        title: "Optimize",
        description:
          "Engagement, rankings and reply data feed the next cycle, so each month's content is sharper than the last.",
      },
    ],
    cta: { label: "See Live Demo", href: "/booking" },
  },
  testimonials: {
    intro: {
      eyebrow: "Customer stories",
      title: "What marketing and revenue leaders say",
    },
    items: [
      {
        quote:
          "We went from four blog posts a month to a full editorial calendar across blog, LinkedIn and our newsletter. Organic traffic is up 200%, and my team spends its time on strategy again.",
        role: "VP of Marketing",
        companyType: "B2B SaaS company, 180 employees",
        highlight: "+200% organic traffic",
      },
      {
        quote:
          "AI SDR does the research and first touches, and every reply arrives already classified. Our reps only talk to interested buyers, and our leads are up 150%.",
        role: "Head of Growth",
        companyType: "IT services firm, 350 employees",
        highlight: "+150% leads",
      },
    ],
  },
  packages: {
    intro: {
      eyebrow: "Packages",
      title: "Start with what you need. Add systems as you grow.",
      lead: "Three stacks cover most teams, and you can add a system at any time.",
    },
    items: [
      {
        name: "Essential",
        description: "ContentOS and SEO Genesis: steady content production plus long-form articles built to rank.",
        includes: ["ContentOS: blogs, social posts and newsletters", "SEO Genesis: optimized articles with schema markup"],
      },
      {
        name: "Growth",
        description:
          "ContentOS, InsightStream and Authority Engine: content that follows your market and builds executive visibility.",
        includes: [
          "ContentOS: blogs, social posts and newsletters",
          "InsightStream: news and trend monitoring",
          "Authority Engine: data-backed thought leadership",
        ],
        featured: true,
      },
      {
        name: "Enterprise",
        description: "All four systems, connected to your CMS and CRM, with a dedicated concierge for your team.",
        includes: [
          "ContentOS, SEO Genesis, InsightStream and Authority Engine",
          "CMS, CRM and API integrations",
          "Dedicated AI concierge",
        ],
      },
    ],
    cta: { label: "Compare Plans", href: "/pricing" },
  },
  integrations: {
    intro: {
      eyebrow: "Integrations",
      title: "Works with the tools you already use",
      lead: "Content, leads and meetings flow into your CRM, CMS and chat, so nobody copies data between systems.",
    },
    items: [
      { name: "HubSpot", kind: "CRM" },
      { name: "Salesforce", kind: "Sales platform" },
      { name: "WordPress", kind: "CMS" },
      { name: "Slack", kind: "Chat" },
      { name: "Microsoft 365", kind: "Office suite" },
    ],
  },
  closing: {
    title: "See the stack working on your goals",
    body: "In a 30-minute demo we map your content, search and outbound goals to the systems that reach them, with the numbers to match.",
    primary: { label: "Schedule Your Demo", href: "/booking" },
    secondary: { label: "Contact Sales", href: "/contact" },
  },
});
