import CalendarClockIcon from "lucide-react/icons/calendar-clock";
import ChartLineIcon from "lucide-react/icons/chart-line";
import ClipboardCheckIcon from "lucide-react/icons/clipboard-check";
import FileTextIcon from "lucide-react/icons/file-text";
import PenLineIcon from "lucide-react/icons/pen-line";
import Repeat2Icon from "lucide-react/icons/repeat-2";
import type { ProductContent } from "#shared/content/types.ts";
import { typeset } from "#shared/content/typography.ts";

export const contentos: ProductContent = typeset({
  slug: "contentos",
  name: "ContentOS",
  kind: "Content production system",
  meta: {
    title: "ContentOS: AI content production for B2B teams",
    description:
      "ContentOS writes on-brand blogs, social posts and newsletters, up to 300 assets a month and 10x faster, with editorial review and scheduled publishing.",
  },
  hero: {
    eyebrow: "ContentOS",
    title: "Your whole content calendar, written in your voice",
    lead: "ContentOS drafts blogs, social posts and newsletters in your brand voice, routes them to your editors and publishes on schedule: up to 300 assets a month.",
    primary: { label: "Book a Demo", href: "/booking" },
    secondary: { label: "View Pricing", href: "/pricing" },
  },
  mock: {
    title: "Content calendar",
    subtitle: "This week · 14 assets",
    rows: [
      { label: "How AI changes B2B content operations", meta: "Blog · 1,850 words", status: "Approved", tone: "success" },
      { label: "Five lessons from our onboarding data", meta: "LinkedIn · 7-slide carousel", status: "Scheduled", tone: "accent" },
      { label: "Customer newsletter: Q3 product update", meta: "Newsletter · 6 sections", status: "In review", tone: "warning" },
      { label: "Webinar recap: pipeline in a slow market", meta: "Blog · 1,400 words", status: "Drafting", tone: "neutral" },
    ],
    footer: { label: "Assets this month", value: "212 of 300" },
  },
  explainer: {
    intro: {
      eyebrow: "How ContentOS works",
      title: "One workflow from brief to published post",
      lead: "ContentOS replaces the brief spreadsheet, the freelancer queue and the copy-paste into five tools with one production line your team controls.",
    },
    paragraphs: [
      "Most B2B teams know what they should publish. The bottleneck is production: briefs wait for writers, drafts wait for reviewers, and finished pieces wait for someone to format and schedule them. A single blog post can take two to three weeks from idea to live.",
      "ContentOS learns your voice from the content you already have: your best articles, your style guide, your product material. It drafts each asset in the format its channel expects, sends it to the right reviewer and publishes it once approved. Your editors spend their time on judgment, not first drafts.",
    ],
    stages: [
      {
        title: "Train the brand voice",
        description:
          "Upload your style guide, past articles and product material. ContentOS builds a voice profile with your terminology, tone and the phrases you never use.",
      },
      {
        title: "Plan the calendar",
        description:
          "Set themes, channels and volume for the month. ContentOS proposes topics and writes a brief for every blog, post and newsletter.",
      },
      {
        title: "Draft and review",
        description:
          "Drafts arrive in your editors' queue with a voice check and source notes. Reviewers comment, edit or approve in one place.",
      },
      {
        title: "Schedule and publish",
        description:
          "Approved assets go out to your CMS, social accounts and email platform at the dates and times you set.",
      },
    ],
  },
  features: {
    intro: {
      eyebrow: "Features",
      title: "Everything between an idea and a published asset",
      lead: "Writing, review and publishing in one system, so nothing gets lost between tools.",
    },
    items: [
      {
        icon: PenLineIcon,
        title: "On-brand voice",
        description:
          "A voice profile built from your best content keeps terminology, tone and banned phrases consistent across every channel.",
      },
      {
        icon: FileTextIcon,
        title: "Blogs, posts and newsletters",
        description:
          "Long-form articles, LinkedIn and X posts, carousels and email newsletters, each written to the length and format its channel expects.",
      },
      {
        icon: Repeat2Icon,
        title: "One idea, every channel",
        description:
          "Turn one article or webinar into a week of social posts and a newsletter section without writing three separate briefs.",
      },
      {
        icon: ClipboardCheckIcon,
        title: "Editorial review and approval",
        description:
          "Drafts go to the right reviewer by topic or channel. Comments, edits and sign-off are tracked, and nothing publishes without approval.",
      },
      {
        icon: CalendarClockIcon,
        title: "Scheduling and publishing",
        description:
          "Approved assets publish to your CMS, social accounts and email platform on the calendar you set, in each audience's time zone.",
      },
      {
        icon: ChartLineIcon,
        title: "Performance feedback",
        description:
          "Engagement from each channel flows back into planning, so next month's calendar favors the topics and formats that worked.",
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Why teams choose ContentOS",
      title: "More content, same team, same standards",
    },
    items: [
      "Publish up to 300 on-brand assets a month without hiring more writers.",
      "Go from brief to publish-ready draft 10x faster than a manual workflow.",
      "Keep one consistent voice across blog, social and email, whoever edits.",
      "Give editors one review queue instead of docs, threads and spreadsheets.",
      "Cut manual production work by up to 80% and move that time to strategy.",
      "Recover your investment in as little as three months.",
    ],
  },
  metrics: {
    intro: {
      eyebrow: "Results",
      title: "What changes when ContentOS runs production",
      lead: "Typical ranges for marketing teams in their first quarter. Your starting point shapes your results.",
    },
    table: {
      caption: "Content production before and with ContentOS",
      columns: ["Metric", "Before ContentOS", "With ContentOS"],
      rows: [
        ["Assets published per month", "20-30", "Up to 300"],
        ["Brief to approved blog post", "2-3 weeks", "1-2 days"],
        ["Editor time per 1,500-word article", "6-8 hours", "30-45 minutes"],
        ["Channels covered by one idea", "1-2", "Blog, social and email"],
        ["Manual production work", "Baseline", "Up to 80% less"],
      ],
    },
  },
  closing: {
    title: "See ContentOS write in your voice",
    body: "Bring three of your best articles to the demo. We will build a voice profile from them and show drafts for topics from your own calendar.",
    primary: { label: "Book a Demo", href: "/booking" },
    secondary: { label: "View Pricing", href: "/pricing" },
  },
});
