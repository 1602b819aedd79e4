import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { formatShortDate } from "~/lib/dates";

export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  category: string;
  tags: string[];
}

/** A blog card; cards fade in staggered by 100 ms (SPEC §9), switched off under reduced motion. */
export function PostCard({ post, index }: { post: PostCardData; index: number }) {
  return (
    <article
      className="group relative flex w-full animate-fade-up flex-col rounded-xl border border-border bg-card p-6 shadow-card transition-shadow hover:shadow-elevated"
      style={{ animationDelay: `${index * 100}ms` }}
    >
      <Badge className="self-start">{post.category}</Badge>
      <h2 className="mt-4 line-clamp-2 text-lg font-semibold leading-snug tracking-tight">
        <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 after:rounded-xl group-hover:text-primary">
          {post.title}
        </Link>
      </h2>
      <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted-foreground">{post.excerpt}</p>
      <p className="mt-5 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{post.author}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={post.date}>{formatShortDate(post.date)}</time>
      </p>
      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
        {post.tags.map((tag) => (
          <li key={tag}>
            <Badge variant="neutral">{tag}</Badge>
          </li>
        ))}
      </ul>
    </article>
  );
}
