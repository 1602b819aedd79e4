/**
 * A page's copy as its editor works it: checked by the page's schema as it changes (problems by
 * field), saved a second after the last change when it passes (a refused save keeps the copy here
 * and says why), and drawn as the site would show it an eighth of a second after the last change.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { api, ApiError, type EditablePageView } from "#app/admin/lib/admin-api.ts";
import { pageDocument, type PageDocument } from "#shared/pages/page.ts";
import { useDocumentEditor } from "#app/studio/components/use-document-editor.ts";
import { problemsByField } from "#shared/pages/problems.ts";

const PREVIEW_AFTER_MS = 120;

function problemsOf(document: PageDocument): Record<string, string> {
  const parsed = pageDocument.safeParse(document);
  return parsed.success ? {} : problemsByField(parsed.error);
}

export function usePageEditor(initial: EditablePageView) {
  const { view: page, ...editor } = useDocumentEditor<PageDocument, EditablePageView>(initial, { path: `/pages/${initial.id}`, key: "page", problemsOf });
  return { ...editor, page };
}

/**
 * The page drawn by the site's own renderer, following the copy; the last good drawing stays while
 * the copy does not pass. A drawing whose styles are the frame's replaces only the frame's body:
 * no reload, no flash, and the editor's place in the preview stays where it was scrolled.
 * `reveal(anchor)` scrolls the preview to a section, once a drawing holds it and the frame is shown.
 */
export function usePreview(document: PageDocument, valid: boolean) {
  const [html, setHtml] = useState<string>();
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const wanted = useRef<string>(undefined);
  const revealPending = useCallback(() => {
    if (wanted.current && scrollFrameTo(frame.current, wanted.current)) wanted.current = undefined;
  }, []);
  const reveal = useCallback(
    (anchor: string) => {
      wanted.current = anchor;
      revealPending();
    },
    [revealPending],
  );
  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<{ html: string }>("/pages/preview", { method: "POST", body: { document }, signal: controller.signal })
        .then(({ html: drawn }) => {
          if (showInPlace(frame.current, drawn)) revealPending();
          else setHtml(drawn); // the frame's load reveals (PagePreview's onDrawn)
          setFailed(false);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setFailed(error instanceof ApiError);
        });
    }, PREVIEW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [document, valid, revealPending]);
  return { html, failed: failed || !valid, frame, reveal, revealPending };
}

/**
 * Scrolls the frame's own page (never the editor's: no scrollIntoView) to the section at `anchor`;
 * false while the drawing lacks it or the frame is not shown (a narrow screen's Write pane).
 */
function scrollFrameTo(frame: HTMLIFrameElement | null, anchor: string): boolean {
  const target = frame?.contentDocument?.getElementById(anchor);
  const view = frame?.contentWindow;
  if (!target || !view || frame.getClientRects().length === 0) return false;
  // Bands drawn only near the view (render-when-near, app.css) have placeholder heights that would move the section off the top.
  target.ownerDocument.documentElement.toggleAttribute("data-render-all", true);
  view.scrollTo({ top: target.getBoundingClientRect().top + view.scrollY, behavior: "instant" });
  return true;
}

/** What a drawing's look depends on in its head: its style sheets. */
function stylesOf(head: HTMLHeadElement): string {
  return [...head.querySelectorAll("link[rel=stylesheet], style")].map((element) => element.outerHTML).join("");
}

/** Puts a drawing's body in the frame's document when it has the same styles; false when the frame must load it whole. */
function showInPlace(frame: HTMLIFrameElement | null, html: string): boolean {
  const shown = frame?.contentDocument;
  if (!shown?.body) return false;
  const drawn = new DOMParser().parseFromString(html, "text/html");
  if (stylesOf(drawn.head) !== stylesOf(shown.head)) return false;
  shown.title = drawn.title;
  shown.body.replaceWith(shown.adoptNode(drawn.body));
  return true;
}
