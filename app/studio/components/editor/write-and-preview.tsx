/** The post's title and Markdown text beside the article's preview; on a narrower screen they take turns. */
import { useState } from "react";
import { Input } from "#app/ui/input.tsx";
import { editorCopy } from "#app/studio/content/editor.ts";
import type { EditablePost } from "#app/admin/lib/admin-api.ts";
import { FIELD_LIMITS, slugify, type FieldProblems, type PostFields } from "#shared/post-fields.ts";
import { cn } from "#app/ui/utils.ts";
import { ArticlePreview } from "./article-preview.tsx";
import type { Autosaver } from "./autosave.ts";
import { FormattedTextField } from "./formatted-text-field.tsx";
import { Field } from "./post-field-panels.tsx";
import { useOriginalWords } from "./post-language.tsx";

const copy = editorCopy;

export type Pane = "write" | "preview";

export function WriteAndPreview({ post, fields, problems, saver }: { post: EditablePost; fields: PostFields; problems: FieldProblems; saver: Autosaver }) {
  const [shown, setShown] = useState<Pane>("write");
  const originalText = useOriginalWords("body");
  return (
    <>
      <PaneChoice shown={shown} onChoose={setShown} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-2 xl:items-start">
        <div className={cn("min-w-0 gap-5 xl:grid", shown === "write" ? "grid" : "hidden")}>
          <TitleField post={post} fields={fields} problem={problems.title} change={saver.change} />
          <FormattedTextField id="text" label={copy.text} value={fields.body} problem={problems.body} original={originalText} onChange={(body) => saver.change({ ...saver.snapshot().fields, body })} />
        </div>
        <div className={cn("min-w-0 xl:block", shown === "preview" ? "block" : "hidden")}>
          <ArticlePreview postId={post.id} title={fields.title} body={fields.body} />
        </div>
      </div>
    </>
  );
}

/** On a narrower screen the text and its preview take turns; side by side from 1280 px (the page editor's too). */
export function PaneChoice({ shown, onChoose }: { shown: Pane; onChoose: (pane: Pane) => void }) {
  return (
    <div role="group" aria-label={copy.paneChoice} className="flex w-fit gap-1 rounded-lg border border-border bg-subtle p-1 xl:hidden">
      {(["write", "preview"] as const).map((pane) => (
        <button
          key={pane}
          type="button"
          aria-pressed={shown === pane}
          onClick={() => onChoose(pane)}
          className="rounded-md px-3 py-1.5 text-sm font-semibold text-muted-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-xs"
        >
          {copy[pane]}
        </button>
      ))}
    </div>
  );
}

function TitleField({ post, fields, problem, change }: { post: EditablePost; fields: PostFields; problem: string | undefined; change: (next: PostFields) => void }) {
  const setTitle = (title: string) => {
    // A draft's address follows its title until someone sets one (as in Ghost).
    const follows = post.status !== "published" && (/^untitled-\d+$/.test(fields.slug) || fields.slug === slugify(fields.title));
    change({ ...fields, title, ...(follows && slugify(title) && { slug: slugify(title) }) });
  };
  return (
    <Field name="title" label={copy.title} problem={problem} count={copy.characters(fields.title.length, FIELD_LIMITS.title)}>
      {(props) => <Input {...props} value={fields.title} placeholder={copy.titlePlaceholder} onChange={(event) => setTitle(event.target.value)} className="h-12 text-lg font-semibold" />}
    </Field>
  );
}
