/**
 * A wall of logos on white tiles (a logo is drawn for a light background, in the dark theme too):
 * two to a row on a phone, up to six on a desktop. A logo with a link opens the company's site;
 * its name is the picture's text, so the link says where it goes.
 */
import { Section } from "#app/site/components/sections/section.tsx";
import { LibraryPicture } from "#app/site/components/library-picture.tsx";
import type { SectionView } from "#sections/view.ts";

/** Tiles are at most ~10rem wide; the logo inside at most 8rem. */
const LOGO_SIZES = "8rem";

const View: SectionView<"logo-wall"> = ({ section, prepared }) => (
  <Section id={section.id} intro={section.intro} tone={section.tone}>
    {/* Rows wrap and centre, so a wall of fewer logos than a row holds sits under its heading, not to the left. */}
    <ul className="mx-auto flex max-w-5xl flex-wrap justify-center gap-3 sm:gap-4">
      {section.logos.map((entry, index) => {
        const size = prepared.sizes[index];
        if (!entry.image || !size) return null;
        const picture = <LibraryPicture name={entry.image.name} alt={entry.image.alt} size={size} sizes={LOGO_SIZES} className="h-auto max-h-12 w-auto max-w-full object-contain" />;
        const tile = "flex h-20 items-center justify-center rounded-xl border border-border bg-white px-4 py-3";
        return (
          <li key={`${entry.image.name}-${index}`} className="reveal w-[calc((100%-0.75rem)/2)] sm:w-[calc((100%-2rem)/3)] lg:w-[calc((100%-5rem)/6)]">
            {entry.href ? (
              <a href={entry.href} className={`${tile} transition-shadow hover:shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring`}>
                {picture}
              </a>
            ) : (
              <div className={tile}>{picture}</div>
            )}
          </li>
        );
      })}
    </ul>
  </Section>
);

export default View;
