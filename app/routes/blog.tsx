import { PageHero } from "~/components/sections/page-hero";
import { PostCard } from "~/components/sections/post-card";
import { pages } from "~/content/pages";
import { listPosts } from "~/lib/blog.server";
import { withBrand } from "~/lib/brand";
import { pageMeta } from "~/lib/page-meta";
import { blog, breadcrumbs, jsonLd } from "~/lib/structured-data";
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
