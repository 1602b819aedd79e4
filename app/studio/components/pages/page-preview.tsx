/**
 * The page as the site draws it, at a phone's, a tablet's or a desktop's width, scaled to fit the
 * column: the site's own renderer (POST /pages/preview), in a frame that runs none of its scripts.
 */
import { useEffect, useRef, useState, type RefObject } from "react";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { cn } from "#app/ui/utils.ts";

const WIDTHS = [375, 768, 1280] as const;
const copy = pagesCopy.editor;

/** On a phone the page is first shown as a phone draws it: a desktop's width would be scaled to a quarter, unreadable. */
const firstWidth = (): (typeof WIDTHS)[number] => (typeof window !== "undefined" && window.matchMedia?.("(max-width: 767px)").matches ? 375 : 1280);

/** `onDrawn`: the frame has loaded a drawing whole (the first, or one with other styles). */
export function PagePreview({ html, failed, frame, onDrawn }: { html: string | undefined; failed: boolean; frame: RefObject<HTMLIFrameElement | null>; onDrawn?: () => void }) {
  const [width, setWidth] = useState(firstWidth);
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = room ? Math.min(1, room / width) : 1;
  const height = { 375: 812, 768: 1024, 1280: 1100 }[width];
  return (
    <section aria-labelledby="page-preview-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="page-preview-title" className="font-semibold">
          {copy.preview}
        </h2>
        <fieldset className="inline-flex rounded-lg border border-border bg-muted p-0.5">
          <legend className="sr-only">{copy.preview}</legend>
          {WIDTHS.map((option) => (
            <label
              key={option}
              className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold text-muted-foreground has-[:checked]:bg-background has-[:checked]:text-foreground has-[:checked]:shadow-xs has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input type="radio" name="preview-width" value={option} checked={width === option} onChange={() => setWidth(option)} className="sr-only" />
              {copy.widths[option]} <span className="font-normal">{option}</span>
            </label>
          ))}
        </fieldset>
      </div>
      {failed ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
          {copy.previewFailed}
        </p>
      ) : null}
      <div ref={box} className="overflow-hidden rounded-xl border border-border bg-subtle" style={{ height: height * scale }}>
        {html ? (
          <iframe
            ref={frame}
            title={copy.previewTitle(width)}
            srcDoc={html}
            sandbox="allow-same-origin"
            onLoad={onDrawn}
            className={cn("block border-0 bg-background", failed && "opacity-60")}
            style={{ width, height, transform: `scale(${scale})`, transformOrigin: "0 0" }}
          />
        ) : null}
      </div>
    </section>
  );
}
