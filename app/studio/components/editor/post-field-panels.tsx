/**
 * A post's fields beside its text: the details (address, excerpt, author, category, tags, cover)
 * and what search engines and share cards show, with a preview of each. Every field names its
 * problem under it, in words, as the writer types.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { editorCopy } from "#app/studio/content/editor.ts";
import { FIELD_LIMITS, type FieldProblems, type PostField, type PostFields } from "#shared/post-fields.ts";
import { MediaImageField, useThumbnail } from "#app/studio/components/pages/media-image-field.tsx";
import { ADMIN_API } from "#app/admin/lib/admin-api.ts";
import { Panel } from "#app/admin/components/panel.tsx";
import { SearchAndSharePreviews, ShareCardPicture } from "#app/studio/components/search-and-share.tsx";
import { OriginalText } from "#app/studio/components/pages/field-shell.tsx";
import { CategoryField } from "./category-field.tsx";
import { useOriginalWords, usePostAddress } from "./post-language.tsx";

const copy = editorCopy;

export interface FieldProps {
  fields: PostFields;
  problems: FieldProblems;
  change: (next: PostFields) => void;
}

/** A labelled control with its hint and its problem, tied to it for screen readers. */
export function Field({
  name,
  label,
  hint,
  problem,
  count,
  children,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  problem?: string | undefined;
  count?: string;
  children: (described: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}) {
  const id = `field-${name}`;
  // A translation's field has its original's words above it, read with the field by a screen reader.
  const original = useOriginalWords(name);
  const described = [original ? `${id}-original` : "", hint ? `${id}-hint` : "", problem ? `${id}-problem` : ""].filter(Boolean).join(" ");
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {count ? <span className="text-xs text-muted-foreground tabular-nums">{count}</span> : null}
      </div>
      {original ? <OriginalText id={`${id}-original`} original={original} /> : null}
      {children({ id, ...(described && { "aria-describedby": described }), ...(problem && { "aria-invalid": true as const }) })}
      {problem ? (
        <p id={`${id}-problem`} className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground wrap-anywhere">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function textOf(fields: PostFields, name: PostField): string {
  const value = fields[name];
  return typeof value === "string" ? value : "";
}

/** `mayChooseAuthor`: an editor's right; a writer sees the author, read-only (they write as themselves). */
export function DetailsPanel({ fields, problems, change, choices, mayChooseAuthor }: FieldProps & { choices: { authors: string[]; categories: string[] }; mayChooseAuthor: boolean }) {
  const set = (name: PostField, value: unknown) => change({ ...fields, [name]: value });
  const [tags, setTags] = useState(fields.tags.join(", "));
  const authors = choices.authors.includes(fields.author) ? choices.authors : [fields.author, ...choices.authors];
  const addressOf = usePostAddress();
  const originalCover = useOriginalWords("coverAlt");
  return (
    <Panel title={copy.details} id="details">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
        <Field name="slug" label={copy.slug} hint={copy.slugHint(addressOf(fields.slug || "…"))} problem={problems.slug}>
          {(props) => (
            <Input {...props} value={fields.slug} onChange={(event) => set("slug", event.target.value.toLowerCase())} autoCapitalize="none" spellCheck={false} maxLength={FIELD_LIMITS.slug + 20} />
          )}
        </Field>
        <Field name="excerpt" label={copy.excerpt} hint={copy.excerptHint} problem={problems.excerpt} count={copy.characters(fields.excerpt.length, FIELD_LIMITS.excerpt)}>
          {(props) => <Textarea {...props} rows={3} value={fields.excerpt} onChange={(event) => set("excerpt", event.target.value)} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="author" label={copy.author} problem={problems.author} {...(!mayChooseAuthor && { hint: copy.authorFixed })}>
            {(props) =>
              mayChooseAuthor ? (
                <Select {...props} value={fields.author} onChange={(event) => set("author", event.target.value)}>
                  {authors.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </Select>
              ) : (
                <Input {...props} value={fields.author} readOnly className="read-only:bg-muted" />
              )
            }
          </Field>
          <CategoryField value={fields.category} categories={choices.categories} problem={problems.category} onChange={(category) => set("category", category)} />
        </div>
        <Field name="tags" label={copy.tags} hint={copy.tagsHint} problem={problems.tags}>
          {(props) => (
            <Input
              {...props}
              value={tags}
              onChange={(event) => {
                setTags(event.target.value);
                set("tags", [
                  ...new Set(
                    event.target.value
                      .split(",")
                      .map((tag) => tag.trim())
                      .filter(Boolean),
                  ),
                ]);
              }}
            />
          )}
        </Field>
        {/* Chosen from the library by its thumbnail, described first; none: the drawn cover. */}
        <MediaImageField
          label={copy.cover}
          altLabel={copy.coverAlt}
          path="cover"
          value={fields.cover ? { name: fields.cover, alt: fields.coverAlt ?? "" } : undefined}
          optional
          onChange={(image) => change({ ...fields, cover: image?.name ?? null, coverAlt: image ? image.alt || null : null })}
          problems={{ ...(problems.cover && { "cover.name": problems.cover }), ...(problems.coverAlt && { "cover.alt": problems.coverAlt }) }}
        />
        <p className="-mt-3 text-xs text-muted-foreground">{copy.coverHint}</p>
        {originalCover ? <OriginalText id="field-coverAlt-original" original={{ ...originalCover, label: `${copy.coverAlt}: ${originalCover.label}` }} /> : null}
      </div>
    </Panel>
  );
}

export function SearchPanel({ fields, problems, change }: FieldProps) {
  const set = (name: PostField, value: unknown) => change({ ...fields, [name]: value });
  const title = fields.seoTitle || fields.title || copy.untitled;
  const description = fields.seoDescription || fields.excerpt;
  // The admin app runs on the site's own origin: the address a search result shows.
  const url = `${window.location.origin}${usePostAddress()(fields.slug)}`;
  return (
    <Panel title={copy.seo} id="seo">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
        <Field name="seoTitle" label={copy.seoTitle} hint={copy.seoFallback} problem={problems.seoTitle} count={copy.characters(textOf(fields, "seoTitle").length, FIELD_LIMITS.seoTitle)}>
          {(props) => <Input {...props} value={fields.seoTitle ?? ""} placeholder={fields.title} onChange={(event) => set("seoTitle", event.target.value || null)} />}
        </Field>
        <Field
          name="seoDescription"
          label={copy.seoDescription}
          hint={copy.seoFallback}
          problem={problems.seoDescription}
          count={copy.characters(textOf(fields, "seoDescription").length, FIELD_LIMITS.seoDescription)}
        >
          {(props) => <Textarea {...props} rows={3} value={fields.seoDescription ?? ""} placeholder={fields.excerpt} onChange={(event) => set("seoDescription", event.target.value || null)} />}
        </Field>
        <Field name="canonicalUrl" label={copy.canonical} hint={copy.canonicalHint} problem={problems.canonicalUrl}>
          {(props) => <Input {...props} type="url" value={fields.canonicalUrl ?? ""} placeholder="https://" onChange={(event) => set("canonicalUrl", event.target.value.trim() || null)} />}
        </Field>
        <div className="flex items-start gap-3">
          <input
            id="field-noindex"
            type="checkbox"
            checked={fields.noindex}
            onChange={(event) => set("noindex", event.target.checked)}
            className="mt-1 size-4 accent-primary"
            aria-describedby="field-noindex-hint"
          />
          <div>
            <Label htmlFor="field-noindex">{copy.noindex}</Label>
            <p id="field-noindex-hint" className="text-xs text-muted-foreground">
              {copy.noindexHint}
            </p>
          </div>
        </div>
        <SearchAndSharePreviews url={url} title={title} description={description} image={<ShareCardImage fields={fields} />} noindex={fields.noindex} />
      </div>
    </Panel>
  );
}

/**
 * The picture the page's share card sends: the cover photo cropped as the card crops it, else the
 * card drawn from the title, category and author (the server draws it as the page's; asked again a
 * moment after the typing stops).
 */
function ShareCardImage({ fields }: { fields: PostFields }) {
  const thumbnail = useThumbnail(fields.cover ?? undefined);
  const drawn = `${ADMIN_API}/posts/share-card?${new URLSearchParams({ slug: fields.slug, title: fields.title, category: fields.category, author: fields.author })}`;
  const settled = useSettled(drawn, 600);
  return <ShareCardPicture src={fields.cover ? thumbnail : settled} />;
}

/** `value`, once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
