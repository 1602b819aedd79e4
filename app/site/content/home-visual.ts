import type { MockPanel } from "#shared/content/types.ts";

/** The dashboard drawn beside the home hero: the five systems at work in a typical month. */
export const homeHeroMock: MockPanel = {
  title: "Unified AI Stack",
  subtitle: "This month across all five systems",
  rows: [
    { label: "ContentOS", meta: "248 assets published", status: "Live", tone: "success" },
    { label: "SEO Genesis", meta: "18 articles in the top 10", status: "Ranking", tone: "accent" },
    { label: "InsightStream", meta: "36 trend briefs shared", status: "Live", tone: "success" },
    { label: "Authority Engine", meta: "24 posts, sources verified", status: "Scheduled", tone: "neutral" },
    { label: "AI SDR", meta: "41 meetings booked", status: "Booking", tone: "accent" },
  ],
  footer: { label: "Hours of manual work saved", value: "620 h" },
};
