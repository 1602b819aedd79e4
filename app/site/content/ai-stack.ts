import AwardIcon from "lucide-react/icons/award";
import DatabaseIcon from "lucide-react/icons/database";
import FileTextIcon from "lucide-react/icons/file-text";
import HeadsetIcon from "lucide-react/icons/headset";
import LayoutDashboardIcon from "lucide-react/icons/layout-dashboard";
import PiggyBankIcon from "lucide-react/icons/piggy-bank";
import RadarIcon from "lucide-react/icons/radar";
import SearchIcon from "lucide-react/icons/search";
import SendIcon from "lucide-react/icons/send";
import type { AiStackContent } from "#shared/content/types.ts";
import { typeset } from "#shared/content/typography.ts";

export const aiStack: AiStackContent = typeset({
  meta: {
    title: "The Unified AI Marketing Stack",
    description:
      "ContentOS, InsightStream, SEO Genesis, Authority Engine and AI SDR working as one system: shared data, one dashboard and one team to call.",
  },
  hero: {
    eyebrow: "The unified AI stack",
    title: "Five AI systems. One growth engine.",
    lead: "Every product shares what it learns: intelligence feeds content, content feeds search and authority, and authority warms the prospects AI SDR reaches.",
    primary: { label: "Schedule a Demo", href: "/booking" },
    secondary: { label: "Compare Pricing", href: "/coming-soon" },
  },
  flow: {
    intro: {
      eyebrow: "How it fits together",
      title: "Each system feeds the next",
      lead: "Market signals become content, content earns search rankings and authority, and that attention warms the accounts AI SDR contacts.",
    },
    items: [
      {
        title: "Intelligence",
        description:
          "InsightStream tracks news, competitors and keyword trends, and hands the stack the topics your buyers care about this week.",
        products: ["InsightStream"],
      },
      {
        title: "Creation",
        description:
          "ContentOS turns those signals into blogs, social posts and newsletters in your brand voice, up to 300 assets a month.",
        products: ["ContentOS"],
      },
      {
        title: "Authority & search",
        description:
          "SEO Genesis builds ranking articles around the same themes, and Authority Engine publishes data-backed posts to LinkedIn, X and your blog.",
        products: ["SEO Genesis", "Authority Engine"],
      },
      {
        title: "Pipeline",
        description:
          "AI SDR reaches accounts that already know your content, references it in outreach, classifies replies and books meetings.",
        products: ["AI SDR"],
      },
    ],
  },
  products: {
    intro: {
      eyebrow: "The products",
      title: "Five systems, each with one clear job",
      lead: "Run them together for the full effect, or start with the one that solves your most pressing problem.",
    },
    items: [
      {
        icon: RadarIcon,
        title: "InsightStream",
        description: "Monitors news and trends in your market and turns them into share-ready posts and briefings.",
        href: "/insightstream",
        linkLabel: "Explore InsightStream",
      },
      {
        icon: FileTextIcon,
        title: "ContentOS",
        description: "Produces on-brand blogs, social posts and newsletters, up to 300 assets a month, 10x faster.",
        href: "/contentos",
        linkLabel: "Explore ContentOS",
      },
      {
        icon: SearchIcon,
        title: "SEO Genesis",
        description:
          "Goes from keyword research to optimized 1,500-2,500-word articles with schema markup and meta tags.",
        href: "/seogenesis",
        linkLabel: "Explore SEO Genesis",
      },
      {
        icon: AwardIcon,
        title: "Authority Engine",
        description: "Writes thought-leadership posts from verified data and publishes them to LinkedIn, X and your blog.",
        href: "/authorityengine",
        linkLabel: "Explore Authority Engine",
      },
      {
        icon: SendIcon,
        title: "AI SDR",
        description:
          "Researches prospects, writes outreach, protects deliverability, classifies replies and books meetings. Start with a 6-week pilot.",
        href: "/aisdr",
        linkLabel: "Explore AI SDR",
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Why unified",
      title: "Why one stack beats five separate tools",
      lead: "Point solutions each need their own setup, data and owner. A unified stack shares all three.",
    },
    items: [
      {
        icon: DatabaseIcon,
        title: "Shared data",
        description:
          "Every system reads the same brand voice, keyword map and audience data, so your message stays consistent across channels.",
      },
      {
        icon: LayoutDashboardIcon,
        title: "One dashboard",
        description:
          "Content output, rankings, engagement and meetings booked in one view, with no spreadsheets to merge.",
      },
      {
        icon: PiggyBankIcon,
        title: "Lower total cost",
        description:
          "Production costs 70-85% less than with human teams, and most customers see ROI within 90 days.",
      },
      {
        icon: HeadsetIcon,
        title: "One team to call",
        description: "One onboarding, one contract and one support team that knows your whole setup.",
      },
    ],
  },
  closing: {
    title: "See how the stack fits your pipeline",
    body: "Book a 30-minute demo and we will show each system working on your market, your keywords and your target accounts.",
    primary: { label: "Schedule Your Demo", href: "/booking" },
    secondary: { label: "Contact Sales", href: "/contact" },
  },
});
