import ArrowLeftIcon from "lucide-react/icons/arrow-left";
import { data } from "react-router";
import { ArticleText } from "#app/site/components/sections/article-text.tsx";
import { CoverImage } from "#app/site/components/sections/cover-image.tsx";
import { CtaBanner } from "#app/site/components/sections/cta-banner.tsx";
import { PostCard } from "#app/site/components/sections/post-card.tsx";
import { CategoryBadge } from "#app/site/components/sections/category-badge.tsx";
import { TableOfContents } from "#app/site/components/sections/table-of-contents.tsx";
import { TagList } from "#app/site/components/sections/tag-list.tsx";
import { Button } from "#app/ui/button.tsx";
import { blogCopy } from "#shared/content/blog.ts";
import { contentOf } from "#app/site/lib/load-context.ts";
import { AUTHOR_PHOTO_WIDTHS, authorPhotoPaths, coverImagePaths } from "#shared/cover-images.ts";
import { formatDay } from "#shared/dates.ts";
import { blogWordsIn } from "#shared/content/blog-words.ts";
import { alternateMeta } from "#app/site/lib/page-meta.ts";
import { seo } from "#shared/seo.ts";
import { blogPosting, breadcrumbs, jsonLd } from "#app/site/lib/structured-data.ts";
import type { Route } from "./+types/blog.post";

/** A table of contents from this many sections up: a short article reads faster without one. */
const MIN_TOC_SECTIONS = 4;

/** Renders on the server from the store's posts (ADR 024), or content/blog in development. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const article = await contentOf(context).article(params.slug);
  if (!article) throw data(null, { status: 404 });
  return article;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { post, prefix = "", language } = loaderData;
  const words = blogWordsIn(language?.lang);
  const path = `${prefix}/blog/${post.slug}`;
  return [
    ...seo({
      title: post.seoTitle ?? post.title,
      description: post.seoDescription ?? post.excerpt,
      // An article first published elsewhere names its original address (a web address, nothing else).
      path: post.canonical && /^https?:\/\//i.test(post.canonical) ? post.canonical : path,
      robots: post.noindex ? "noindex, follow" : undefined,
      type: "article",
      image: coverImagePaths(post.image, post.cover !== undefined).og,
      imageAlt: post.title,
      keywords: post.tags,
      article: { publishedTime: post.date, author: post.author, tags: post.tags, section: post.category },
      lang: language?.lang,
    }),
    ...alternateMeta(language?.alternates),
    jsonLd(blogPosting(post, path, language?.lang)),
    jsonLd(
      breadcrumbs([
        [words.blog, `${prefix}/blog`],
        [post.title, path],
      ]),
    ),
  ];
}

export default function BlogPostPage({ loaderData: { post, related, prefix = "", language } }: Route.ComponentProps) {
  const words = blogWordsIn(language?.lang);
  // An author's bio is written in the default locale: a translated article names its author only.
  const translated = prefix !== "";
  return (
    <>
      <article className="pb-8">
        <header className="container-page max-w-3xl animate-rise pt-10 sm:pt-14">
          <Button asChild variant="ghost" size="sm" className="-ml-3 print:hidden">
            <a href={`${prefix}/blog`}>
              <ArrowLeftIcon aria-hidden="true" />
              {words.backToBlog}
            </a>
          </Button>
          <div className="mt-8">
            <CategoryBadge category={post.category} prefix={prefix} />
          </div>
          <h1 className="mt-4 text-headline font-bold">{post.title}</h1>
          {/* On a phone the author has a line of their own, rather than a byline wrapping anywhere. */}
          <p className="mt-5 flex flex-wrap items-center gap-x-2 text-muted-foreground">
            <span className="basis-full sm:basis-auto">
              {words.by} <span className="font-medium text-foreground">{post.author}</span>
            </span>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
            <time dateTime={post.date}>{formatDay(post.date, "long", language?.lang)}</time>
            <span aria-hidden="true">·</span>
            <span>{words.readingTime(post.readingMinutes)}</span>
          </p>
          <div>
            <TagList tags={post.tags} prefix={prefix} label={words.tagsLabel} />
          </div>
        </header>
        <div className="container-page mt-10 max-w-5xl animate-rise">
          <CoverImage image={post.image} photo={post.cover !== undefined} alt={post.coverAlt} sizes="(min-width: 1024px) 960px, 100vw" priority className="rounded-2xl shadow-elevated" />
        </div>
        {post.toc.filter((entry) => entry.depth === 2).length >= MIN_TOC_SECTIONS ? <TableOfContents title={words.tocTitle} entries={post.toc.filter((entry) => entry.depth === 2)} /> : null}
        <ArticleText html={post.html} className="container-page mt-12 max-w-3xl animate-rise" />
        {translated ? null : (
          <aside aria-labelledby="about-author" className="container-page mt-14 max-w-3xl animate-rise">
            <div className="flex gap-4 rounded-xl border border-border bg-subtle p-6 sm:gap-5 sm:p-7">
              {post.authorProfile.photo ? (
                <img
                  src={authorPhotoPaths(post.authorProfile.photo).webp(AUTHOR_PHOTO_WIDTHS[0])}
                  srcSet={AUTHOR_PHOTO_WIDTHS.map((width) => `${authorPhotoPaths(post.authorProfile.photo!).webp(width)} ${width}w`).join(", ")}
                  sizes="64px"
                  width={64}
                  height={64}
                  alt=""
                  loading="lazy"
                  className="size-16 shrink-0 rounded-full bg-muted object-cover"
                />
              ) : null}
              <div>
                <h2 id="about-author" className="text-lg font-semibold">
                  {blogCopy.aboutAuthor}
                </h2>
                {post.authorProfile.role ? <p className="mt-1 text-sm font-medium text-foreground">{`${post.author}, ${post.authorProfile.role}`}</p> : null}
                <p className="mt-2 leading-relaxed text-muted-foreground">{post.authorProfile.bio}</p>
              </div>
            </div>
          </aside>
        )}
      </article>
      <CtaBanner content={words.closingCta} />
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="render-when-near border-t border-border bg-subtle py-16 sm:py-20 print:hidden">
          <div className="container-page">
            <h2 id="related-title" className="text-title font-bold">
              {words.relatedTitle}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {related.map((other, index) => (
                <li key={other.slug} className="flex">
                  <PostCard post={other} index={index} headingLevel={3} prefix={prefix} lang={language?.lang} tagsLabel={words.tagsLabel} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
