import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { Pagination } from "#app/site/components/sections/pagination.tsx";
import { PostCard } from "#app/site/components/sections/post-card.tsx";
import { SearchForm } from "#app/site/components/sections/search-form.tsx";
import { TopicList } from "#app/site/components/sections/topic-list.tsx";
import { blogWordsIn } from "#shared/content/blog-words.ts";
import { alternateMeta } from "#app/site/lib/page-meta.ts";
import { data } from "react-router";
import { contentOf } from "#app/site/lib/load-context.ts";
import { listPagePath } from "#shared/blog-paths.ts";
import { seo } from "#shared/seo.ts";
import { blog, breadcrumbs, collectionPage, jsonLd } from "#app/site/lib/structured-data.ts";
import type { Route } from "./+types/blog";

/**
 * The blog's list, at /blog and its further pages, and each tag and category archive
 * (/blog/tag/<tag>, /blog/category/<category>) with theirs: one page design, published at the
 * addresses routes.ts gives it. Reads the posts' fields only, never the article bodies. The newest
 * articles are on the front; older pages are numbered from the oldest (ADR 038).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await contentOf(context).list(new URL(request.url).pathname);
  if (!list) throw data(null, { status: 404 });
  return list;
}

export function meta({ loaderData: list }: Route.MetaArgs) {
  if (!list) return [];
  const words = blogWordsIn(list.language?.lang);
  const path = listPagePath(list.base, list.page);
  const suffix = list.page !== undefined ? words.pagination.titleSuffix(list.page) : "";
  const trail: Array<[string, string]> = [[words.blog, `${list.prefix ?? ""}/blog`]];
  if (list.kind !== "blog") trail.push([list.name, list.base]);
  if (list.page !== undefined) trail.push([words.pagination.page(list.page), path]);
  return [
    // A tag with one article is a thin page: visitors may browse it, search engines need not.
    ...seo({ title: `${list.title}${suffix}`, description: list.description, path, robots: list.thin ? "noindex, follow" : undefined, lang: list.language?.lang }),
    ...(list.pager?.newer ? [{ tagName: "link", rel: "prev", href: list.pager.newer }] : []),
    ...(list.pager?.older ? [{ tagName: "link", rel: "next", href: list.pager.older }] : []),
    ...alternateMeta(list.language?.alternates),
    jsonLd(list.allPosts ? blog(list.allPosts, list.description) : collectionPage({ name: `${list.title}${suffix}`, description: list.description, path }, list.posts)),
    jsonLd(breadcrumbs(trail)),
  ];
}

export default function BlogListRoute({ loaderData: list }: Route.ComponentProps) {
  const words = blogWordsIn(list.language?.lang);
  const prefix = list.prefix ?? "";
  return (
    <>
      <PageHero hero={list.hero} variant="light">
        {list.kind === "blog" ? <SearchForm copy={words.search} prefix={prefix} className="mt-8" /> : null}
        {list.kind !== "blog" ? (
          <p className="mt-6">
            <a href={`${prefix}/blog`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              {words.archive.allArticles}
            </a>
          </p>
        ) : null}
      </PageHero>
      <section aria-label={words.articlesLabel} className="container-page py-14 sm:py-20">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {list.posts.map((post, index) => (
            <li key={post.slug} className="flex">
              <PostCard post={post} index={index} priority={index === 0} prefix={prefix} lang={list.language?.lang} tagsLabel={words.tagsLabel} />
            </li>
          ))}
        </ul>
        <Pagination pager={list.pager} copy={words.pagination} />
      </section>
      <TopicList title={words.archive.topicsTitle} topics={list.topics} current={list.kind === "category" ? list.name : undefined} className="render-when-near py-14" />
    </>
  );
}
