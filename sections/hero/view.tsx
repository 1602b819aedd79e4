import TrendingUpIcon from "lucide-react/icons/trending-up";
import type { DataTable } from "#shared/content/types.ts";
import type { MediaImage, MockPanel } from "#shared/pages/fields.ts";
import { cn } from "#app/ui/utils.ts";
import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { LibraryPicture } from "#app/site/components/library-picture.tsx";
import type { ImageSize } from "#sections/define.ts";
import type { PageView } from "#shared/pages/page-view.ts";
import type { SectionOf } from "#shared/pages/sections.ts";
import type { ReactNode } from "react";
import type { SectionView } from "#sections/view.ts";

/**
 * A results card beside an audience-page hero, drawn from the page's own results table (first and
 * last column of the first rows), so the hero never claims a figure the table does not.
 */
export function HeroStats({ title, table, count = 4 }: { title: string; table: DataTable; count?: number }) {
  const last = table.columns.length - 1;
  return (
    <figure aria-label={title} className="w-full max-w-sm rounded-2xl border border-white/10 bg-white/[0.06] p-6 shadow-elevated backdrop-blur sm:p-7">
      <figcaption className="flex items-center gap-2 text-sm font-semibold text-ink-foreground">
        <TrendingUpIcon aria-hidden="true" className="size-4 text-ink-accent" />
        {title}
      </figcaption>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        {table.rows.slice(0, count).map((row) => (
          // Term first in the markup (valid <dl>), figure first on screen.
          <div key={row[0]} className="flex flex-col-reverse justify-end rounded-xl border border-white/10 bg-ink/60 p-4">
            <dt className="mt-1 text-xs leading-snug text-ink-muted">{row[0]}</dt>
            <dd className="text-2xl font-bold tracking-tight text-gradient">{row[last]}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}

const toneClasses: Record<MockPanel["rows"][number]["tone"], string> = {
  accent: "bg-primary-soft text-primary-soft-foreground",
  success: "bg-[oklch(0.95_0.05_155)] text-[oklch(0.4_0.11_155)]",
  neutral: "bg-muted text-muted-foreground",
  warning: "bg-[oklch(0.96_0.05_85)] text-[oklch(0.45_0.1_70)]",
};

/**
 * A product screen drawn in HTML/CSS from content data: crisp at any size, no image request, and its
 * text is real text. Decorative to assistive technology beyond its label (the page copy says the same).
 */
export function ProductMock({ mock, className }: { mock: MockPanel; className?: string }) {
  return (
    <figure aria-label={`${mock.title}: product preview`} className={cn("relative w-full max-w-md rounded-2xl border border-white/10 bg-white/5 p-2 shadow-elevated backdrop-blur", className)}>
      <div className="overflow-hidden rounded-xl bg-card text-card-foreground">
        <div className="flex items-center gap-1.5 border-b border-border bg-subtle px-4 py-3">
          <span className="size-2.5 rounded-full bg-[oklch(0.75_0.15_25)]" />
          <span className="size-2.5 rounded-full bg-[oklch(0.85_0.14_85)]" />
          <span className="size-2.5 rounded-full bg-[oklch(0.75_0.14_150)]" />
        </div>
        <div className="px-5 pb-5 pt-4">
          <p className="text-sm font-semibold">{mock.title}</p>
          <p className="text-xs text-muted-foreground">{mock.subtitle}</p>
          <ul className="mt-4 flex flex-col gap-2.5">
            {mock.rows.map((row) => (
              <li key={row.label} className="flex items-center justify-between gap-3 rounded-lg border border-border px-3 py-2.5">
                <span className="min-w-0">
                  <span className="block truncate text-[0.8125rem] font-medium">{row.label}</span>
                  <span className="block truncate text-xs text-muted-foreground">{row.meta}</span>
                </span>
                <span className={cn("shrink-0 rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold", toneClasses[row.tone])}>{row.status}</span>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex items-center justify-between rounded-lg bg-primary-soft px-3 py-2.5">
            <span className="text-xs font-medium text-primary-soft-foreground">{mock.footer.label}</span>
            <span className="text-sm font-bold text-primary-soft-foreground">{mock.footer.value}</span>
          </div>
        </div>
      </div>
    </figure>
  );
}

/**
 * A picture of the media library beside the headline. Above the fold and often the page's largest
 * paint: fetched first, not lazily; its width and height keep the headline from moving as it loads.
 */
function HeroImage({ image, size, dark }: { image: MediaImage; size: ImageSize; dark: boolean }) {
  return (
    <div className={cn("w-full max-w-xl overflow-hidden rounded-2xl border shadow-elevated", dark ? "border-white/10 bg-white/5" : "border-border bg-card")}>
      <LibraryPicture name={image.name} alt={image.alt} size={size} sizes={HERO_IMAGE_SIZES} priority className="block h-auto w-full" />
    </div>
  );
}

/** At most 36rem wide: beside the words from 1024 px, under them, the container's width less its padding, below. */
const HERO_IMAGE_SIZES = "(min-width: 640px) 36rem, calc(100vw - 2.5rem)";

const View: SectionView<"hero"> = ({ section, prepared, page }) => <PageHero hero={section} variant={section.variant} note={section.note} visual={heroVisual(section, prepared.image, page)} />;

export default View;

/** What sits beside a hero: a picture, a product mock, or the first rows of the page's first table. */
function heroVisual(hero: SectionOf<"hero">, size: ImageSize | undefined, page: PageView): ReactNode {
  if (hero.visual === "image" && hero.image && size) return <HeroImage image={hero.image} size={size} dark={hero.variant === "dark"} />;
  if (hero.visual === "mock" && hero.mock) return <ProductMock mock={hero.mock} />;
  if (hero.visual !== "results") return undefined;
  const results = page.document.sections.find((section): section is SectionOf<"table"> => section.type === "table" && !section.hidden);
  return results ? <HeroStats title={results.intro.title} table={results.table} /> : undefined;
}
