/**
 * The media library's images a page names (its sections' pictures and formatted text, read along
 * their schemas): each must be in the library, or the save (or import) is refused by field, so no
 * page goes live showing a picture that is not there.
 */
import { inArray } from "drizzle-orm";
import type { Executor } from "#server/platform/db/database.ts";
import { images } from "#server/platform/db/content-schema.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { libraryImagesIn } from "#sections/registry.ts";

/** Each image named that the library lacks, by the field that names it ("sections.2.markdown"). */
export async function missingImages(tx: Executor, document: PageDocument): Promise<Record<string, string>> {
  const named = document.sections.flatMap((section, index) => libraryImagesIn(section).map(({ name, field }) => ({ name, field: `sections.${index}.${field}` })));
  if (!named.length) return {};
  const rows = await tx.select({ name: images.name }).from(images).where(inArray(images.name, [...new Set(named.map(({ name }) => name))]));
  const found = new Set(rows.map((row) => row.name));
  const problems: Record<string, string> = {};
  for (const { name, field } of named) if (!found.has(name)) problems[field] ??= `${name} is not in the media library: upload it there first, or check its name.`;
  return problems;
}
