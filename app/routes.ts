import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * The one routing table (SPEC §2). Every static path here is prerendered, but the inbox's
 * (/admin); blog slugs are added from content/blog in react-router.config.ts.
 */
export default [
  index("routes/home.tsx"),

  route("contentos", "routes/contentos.tsx"),
  route("insightstream", "routes/insightstream.tsx"),
  route("seogenesis", "routes/seogenesis.tsx"),
  route("authorityengine", "routes/authorityengine.tsx"),
  route("aisdr", "routes/aisdr.tsx"),
  route("ai-stack", "routes/ai-stack.tsx"),

  route("solutions/marketing", "routes/solutions.marketing.tsx"),
  route("solutions/agencies", "routes/solutions.agencies.tsx"),
  route("solutions/enterprise", "routes/solutions.enterprise.tsx"),

  route("pricing", "routes/pricing.tsx"),

  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog.post.tsx"),

  route("contact", "routes/contact.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  route("booking", "routes/booking.tsx"),
  route("booking-confirmation", "routes/booking-confirmation.tsx"),

  // One module, two documents: the loader reads which from the path.
  route("privacy", "routes/legal.tsx", { id: "privacy" }),
  route("terms", "routes/legal.tsx", { id: "terms" }),
  route("coming-soon", "routes/coming-soon.tsx"),

  // The staff inbox (issue 17): client-rendered from the SPA shell, never prerendered, behind sign-in.
  layout("routes/staff.tsx", [
    route("admin/sign-in", "routes/admin.sign-in.tsx"),
    route("admin/setup", "routes/admin.setup.tsx"),
    route("admin", "routes/admin.tsx", [
      index("routes/admin.inbox.tsx"),
      route("leads/:id", "routes/admin.lead.tsx"),
      route("reports", "routes/admin.reports.tsx"),
      route("account", "routes/admin.account.tsx"),
    ]),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
