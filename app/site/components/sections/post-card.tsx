import { CategoryBadge } from "./category-badge.tsx";
import { TagList } from "./tag-list.tsx";
import { formatDay } from "#shared/dates.ts";
import { CoverImage } from "./cover-image.tsx";

export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  image: string;
  /** The team's own cover photo, when the post has one. */
  cover?: string;
  category: string;
  tags: string[];
}

/**
 * A blog card; cards fade in staggered by 100 ms each, switched off under reduced motion.
 * `priority`: the card's cover is in the first screen (the first card of a listing), where it is
 * the page's largest paint, so it is fetched at once rather than lazily.
 */
export function PostCard({
  post,
  index,
  headingLevel = 2,
  priority = false,
  prefix = "",
  lang,
  tagsLabel,
}: {
  post: PostCardData;
  index: number;
  headingLevel?: 2 | 3;
  priority?: boolean;
  /** A locale's blog (ADR 054): its addresses' prefix ("/de") and language. */
  prefix?: string;
  lang?: string;
  tagsLabel?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className="group relative flex w-full animate-rise flex-col overflow-hidden rounded-xl border border-border bg-card shadow-card transition-shadow hover:shadow-elevated"
      style={{ animationDelay: `${index * 100}ms` }}
    >
      <CoverImage image={post.image} photo={post.cover !== undefined} sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw" priority={priority} />
      <div className="flex flex-1 flex-col p-6">
        <CategoryBadge category={post.category} className="self-start" prefix={prefix} />
        <Heading className="mt-4 line-clamp-2 text-lg font-semibold leading-snug tracking-tight">
          <a href={`${prefix}/blog/${post.slug}`} className="after:absolute after:inset-0 after:rounded-xl group-hover:text-primary">
            {post.title}
          </a>
        </Heading>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted-foreground">{post.excerpt}</p>
        <p className="mt-5 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{post.author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date}>{formatDay(post.date, "short", lang)}</time>
        </p>
        <TagList tags={post.tags} prefix={prefix} label={tagsLabel} />
      </div>
    </article>
  );
}
