import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
/**
 * The one routing table. Every static path here is prerendered but the admin app's (/admin); the
 * blog's pages are rendered by the server from the store (ADR 024).
 */
export default [
  index("site/routes/home.tsx"),

  route("contentos", "site/routes/contentos.tsx"),
  route("insightstream", "site/routes/insightstream.tsx"),
  route("seogenesis", "site/routes/seogenesis.tsx"),
  route("authorityengine", "site/routes/authorityengine.tsx"),
  route("aisdr", "site/routes/aisdr.tsx"),
  route("ai-stack", "site/routes/ai-stack.tsx"),

  route("solutions/marketing", "site/routes/solutions.marketing.tsx"),
  route("solutions/agencies", "site/routes/solutions.agencies.tsx"),
  route("solutions/enterprise", "site/routes/solutions.enterprise.tsx"),

  route("pricing", "site/routes/pricing.tsx"),

  // One list design at each of the blog's list addresses; the loader reads which from the path.
  route("blog", "site/routes/blog.tsx", { id: "blog" }),
  route("blog/tag/:archive", "site/routes/blog.tsx", { id: "blog-tag" }),
  route("blog/category/:archive", "site/routes/blog.tsx", { id: "blog-category" }),
  route("blog/search", "site/routes/blog.search.tsx"),
  ...(["blog", "blog/tag/:archive", "blog/category/:archive"] as const).map((base) =>
    route(`${base}/page/:page`, "site/routes/blog.tsx", { id: `${base.replace(/\/:archive$/, "").replace("/", "-")}-page` }),
  ),
  route("blog/:slug", "site/routes/blog.post.tsx"),

  route("contact", "site/routes/contact.tsx"),
  route("thank-you", "site/routes/thank-you.tsx"),
  route("booking", "site/routes/booking.tsx"),
  route("booking-confirmation", "site/routes/booking-confirmation.tsx"),

  // One module, two documents: the loader reads which from the path.
  route("privacy", "site/routes/legal.tsx", { id: "privacy" }),
  route("terms", "site/routes/legal.tsx", { id: "terms" }),
  route("coming-soon", "site/routes/coming-soon.tsx"),

  // The admin app: client-rendered from the SPA shell, never prerendered, behind sign-in.
  layout("admin/routes/admin-frame.tsx", [
    route("admin/sign-in", "admin/routes/admin.sign-in.tsx"),
    route("admin/setup", "admin/routes/admin.setup.tsx"),
    route("admin", "admin/routes/admin.tsx", { id: "admin" }, [
      index("sales/routes/admin.inbox.tsx"),
      route("leads/:id", "sales/routes/admin.lead.tsx"),
      route("reports", "sales/routes/admin.reports.tsx"),
      route("routing", "sales/routes/admin.routing.tsx"),
      route("posts", "studio/routes/admin.posts.tsx"),
      route("posts/:id", "studio/routes/admin.post.tsx"),
      route("media", "studio/routes/admin.media.tsx"),
      route("site", "studio/routes/admin.site.tsx"),
      route("settings", "admin/routes/admin.settings.tsx"),
      route("account", "admin/routes/admin.account.tsx"),
    ]),
  ]),

  route("*", "site/routes/not-found.tsx"),
] satisfies RouteConfig;
