import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
/**
 * The one routing table. Every public page is rendered by the server from the store (ADR 024,
 * ADR 040): the blog's by its routes, every other page by page.tsx from its document. The admin
 * app is rendered in the browser.
 */
export default [
  // Every page made of sections, at whatever address the store gives it (ADR 040).
  index("site/routes/page.tsx", { id: "page-index" }),

  // One list design at each of the blog's list addresses; the loader reads which from the path.
  route("blog", "site/routes/blog.tsx", { id: "blog" }),
  route("blog/tag/:archive", "site/routes/blog.tsx", { id: "blog-tag" }),
  route("blog/category/:archive", "site/routes/blog.tsx", { id: "blog-category" }),
  route("blog/search", "site/routes/blog.search.tsx"),
  ...(["blog", "blog/tag/:archive", "blog/category/:archive"] as const).map((base) =>
    route(`${base}/page/:page`, "site/routes/blog.tsx", { id: `${base.replace(/\/:archive$/, "").replace("/", "-")}-page` }),
  ),
  route("blog/:slug", "site/routes/blog.post.tsx"),

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
      route("posts/import", "studio/routes/admin.posts-import.tsx"),
      route("posts/:id", "studio/routes/admin.post.tsx"),
      route("pages", "studio/routes/admin.pages.tsx"),
      route("pages/:id", "studio/routes/admin.page.tsx"),
      route("forms", "studio/routes/admin.forms.tsx"),
      route("forms/:id", "studio/routes/admin.form.tsx"),
      route("experiments", "studio/routes/admin.experiments.tsx"),
      route("experiments/:id", "studio/routes/admin.experiment.tsx"),
      route("forms/:id/analytics", "studio/routes/admin.form-analytics.tsx"),
      route("menus", "studio/routes/admin.menus.tsx"),
      route("media", "studio/routes/admin.media.tsx"),
      route("site", "studio/routes/admin.site.tsx"),
      route("settings", "admin/routes/admin.settings.tsx"),
      route("settings/languages", "studio/routes/admin.languages.tsx"),
      route("account", "admin/routes/admin.account.tsx"),
    ]),
  ]),

  route("*", "site/routes/page.tsx", { id: "page" }),
] satisfies RouteConfig;
