import CalendarCheckIcon from "lucide-react/icons/calendar-check";
import InboxIcon from "lucide-react/icons/inbox";
import MailIcon from "lucide-react/icons/mail";
import MailCheckIcon from "lucide-react/icons/mail-check";
import MessageSquareReplyIcon from "lucide-react/icons/message-square-reply";
import UserSearchIcon from "lucide-react/icons/user-search";
import type { ProductContent } from "#shared/content/types.ts";
import { typeset } from "#shared/content/typography.ts";

export const aisdr: ProductContent = typeset({
  slug: "aisdr",
  name: "AI SDR",
  kind: "Autonomous outbound meeting-booking system",
  meta: {
    title: "AI SDR: autonomous outbound that books meetings",
    description:
      "AI SDR researches prospects, writes outreach, manages deliverability, sorts every reply and books 25-80 meetings a month. Start with a 6-week pilot.",
  },
  hero: {
    eyebrow: "AI SDR",
    title: "Outbound that books qualified meetings on its own",
    lead: "AI SDR researches prospects, writes personal outreach, protects your sending domains, sorts every reply and books meetings straight onto your reps' calendars.",
    primary: { label: "Book a Demo", href: "/booking" },
    secondary: { label: "View Pricing", href: "/pricing" },
    tertiary: { label: "Start Pilot", href: "/contact" },
  },
  mock: {
    title: "Reply inbox",
    subtitle: "Today · classified automatically",
    rows: [
      { label: "Dana R. · VP Operations, logistics", meta: "Booked Thu 10:00 with Sam", status: "Positive", tone: "success" },
      { label: "Marcus L. · Head of Sales, SaaS", meta: "Under contract until Q1", status: "Objection", tone: "warning" },
      { label: "Priya S. · CFO, manufacturing", meta: "Follow-up set for the 15th", status: "Out-of-office", tone: "neutral" },
      { label: "Tom K. · IT Director, healthcare", meta: "Asked for a one-pager", status: "Neutral", tone: "accent" },
    ],
    footer: { label: "Meetings booked this week", value: "14" },
  },
  explainer: {
    intro: {
      eyebrow: "How AI SDR works",
      title: "The whole outbound job, from research to booked meeting",
      lead: "AI SDR does what a sales development team does every day, at a volume and consistency people struggle to keep up.",
    },
    paragraphs: [
      "Outbound is a long chain of small jobs: find the right accounts, research each person, write a message worth reading, keep domains out of spam, answer every reply and chase a time in the calendar. An in-house SDR spends most of the day on the steps before a conversation even starts.",
      "AI SDR runs the whole chain. It researches each prospect against your ideal customer profile, writes outreach that speaks to their company and role, and paces sending to protect deliverability. Every reply is classified and handled: positive replies get a meeting time, objections get an answer or go to a rep, and out-of-office replies are followed up on the return date.",
    ],
    stages: [
      {
        title: "Define the target",
        description:
          "Set your ideal customer profile, your offer and which reps take meetings. AI SDR builds account and contact lists to match.",
      },
      {
        title: "Research and write",
        description:
          "Each prospect is researched from public sources, and sequences are written for their role, company and likely priorities.",
      },
      {
        title: "Send safely",
        description:
          "Sending domains are set up and warmed, volume ramps gradually and inbox placement is checked every day.",
      },
      {
        title: "Classify and book",
        description:
          "Replies are sorted as positive, objection, out-of-office or neutral, and positive ones are booked onto a rep's calendar.",
      },
    ],
  },
  features: {
    intro: {
      eyebrow: "Features",
      title: "Every step of sales development, handled",
      lead: "Research, writing, sending, reply handling and booking in one system, with your reps stepping in only where they add value.",
    },
    items: [
      {
        icon: UserSearchIcon,
        title: "Prospect research",
        description:
          "Company news, role, tech stack and hiring signals are gathered for every contact before a single word is written.",
      },
      {
        icon: MailIcon,
        title: "Personal outreach writing",
        description:
          "Emails reference the prospect's company and role, follow your messaging and stay short enough to read on a phone.",
      },
      {
        icon: MailCheckIcon,
        title: "Deliverability management",
        description:
          "Dedicated sending domains, automated warm-up, daily volume limits and placement checks keep your main domain's reputation safe.",
      },
      {
        icon: InboxIcon,
        title: "Reply classification",
        description:
          "Every reply is classed as positive, objection, out-of-office or neutral and handled by your rules. Anything unclear goes to a person.",
      },
      {
        icon: MessageSquareReplyIcon,
        title: "Objection handling",
        description:
          "Objections about timing, budget or a current vendor get a considered answer drawn from responses your team has approved.",
      },
      {
        icon: CalendarCheckIcon,
        title: "Meeting booking",
        description:
          "Positive replies are offered times from your reps' live availability. Meetings land in the calendar and CRM with research attached.",
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Why teams choose AI SDR",
      title: "Pipeline without the hiring cycle",
    },
    items: [
      "Book 25-80 qualified meetings a month from outbound.",
      "Let your reps spend their days in meetings, not prospecting.",
      "Protect your main domain with managed warm-up and sending limits.",
      "Answer every reply within minutes, including out-of-office follow-ups.",
      "Run outbound at 70-85% lower cost than an equivalent human team.",
      "Prove the results in a 6-week pilot before you scale.",
    ],
  },
  metrics: {
    intro: {
      eyebrow: "Results",
      title: "Outbound benchmarks",
      lead: "The ranges AI SDR programs target. Your offer, market and list quality decide where you land within them.",
    },
    table: {
      caption: "Outbound performance of a typical in-house SDR compared with AI SDR",
      columns: ["Metric", "Typical in-house SDR", "With AI SDR"],
      rows: [
        ["Open rate", "20-30%", "35-60%"],
        ["Reply rate", "1-3%", "3-8%"],
        ["Positive reply rate", "0.3-0.6%", "0.8-1.5%"],
        ["Meeting conversion of positive replies", "20-30%", "35-55%"],
        ["Meetings booked per month", "8-15", "25-80"],
      ],
    },
  },
  closing: {
    title: "Start with a 6-week pilot",
    body: "We set up your sending domains, build your first lists and run live outreach for six weeks. You see meetings on your reps' calendars before you commit to a plan.",
    primary: { label: "Book a Demo", href: "/booking" },
    secondary: { label: "View Pricing", href: "/pricing" },
    tertiary: { label: "Start Pilot", href: "/contact" },
  },
});
