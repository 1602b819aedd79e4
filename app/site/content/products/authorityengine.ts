import BadgeCheckIcon from "lucide-react/icons/badge-check";
import MicVocalIcon from "lucide-react/icons/mic-vocal";
import QuoteIcon from "lucide-react/icons/quote";
import SendHorizontalIcon from "lucide-react/icons/send-horizontal";
import ShieldCheckIcon from "lucide-react/icons/shield-check";
import UsersRoundIcon from "lucide-react/icons/users-round";
import type { ProductContent } from "#shared/content/types.ts";
import { typeset } from "#shared/content/typography.ts";

export const authorityengine: ProductContent = typeset({
  slug: "authorityengine",
  name: "Authority Engine",
  kind: "Thought-leadership system",
  meta: {
    title: "Authority Engine: data-backed thought leadership",
    description:
      "Authority Engine writes fact-checked posts from verified data and publishes them to LinkedIn, X and your blog, under your executives' names and in their voice.",
  },
  hero: {
    eyebrow: "Authority Engine",
    title: "Thought leadership your executives can stand behind",
    lead: "Authority Engine builds posts from sourced, fact-checked data, writes them in each executive's voice and publishes them to LinkedIn, X and your blog.",
    primary: { label: "Book a Demo", href: "/booking" },
    secondary: { label: "View Pricing", href: "/pricing" },
  },
  mock: {
    title: "Publishing queue",
    subtitle: "CEO · next 7 days",
    rows: [
      { label: "Why mid-market buyers shortlist earlier", meta: "LinkedIn · Tue 8:30", status: "Sources verified", tone: "success" },
      { label: "Three numbers from this year's pricing survey", meta: "X thread · Wed 12:00", status: "Sources verified", tone: "success" },
      { label: "What 40 customer interviews taught us", meta: "Blog · 1,200 words", status: "Awaiting approval", tone: "warning" },
      { label: "Hiring data says the SDR role is changing", meta: "LinkedIn · Fri 9:00", status: "Checking sources", tone: "accent" },
    ],
    footer: { label: "Claims linked to a source", value: "23 of 23" },
  },
  explainer: {
    intro: {
      eyebrow: "How Authority Engine works",
      title: "A steady voice in your market, backed by evidence",
      lead: "Authority Engine turns research, data and your executives' own views into posts they are proud to sign, on a schedule they do not have to manage.",
    },
    paragraphs: [
      "Buyers trust people more than logos, and they check the numbers. Most executives know that posting matters, but drafting takes hours they do not have, and ghost-written posts full of vague claims do more harm than silence.",
      "Authority Engine starts from evidence: industry reports, public datasets, your own research and customer data you approve for use. Every figure is checked against its source before drafting. Posts are then written in each executive's voice, learned from their past writing and talks, and published to LinkedIn, X and your blog once they approve.",
    ],
    stages: [
      {
        title: "Capture each voice",
        description:
          "Past posts, talks and a short interview give Authority Engine each executive's tone, views and the topics they own.",
      },
      {
        title: "Gather verified data",
        description:
          "Sources are collected and every figure is checked against the original before it can appear in a draft.",
      },
      {
        title: "Draft and approve",
        description:
          "Drafts arrive with citations inline. Executives approve, edit or decline in a few minutes, from their phone or inbox.",
      },
      {
        title: "Publish and grow",
        description:
          "Approved posts go out to LinkedIn, X and your blog on schedule, and engagement data shapes the next set of topics.",
      },
    ],
  },
  features: {
    intro: {
      eyebrow: "Features",
      title: "Credible content under the names that matter",
      lead: "Research, fact-checking, voice and publishing in one system, with your executives in control of every word.",
    },
    items: [
      {
        icon: BadgeCheckIcon,
        title: "Verified data only",
        description:
          "Every statistic and quote is matched to a source. Claims that cannot be verified are dropped before a draft is written.",
      },
      {
        icon: MicVocalIcon,
        title: "Executive voice profiles",
        description:
          "Each executive gets their own profile: vocabulary, sentence rhythm, opinions, and topics they will and will not comment on.",
      },
      {
        icon: QuoteIcon,
        title: "Citations readers can check",
        description:
          "Drafts show where every figure comes from, with links your readers and compliance team can follow. Blog posts carry full references.",
      },
      {
        icon: ShieldCheckIcon,
        title: "Approval and compliance controls",
        description:
          "Nothing posts under an executive's name without their approval. Legal or comms can add a review step for sensitive topics.",
      },
      {
        icon: SendHorizontalIcon,
        title: "LinkedIn, X and blog publishing",
        description:
          "Posts are formatted for each network and published when each audience is most active, all from one schedule.",
      },
      {
        icon: UsersRoundIcon,
        title: "Programs for several leaders",
        description:
          "Run programs for the CEO, CTO and department heads, with topics coordinated so their posts reinforce rather than repeat each other.",
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Why teams choose Authority Engine",
      title: "Credibility that builds week after week",
    },
    items: [
      "Keep executives visible every week for minutes of their time.",
      "Publish only claims you can defend: every number has a source.",
      "Sound like each executive, not like a content team.",
      "Reach buyers with a familiar name before sales ever calls them.",
      "Turn your own research and customer data into content competitors cannot copy.",
      "Cover LinkedIn, X and your blog from one approval.",
    ],
  },
  metrics: {
    intro: {
      eyebrow: "Results",
      title: "What changes when Authority Engine runs the program",
      lead: "Typical ranges per executive after the first quarter. Starting audience and posting history shape the results.",
    },
    table: {
      caption: "Executive thought leadership before and with Authority Engine",
      columns: ["Metric", "Before Authority Engine", "With Authority Engine"],
      rows: [
        ["Posts per executive per month", "0-3", "8-12"],
        ["Executive time per post", "1-2 hours", "5-10 minutes to review"],
        ["Posts with cited sources", "Rarely", "Every post"],
        ["Channels covered", "One, irregularly", "LinkedIn, X and blog"],
        ["Data release to published post", "1-2 weeks", "1-2 days"],
      ],
    },
  },
  closing: {
    title: "Give your experts a voice without taking their week",
    body: "In the demo we draft a sourced post for one of your executives from data in your industry and walk through the approval flow end to end.",
    primary: { label: "Book a Demo", href: "/booking" },
    secondary: { label: "View Pricing", href: "/pricing" },
  },
});
