import { PageHero } from "~/components/sections/page-hero";
import { PostCard } from "~/components/sections/post-card";
import { pages } from "~/content/pages";
import { listPosts } from "~/lib/blog.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/blog";

const page = pages.blog;

export const meta = () => pageMeta(page.meta, "/blog");

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
