import { PageHero } from "#app/components/sections/page-hero.tsx";
import { PostCard } from "#app/components/sections/post-card.tsx";
import { pages } from "#app/content/pages.ts";
import { listPosts } from "#app/lib/blog.server.ts";
import { withBrand } from "#app/lib/brand.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { blog, breadcrumbs, jsonLd } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/blog";

const page = pages.blog;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(page.meta, "/blog"),
  jsonLd(blog(loaderData?.posts ?? [], withBrand(page.meta.description))),
  jsonLd(breadcrumbs([["Blog", "/blog"]])),
];

/** Runs at build time (prerender): the list reads frontmatter only, never the article bodies. */
export function loader() {
  return { posts: listPosts() };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} variant="light" />
      <section aria-label="Articles" className="container-page py-14 sm:py-20">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.posts.map((post, index) => (
            <li key={post.slug} className="flex">
              <PostCard post={post} index={index} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
