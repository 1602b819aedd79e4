import BellRingIcon from "lucide-react/icons/bell-ring";
import FileSearchIcon from "lucide-react/icons/file-search";
import MegaphoneIcon from "lucide-react/icons/megaphone";
import NewspaperIcon from "lucide-react/icons/newspaper";
import RadarIcon from "lucide-react/icons/radar";
import TrendingUpIcon from "lucide-react/icons/trending-up";
import type { ProductContent } from "#shared/content/types.ts";
import { typeset } from "#shared/content/typography.ts";

export const insightstream: ProductContent = typeset({
  slug: "insightstream",
  name: "InsightStream",
  kind: "Market-intelligence system",
  meta: {
    title: "InsightStream: AI market intelligence",
    description:
      "InsightStream monitors news, competitors and keyword trends in your market and turns what matters into share-ready posts and briefings for your team.",
  },
  hero: {
    eyebrow: "InsightStream",
    title: "Know what moved in your market before buyers ask",
    lead: "InsightStream monitors news, competitor moves and keyword trends around the clock, then turns the signals that matter into share-ready posts and briefings.",
    primary: { label: "Book a Demo", href: "/booking" },
    secondary: { label: "View Pricing", href: "/pricing" },
  },
  mock: {
    title: "Trend alerts",
    subtitle: "Your market · last 24 hours",
    rows: [
      { label: "Competitor moves to usage-based pricing", meta: "Competitor · 3 sources", status: "High impact", tone: "warning" },
      { label: "New regulator guidance on AI in procurement", meta: "Regulation · 5 sources", status: "Post drafted", tone: "success" },
      { label: "Searches for “AI procurement” rising", meta: "Keyword trend · 30 days", status: "Rising", tone: "accent" },
      { label: "Analyst report on mid-market CRM spend", meta: "Industry news · 2 sources", status: "Watching", tone: "neutral" },
    ],
    footer: { label: "Morning briefing", value: "Ready at 7:30" },
  },
  explainer: {
    intro: {
      eyebrow: "How InsightStream works",
      title: "From market noise to a post your team can publish",
      lead: "InsightStream reads the sources your market reads, picks out what is relevant to you and writes it up while the story is still news.",
    },
    paragraphs: [
      "Staying current is a daily job nobody has time for. One person skims newsletters, another checks competitor sites, and a relevant story becomes a post three days later, after the conversation has moved on.",
      "InsightStream tracks the news sites, trade publications, competitor pages and search trends you choose. It scores every signal for relevance to your positioning, groups related stories and drafts two things: a briefing for your team and a post with your point of view, linked to every source.",
    ],
    stages: [
      {
        title: "Define your market",
        description:
          "Name your competitors, topics, keywords and trusted sources. InsightStream sets up a monitor for each and suggests the ones you missed.",
      },
      {
        title: "Monitor and score",
        description:
          "New articles, competitor page changes and keyword shifts are read, deduplicated and scored for relevance and urgency.",
      },
      {
        title: "Brief and draft",
        description:
          "High-scoring signals become a daily briefing and draft posts in your voice, each linked to its original sources.",
      },
      {
        title: "Share and learn",
        description:
          "Approve a post and publish it, or pass the topic to ContentOS for a full article. Engagement data sharpens future scoring.",
      },
    ],
  },
  features: {
    intro: {
      eyebrow: "Features",
      title: "A research desk that never stops reading",
      lead: "Monitoring, analysis and first drafts in one feed, tuned to your market rather than the whole internet.",
    },
    items: [
      {
        icon: RadarIcon,
        title: "Competitor tracking",
        description:
          "Watch competitors' websites, pricing pages, press releases and job ads. Changes arrive summarized, with what they likely mean for you.",
      },
      {
        icon: NewspaperIcon,
        title: "News and trade press monitoring",
        description:
          "Industry publications, trade press and regulators in one feed, with duplicate stories merged and irrelevant ones filtered out.",
      },
      {
        icon: TrendingUpIcon,
        title: "Keyword-trend monitoring",
        description:
          "See which search terms in your category are rising or fading week to week, so content and campaigns follow real demand.",
      },
      {
        icon: BellRingIcon,
        title: "Relevance-scored alerts",
        description:
          "Each signal is scored against your positioning and topics. Only the ones worth acting on reach your team's chat or inbox.",
      },
      {
        icon: MegaphoneIcon,
        title: "Share-ready posts",
        description:
          "Drafts with your angle on the story, sized for LinkedIn, X or a newsletter, with the source linked and ready for approval.",
      },
      {
        icon: FileSearchIcon,
        title: "Briefings for sales and leadership",
        description:
          "A short daily or weekly briefing: what happened, why it matters and what to tell customers who ask about it.",
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Why teams choose InsightStream",
      title: "Be first with a point of view",
    },
    items: [
      "Comment on market news the same day, not the following week.",
      "Replace hours of daily reading with one ranked briefing.",
      "Spot competitor pricing, product and hiring moves as they happen.",
      "Plan content around keywords that are rising, not ones that already peaked.",
      "Give sales clear talking points on every major industry story.",
      "Keep a steady flow of timely posts without adding headcount.",
    ],
  },
  metrics: {
    intro: {
      eyebrow: "Results",
      title: "What changes when InsightStream watches your market",
      lead: "Typical ranges for marketing teams after their first month. The number of sources and topics you track shapes the figures.",
    },
    table: {
      caption: "Market monitoring and timely content before and with InsightStream",
      columns: ["Metric", "Before InsightStream", "With InsightStream"],
      rows: [
        ["News breaking to published post", "2-4 days", "Same day"],
        ["Team time spent monitoring", "5-8 hours a week", "Under 1 hour a week"],
        ["Sources tracked", "10-15, checked by hand", "50-200, checked continuously"],
        ["Competitor changes caught", "Ad hoc", "Summarized daily"],
        ["Timely posts per month", "2-4", "15-30"],
      ],
    },
  },
  closing: {
    title: "See what your market said this week",
    body: "Tell us your competitors and keywords. The demo shows live signals from your own market and the posts InsightStream drafts from them.",
    primary: { label: "Book a Demo", href: "/booking" },
    secondary: { label: "View Pricing", href: "/pricing" },
  },
});
