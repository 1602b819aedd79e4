import LayersIcon from "lucide-react/icons/layers";
import SearchIcon from "lucide-react/icons/search";
import TimerIcon from "lucide-react/icons/timer";
import ZapIcon from "lucide-react/icons/zap";
import type { MarketingSolutionContent } from "#shared/content/types.ts";
import { typeset } from "#shared/content/typography.ts";

export const marketingSolution: MarketingSolutionContent = typeset({
  meta: {
    title: "AI for Marketing Teams",
    description:
      "Automated SEO blogs, social and email content, keyword-trend monitoring and engagement analysis for marketing teams that need more output, not more headcount.",
  },
  hero: {
    eyebrow: "For marketing teams",
    title: "Ship more campaigns with the team you already have",
    lead: "Automatic SEO blogs, posts and emails, keyword-trend monitoring and publishing across every channel. Your team sets the strategy; AI handles production.",
    primary: { label: "Schedule a Demo", href: "/booking" },
    secondary: { label: "View Pricing", href: "/pricing" },
  },
  benefits: {
    intro: {
      eyebrow: "Benefits",
      title: "What changes for your marketing team",
      lead: "Strategy stays with your people. Research, drafting, optimization and publishing move to AI.",
    },
    items: [
      {
        icon: ZapIcon,
        title: "Content Velocity",
        description: "Produce content 10x faster, with up to 300 blogs, posts and emails a month ready for review.",
      },
      {
        icon: SearchIcon,
        title: "Search Authority",
        description:
          "Optimized 1,500-2,500-word articles with schema markup and meta tags build rankings. Teams average +200% organic traffic.",
      },
      {
        icon: TimerIcon,
        title: "Team Efficiency",
        description:
          "Cut manual work by 80%. Marketers review and approve instead of researching, drafting and formatting.",
      },
      {
        icon: LayersIcon,
        title: "Scalable Campaigns",
        description:
          "Launch a campaign across blog, social and newsletter at once, and add channels or markets without adding headcount.",
      },
    ],
  },
  capabilities: {
    intro: {
      eyebrow: "Capabilities",
      title: "What the stack does for your team every day",
      lead: "The routine work behind a full content calendar, handled automatically and routed through your approvals.",
    },
    items: [
      "Writes SEO blog articles from your keyword plan, complete with schema markup and meta tags",
      "Produces LinkedIn and X posts and email newsletters in your brand voice",
      "Monitors keyword trends and market news, and flags topics worth covering",
      "Publishes to social, blog and newsletter on a schedule you approve",
      "Analyzes engagement and feeds what works into the next content cycle",
      "Sends every draft through your review and approval steps before it goes live",
    ],
  },
  results: {
    intro: {
      eyebrow: "Results",
      title: "Average results for marketing teams",
      lead: "Measured against each team's manual baseline before switching to the stack.",
    },
    table: {
      caption: "Average improvements for marketing teams using the stack.",
      columns: ["Metric", "Average Improvement"],
      rows: [
        ["Content production", "+900%"],
        ["Organic traffic", "+200%"],
        ["Leads", "+150%"],
        ["Manual labor", "-80%"],
        ["Operational cost", "-85%"],
        ["Time to ROI", "Within 90 days"],
      ],
    },
  },
  closing: {
    title: "Give Your Team Superpowers",
    body: "See how much more your team can ship in a 30-minute demo built around your channels, keywords and goals.",
    primary: { label: "Schedule a Demo", href: "/booking" },
    secondary: { label: "View Pricing", href: "/pricing" },
  },
});
