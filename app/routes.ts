import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The one routing table (SPEC §2). Every static path here is prerendered; blog slugs are added
 * from content/blog in react-router.config.ts.
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

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
