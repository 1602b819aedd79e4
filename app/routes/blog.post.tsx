import ArrowLeftIcon from "lucide-react/icons/arrow-left";
import { data, Link } from "react-router";
import { CtaBanner } from "~/components/sections/cta-banner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { blogCopy } from "~/content/blog";
import { getPost } from "~/lib/blog.server";
import { formatLongDate } from "~/lib/dates";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog.post";

/** Runs at build time for every slug in content/blog (see react-router.config.ts). */
export async function loader({ params }: Route.LoaderArgs) {
  const post = await getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { post } = loaderData;
  return seo({
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    type: "article",
    keywords: post.tags,
    article: { publishedTime: post.date, author: post.author, tags: post.tags, section: post.category },
  });
}

export default function BlogPostPage({ loaderData: { post } }: Route.ComponentProps) {
  const firstName = post.author.split(/\s+/)[0] ?? post.author;
  return (
    <>
      <article className="container-page max-w-3xl py-12 sm:py-16">
        <header className="animate-fade-up [animation-delay:200ms]">
          <Button asChild variant="ghost" size="sm" className="-ml-3">
            <Link to="/blog">
              <ArrowLeftIcon aria-hidden="true" />
              {blogCopy.backToBlog}
            </Link>
          </Button>
          <div className="mt-8">
            <Badge>{post.category}</Badge>
          </div>
          <h1 className="mt-4 text-headline font-bold">{post.title}</h1>
          <p className="mt-5 text-muted-foreground">
            {blogCopy.by} <span className="font-medium text-foreground">{post.author}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          </p>
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="neutral">{tag}</Badge>
              </li>
            ))}
          </ul>
        </header>
        <div
          className="prose-article mt-10 animate-fade-up [animation-delay:400ms]"
          // Sanitized at build time by rehype-sanitize (lib/blog.server.ts).
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        <aside className="mt-14 animate-fade-up rounded-xl border border-border bg-subtle p-6 [animation-delay:600ms]">
          <h2 className="text-lg font-semibold">{blogCopy.aboutAuthor}</h2>
          <p className="mt-2 leading-relaxed text-muted-foreground">
            {blogCopy.authorBio(post.author, firstName, post.category.toLowerCase())}
          </p>
        </aside>
      </article>
      <CtaBanner content={blogCopy.closingCta} />
    </>
  );
}
