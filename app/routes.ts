import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
/**
 * The one routing table. Every static path here is prerendered but the admin app's (/admin); the
 * blog's pages are rendered by the server from the store (ADR 024).
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

  // One list design at each of the blog's list addresses; the loader reads which from the path.
  route("blog", "routes/blog.tsx", { id: "blog" }),
  route("blog/tag/:archive", "routes/blog.tsx", { id: "blog-tag" }),
  route("blog/category/:archive", "routes/blog.tsx", { id: "blog-category" }),
  route("blog/search", "routes/blog.search.tsx"),
  ...(["blog", "blog/tag/:archive", "blog/category/:archive"] as const).map((base) =>
    route(`${base}/page/:page`, "routes/blog.tsx", { id: `${base.replace(/\/:archive$/, "").replace("/", "-")}-page` }),
  ),
  route("blog/:slug", "routes/blog.post.tsx"),

  route("contact", "routes/contact.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  route("booking", "routes/booking.tsx"),
  route("booking-confirmation", "routes/booking-confirmation.tsx"),

  // One module, two documents: the loader reads which from the path.
  route("privacy", "routes/legal.tsx", { id: "privacy" }),
  route("terms", "routes/legal.tsx", { id: "terms" }),
  route("coming-soon", "routes/coming-soon.tsx"),

  // The admin app: client-rendered from the SPA shell, never prerendered, behind sign-in.
  layout("routes/admin-frame.tsx", [
    route("admin/sign-in", "routes/admin.sign-in.tsx"),
    route("admin/setup", "routes/admin.setup.tsx"),
    route("admin", "routes/admin.tsx", [
      index("routes/admin.inbox.tsx"),
      route("leads/:id", "routes/admin.lead.tsx"),
      route("reports", "routes/admin.reports.tsx"),
      route("routing", "routes/admin.routing.tsx"),
      route("posts", "routes/admin.posts.tsx"),
      route("posts/:id", "routes/admin.post.tsx"),
      route("media", "routes/admin.media.tsx"),
      route("site", "routes/admin.site.tsx"),
      route("settings", "routes/admin.settings.tsx"),
      route("account", "routes/admin.account.tsx"),
    ]),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
