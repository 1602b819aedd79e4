import FileCodeIcon from "lucide-react/icons/file-code";
import GaugeIcon from "lucide-react/icons/gauge";
import LinkIcon from "lucide-react/icons/link";
import ListTreeIcon from "lucide-react/icons/list-tree";
import SearchIcon from "lucide-react/icons/search";
import TargetIcon from "lucide-react/icons/target";
import type { ProductContent } from "#shared/content/types.ts";
import { typeset } from "#shared/content/typography.ts";

export const seogenesis: ProductContent = typeset({
  slug: "seogenesis",
  name: "SEO Genesis",
  kind: "SEO content engine",
  meta: {
    title: "SEO Genesis: AI SEO content engine",
    description:
      "SEO Genesis turns keyword research into 1,500-2,500-word optimized articles with schema markup, meta tags and internal links, organized in topic clusters.",
  },
  hero: {
    eyebrow: "SEO Genesis",
    title: "From keyword research to articles that rank",
    lead: "SEO Genesis finds the searches your buyers make, plans topic clusters around them and writes 1,500-2,500-word articles with schema markup and meta tags.",
    primary: { label: "Book a Demo", href: "/booking" },
    secondary: { label: "View Pricing", href: "/pricing" },
  },
  mock: {
    title: "Keyword clusters",
    subtitle: "Cluster: revenue operations",
    rows: [
      { label: "revenue operations software", meta: "Pillar · 2.9k searches/mo", status: "Published", tone: "success" },
      { label: "revops vs sales ops", meta: "Comparison · 880/mo", status: "Writing", tone: "accent" },
      { label: "how to build a revops team", meta: "How-to · 590/mo", status: "Brief ready", tone: "neutral" },
      { label: "revenue operations metrics", meta: "Guide · 1.3k/mo", status: "Refresh due", tone: "warning" },
    ],
    footer: { label: "Cluster coverage", value: "9 of 14 articles" },
  },
  explainer: {
    intro: {
      eyebrow: "How SEO Genesis works",
      title: "Search strategy and production in one pipeline",
      lead: "SEO Genesis does the research an SEO lead would do, then writes articles that follow it, so strategy and execution never drift apart.",
    },
    paragraphs: [
      "Ranking in B2B search takes depth: a pillar page, a dozen supporting articles, clean internal links and markup search engines can read. Most teams can plan that work but cannot produce it fast enough, so clusters stay half-built and rankings stall.",
      "SEO Genesis starts from keyword research and search intent, groups terms into topic clusters and writes every article to its brief: 1,500-2,500 words, structured headings, schema markup, a meta title and description, and links to the rest of the cluster. Your team reviews, publishes and watches the cluster fill in.",
    ],
    stages: [
      {
        title: "Research keywords",
        description:
          "Pull search volume, difficulty and intent for your category, and see which terms your competitors already rank for.",
      },
      {
        title: "Plan topic clusters",
        description:
          "Group keywords into pillar pages and supporting articles, each with one target term and one clear search intent.",
      },
      {
        title: "Write optimized articles",
        description:
          "Each brief becomes a 1,500-2,500-word article with headings, FAQs, schema markup, meta tags and internal links.",
      },
      {
        title: "Publish and refresh",
        description:
          "Push articles to your CMS, track rankings per cluster and get a refresh brief when a page starts to slip.",
      },
    ],
  },
  features: {
    intro: {
      eyebrow: "Features",
      title: "The whole SEO workflow, not just the writing",
      lead: "Research, planning, on-page optimization and tracking in one engine, built for B2B search.",
    },
    items: [
      {
        icon: SearchIcon,
        title: "Keyword research",
        description:
          "Volume, difficulty and competitor rankings for every term in your category, filtered to the ones your buyers actually search.",
      },
      {
        icon: TargetIcon,
        title: "Search intent matching",
        description:
          "Each keyword is classed as informational, commercial or comparison, and the article's format and calls to action follow that intent.",
      },
      {
        icon: ListTreeIcon,
        title: "Topic clusters",
        description:
          "Pillar pages and supporting articles are planned together, so each piece strengthens the others instead of competing for the same term.",
      },
      {
        icon: FileCodeIcon,
        title: "Schema markup and meta tags",
        description:
          "Article, FAQ and breadcrumb schema, meta titles and descriptions are written with every article and validated before publishing.",
      },
      {
        icon: LinkIcon,
        title: "Internal linking",
        description:
          "New articles link to related pages in their cluster, and existing pages are updated to link back with descriptive anchor text.",
      },
      {
        icon: GaugeIcon,
        title: "Rank tracking and refreshes",
        description:
          "Positions are tracked per cluster. Pages that slip get a refresh brief listing the sections and terms to add.",
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Why teams choose SEO Genesis",
      title: "Search traffic that compounds",
    },
    items: [
      "Grow organic traffic by up to 200% as your clusters fill in.",
      "Publish a complete topic cluster in weeks instead of quarters.",
      "Ship every article with schema markup and meta tags already in place.",
      "Match each page to one search intent, so visitors find what they came for.",
      "Avoid keyword cannibalization with one target term per page.",
      "Win leads from search without paying for every click.",
    ],
  },
  metrics: {
    intro: {
      eyebrow: "Results",
      title: "What changes when SEO Genesis builds your clusters",
      lead: "Typical ranges for B2B sites over six months. Domain age, competition and publishing pace shape the results.",
    },
    table: {
      caption: "SEO content production and results before and with SEO Genesis",
      columns: ["Metric", "Before SEO Genesis", "With SEO Genesis"],
      rows: [
        ["Optimized articles per month", "2-4", "20-40"],
        ["Time to complete a 12-article cluster", "4-6 months", "3-4 weeks"],
        ["Articles with schema markup", "Under half", "Every article"],
        ["Team time per article", "8-12 hours", "1-2 hours of review"],
        ["Organic traffic after six months", "Baseline", "Up to +200%"],
      ],
    },
  },
  closing: {
    title: "See the clusters your competitors rank for",
    body: "Bring your domain to the demo. We run keyword research on your category and show the first topic cluster SEO Genesis would build for you.",
    primary: { label: "Book a Demo", href: "/booking" },
    secondary: { label: "View Pricing", href: "/pricing" },
  },
});
