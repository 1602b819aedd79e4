import AwardIcon from "lucide-react/icons/award";
import BadgeDollarSignIcon from "lucide-react/icons/badge-dollar-sign";
import ClockIcon from "lucide-react/icons/clock";
import FileTextIcon from "lucide-react/icons/file-text";
import LanguagesIcon from "lucide-react/icons/languages";
import PaletteIcon from "lucide-react/icons/palette";
import RadarIcon from "lucide-react/icons/radar";
import SearchIcon from "lucide-react/icons/search";
import SendIcon from "lucide-react/icons/send";
import TrendingDownIcon from "lucide-react/icons/trending-down";
import UserMinusIcon from "lucide-react/icons/user-minus";
import UsersIcon from "lucide-react/icons/users";
import WorkflowIcon from "lucide-react/icons/workflow";
import type { AgenciesSolutionContent } from "#shared/content/types.ts";

export const agenciesSolution: AgenciesSolutionContent = {
  meta: {
    title: "White-Label AI Engines for Marketing Agencies",
    description:
      "Deliver more for every client under your own brand: white-label AI engines, branded client portals, automated workflows, analytics and multi-language output.",
  },
  hero: {
    eyebrow: "For agencies",
    title: "White-Label AI Engines for Modern Marketing Agencies",
    lead: "Run blog, email and social production for every client on AI engines that carry your brand, with branded portals and analytics dashboards for client reporting.",
    primary: { label: "Partner With Us", href: "/contact" },
    secondary: { label: "Explore the Unified AI Stack", href: "/ai-stack" },
  },
  challenge: {
    intro: {
      eyebrow: "The challenge",
      title: "Agency Challenge",
      lead: "Clients expect more content, more channels and faster turnaround, while fees stay flat.",
    },
    items: [
      {
        icon: UsersIcon,
        title: "Headcount caps growth",
        description: "Every new retainer needs more writers and editors, so revenue grows only as fast as you can hire.",
      },
      {
        icon: ClockIcon,
        title: "Deadlines stack up",
        description:
          "Drafts, revisions and approvals for a dozen clients squeeze delivery windows and wear out your team.",
      },
      {
        icon: TrendingDownIcon,
        title: "Margins get squeezed",
        description:
          "Clients compare your rates with freelancers and in-house AI tools, while your production costs keep rising.",
      },
      {
        icon: UserMinusIcon,
        title: "Churn follows slow delivery",
        description: "When output slips or reporting is thin, clients start talking to other agencies.",
      },
    ],
  },
  workforce: {
    intro: {
      eyebrow: "The engines",
      title: "Your New AI Workforce",
      lead: "Five engines you can deliver under your own brand. Each one covers a service line your clients already pay for.",
    },
    items: [
      {
        icon: FileTextIcon,
        title: "ContentOS",
        description: "Runs blog, social and newsletter production for each client in that client's brand voice.",
        href: "/contentos",
        linkLabel: "Explore ContentOS",
      },
      {
        icon: SearchIcon,
        title: "SEO Genesis",
        description:
          "Delivers keyword research and optimized long-form articles with schema markup, ready for client approval.",
        href: "/seogenesis",
        linkLabel: "Explore SEO Genesis",
      },
      {
        icon: RadarIcon,
        title: "InsightStream",
        description: "Monitors each client's market and turns news and trends into timely posts and briefings.",
        href: "/insightstream",
        linkLabel: "Explore InsightStream",
      },
      {
        icon: AwardIcon,
        title: "Authority Engine",
        description:
          "Writes data-backed thought leadership for client executives and publishes it to LinkedIn, X and blogs.",
        href: "/authorityengine",
        linkLabel: "Explore Authority Engine",
      },
      {
        icon: SendIcon,
        title: "AI SDR",
        description:
          "Adds outbound as a service: prospect research, outreach, deliverability, reply handling and booked meetings.",
        href: "/aisdr",
        linkLabel: "Explore AI SDR",
      },
    ],
  },
  advantages: {
    intro: {
      eyebrow: "Why agencies partner with us",
      title: "Agency-Focused Advantages",
      lead: "Everything your clients see carries your brand. Everything behind it runs on our engines.",
    },
    items: [
      {
        icon: PaletteIcon,
        title: "White-Label Portal",
        description:
          "Clients log in to a portal with your logo and colors to review drafts, approve content and follow results on analytics dashboards.",
      },
      {
        icon: WorkflowIcon,
        title: "Scalable Client Workflows",
        description:
          "Automated blog, email and social workflows run for every client in parallel, so a new account adds setup, not headcount.",
      },
      {
        icon: LanguagesIcon,
        title: "Multi-Language Output",
        description: "Deliver content in the languages your clients sell in, from a single brief and without extra translators.",
      },
      {
        icon: BadgeDollarSignIcon,
        title: "Profit Expansion",
        description:
          "Throughput rises 400% while production costs fall, so each retainer earns more. Partners report +50% profit margin.",
      },
    ],
  },
  outcomes: {
    intro: {
      eyebrow: "Results",
      title: "Agency Growth Outcomes",
      lead: "Average results reported by agency partners, compared with their previous delivery model.",
    },
    table: {
      caption: "Average growth outcomes for agency partners.",
      columns: ["Metric", "Result"],
      rows: [
        ["Client retention", "+30%"],
        ["Delivery time", "-70%"],
        ["Content throughput", "+400%"],
        ["Profit margin", "+50%"],
        ["Time to ROI", "Within 90 days"],
      ],
    },
  },
  closing: {
    title: "Transform Your Agency with AI",
    body: "Apply for the partner program. We review your client mix and show how the engines fit your service lines and pricing.",
    primary: { label: "Apply for Partnership", href: "/contact" },
    secondary: { label: "Request Demo", href: "/booking" },
  },
};
