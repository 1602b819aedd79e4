/** One image of the media library: a look at it, its size, its Markdown, its description and where it is used. */
import { useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { editorCopy } from "#app/studio/content/editor.ts";
import { mediaCopy } from "#app/studio/content/media.ts";
import { api, type MediaImage, type Answer } from "#app/admin/lib/admin-api.ts";
import { POST_STATUS_LABELS } from "#shared/post-status.ts";

const copy = mediaCopy;

type Uses = Answer<"/media/uses">;

export function MediaCard({ image }: { image: MediaImage }) {
  const [alt, setAlt] = useState(image.alt ?? "");
  const [state, setState] = useState<"idle" | "saved" | "copied">("idle");
  const [uses, setUses] = useState<Uses>();
  const id = image.name.replace(/[^a-z0-9]/gi, "-");
  const markdown = `![${alt || "what it shows"}](${image.name})`;
  return (
    <li className="grid min-w-0 content-start gap-3 rounded-xl border border-border bg-background p-4">
      <img src={image.thumbnail} alt="" width={image.width} height={image.height} loading="lazy" className="aspect-[3/2] w-full rounded-lg bg-muted object-cover" />
      <div className="min-w-0">
        <p className="font-mono text-sm font-semibold break-all">{image.name}</p>
        <p className="text-xs text-muted-foreground">{copy.size(image.width, image.height, image.bytes)}</p>
      </div>
      <form
        className="grid gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          void api("/media/describe", { method: "POST", body: { name: image.name, alt } }).then(() => setState("saved"));
        }}
      >
        <Label htmlFor={`alt-${id}`}>{copy.alt}</Label>
        <div className="flex gap-2">
          <Input id={`alt-${id}`} value={alt} placeholder={copy.noAlt} maxLength={200} onChange={(event) => (setAlt(event.target.value), setState("idle"))} className="h-9 min-w-0 text-sm" />
          <Button type="submit" size="sm" variant="secondary">
            {state === "saved" ? copy.saved : copy.describe}
          </Button>
        </div>
      </form>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="secondary" onClick={() => void navigator.clipboard?.writeText(markdown).then(() => setState("copied"))} aria-describedby={`name-${id}`}>
          {state === "copied" ? copy.copied : copy.copyMarkdown}
        </Button>
        <details
          className="w-full text-sm"
          onToggle={(event) => {
            if ((event.target as HTMLDetailsElement).open && !uses) void api<Answer<"/media/uses">>(`/media/uses?name=${encodeURIComponent(image.name)}`).then(setUses);
          }}
        >
          <summary className="cursor-pointer font-medium text-primary">{copy.uses}</summary>
          {uses ? (
            uses.posts.length + uses.authors.length === 0 ? (
              <p className="mt-2 text-muted-foreground">{copy.notUsed}</p>
            ) : (
              <ul className="mt-2 grid gap-1">
                {uses.posts.map((post) => (
                  <li key={post.id}>
                    <a href={`/admin/posts/${post.id}`} className="font-medium text-primary hover:underline">
                      {post.title || editorCopy.untitled}
                    </a>{" "}
                    <span className="text-muted-foreground">· {POST_STATUS_LABELS[post.status]}</span>
                  </li>
                ))}
                {uses.authors.map((name) => (
                  <li key={name}>{copy.usedByAuthor(name)}</li>
                ))}
              </ul>
            )
          ) : null}
        </details>
      </div>
      <span id={`name-${id}`} className="sr-only">
        {image.name}
      </span>
    </li>
  );
}
