import SearchIcon from "lucide-react/icons/search";
import { BLOG_SEARCH_PATH } from "#shared/blog-paths.ts";
import { cn } from "#app/ui/utils.ts";

export interface SearchFormCopy {
  label: string;
  placeholder: string;
  submit: string;
}

/**
 * The blog's search box: a plain GET form to /blog/search (a locale's blog's: /de/blog/search),
 * whose results the server renders: no script on any page.
 */
export function SearchForm({ copy, query = "", className, id = "blog-search-q", prefix = "" }: { copy: SearchFormCopy; query?: string; className?: string; id?: string; prefix?: string }) {
  return (
    <form role="search" action={`${prefix}${BLOG_SEARCH_PATH}`} method="get" className={cn("flex max-w-xl gap-2", className)}>
      <label htmlFor={id} className="sr-only">
        {copy.label}
      </label>
      <div className="relative flex-1">
        <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={copy.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          className="h-11 w-full rounded-md border border-input bg-background ps-9 pe-3 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30"
        />
      </div>
      <button
        type="submit"
        className="h-11 shrink-0 rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground transition-colors hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {copy.submit}
      </button>
    </form>
  );
}
