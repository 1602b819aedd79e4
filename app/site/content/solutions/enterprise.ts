import CoinsIcon from "lucide-react/icons/coins";
import ConciergeBellIcon from "lucide-react/icons/concierge-bell";
import GaugeIcon from "lucide-react/icons/gauge";
import KeyRoundIcon from "lucide-react/icons/key-round";
import LayoutDashboardIcon from "lucide-react/icons/layout-dashboard";
import NetworkIcon from "lucide-react/icons/network";
import PlugIcon from "lucide-react/icons/plug";
import ServerIcon from "lucide-react/icons/server";
import ShieldAlertIcon from "lucide-react/icons/shield-alert";
import ShieldCheckIcon from "lucide-react/icons/shield-check";
import TimerIcon from "lucide-react/icons/timer";
import WorkflowIcon from "lucide-react/icons/workflow";
import { site } from "#shared/content/site.ts";
import type { EnterpriseSolutionContent } from "#shared/content/types.ts";

export const enterpriseSolution: EnterpriseSolutionContent = {
  meta: {
    title: "Enterprise AI Marketing Systems",
    description:
      "A secure, unified AI stack for enterprise marketing: one dashboard, custom access controls, CMS and CRM integration, GDPR, SOC 2 and ISO workflow support.",
  },
  hero: {
    eyebrow: "For enterprises",
    title: "Enterprise-Grade AI Systems for Scalable Marketing Operations",
    lead: "One secure stack for every brand and region: a unified dashboard, custom access controls, CMS and CRM integration and compliance-ready workflows.",
    primary: { label: "Request Enterprise Demo", href: "/booking" },
    secondary: { label: "View Case Studies", href: "/coming-soon" },
  },
  challenges: {
    intro: {
      eyebrow: "The challenge",
      title: "Enterprise Marketing Challenges",
      lead: "Scale adds brands, regions, approvals and systems. Output slows as coordination grows.",
    },
    items: [
      {
        icon: NetworkIcon,
        title: "Fragmented tools",
        description:
          "Each team buys its own AI and content tools, which means duplicate spend, scattered data and no single view of performance.",
      },
      {
        icon: ShieldAlertIcon,
        title: "Compliance risk",
        description:
          "Unvetted AI tools process brand and customer data outside approved workflows, where security and legal teams cannot audit them.",
      },
      {
        icon: TimerIcon,
        title: "Slow campaign launches",
        description:
          "Campaigns wait weeks on briefs, translations and sign-offs across regions, and miss the moment they were planned for.",
      },
      {
        icon: CoinsIcon,
        title: "Costs that scale with headcount",
        description: "Agency retainers and in-house production grow with every new market, while budgets stay flat.",
      },
    ],
  },
  advantage: {
    intro: {
      eyebrow: "Why us",
      title: `${site.brand} Advantage`,
      lead: "One secure stack replaces a patchwork of tools, with the controls your security and legal teams require.",
    },
    items: [
      {
        icon: LayoutDashboardIcon,
        title: "Unified dashboard",
        description:
          "Output, rankings, engagement and pipeline for every brand and region in one view, with drill-down by team.",
      },
      {
        icon: KeyRoundIcon,
        title: "Custom access controls",
        description: "Permissions decide who can draft, approve and publish for each brand, region and channel.",
      },
      {
        icon: WorkflowIcon,
        title: "Fits your existing systems",
        description:
          "The stack connects to your CMS and CRM, so content and leads land where your teams already work.",
      },
      {
        icon: GaugeIcon,
        title: "Measurable savings",
        description:
          "Operational cost falls by up to 85%, and most enterprises recover their investment in as little as three months.",
      },
    ],
  },
  scale: {
    intro: {
      eyebrow: "Platform",
      title: "Built for Enterprise Scale",
      lead: "The infrastructure, controls and support a multi-brand, multi-region marketing organization needs.",
    },
    items: [
      {
        icon: ServerIcon,
        title: "Centralized AI Infrastructure",
        description:
          "All five systems run on one platform, with shared brand voice, data and governance across every business unit.",
      },
      {
        icon: ShieldCheckIcon,
        title: "Compliance-Ready Architecture",
        description:
          "Workflows support GDPR, SOC 2 and ISO requirements, with a record of every draft, approval and publish.",
      },
      {
        icon: PlugIcon,
        title: "Custom Integrations",
        description: "API integrations connect the stack to your CMS, CRM and internal systems, configured for your setup.",
      },
      {
        icon: ConciergeBellIcon,
        title: "Dedicated AI Concierge",
        description:
          "A named specialist handles onboarding, tuning and reporting, and is your single point of contact.",
      },
    ],
  },
  results: {
    intro: {
      eyebrow: "Results",
      title: "Enterprise Results",
      lead: "Average impact reported by enterprise customers, compared with their previous operating model.",
    },
    table: {
      caption: "Average impact of the stack on enterprise marketing operations.",
      columns: ["KPI", "Impact"],
      rows: [
        ["Marketing efficiency", "+300%"],
        ["Operational cost", "-85%"],
        ["Campaign launch speed", "10x faster"],
        ["Manual labor", "-85% to -90%"],
        ["Time to ROI", "Within 90 days"],
      ],
    },
  },
  closing: {
    title: "Bring AI to Your Enterprise Marketing Operations",
    body: `Book an enterprise demo to see ${site.brand} with your brands, regions and compliance requirements, and leave with a rollout plan.`,
    primary: { label: "Book an Enterprise Demo", href: "/booking" },
    secondary: { label: "Contact Sales", href: "/contact" },
  },
};
