/**
 * A page's copy as its editor works it: checked by the page's schema as it changes (problems by
 * field), saved a second after the last change when it passes (a refused save keeps the copy here
 * and says why), and drawn as the site would show it an eighth of a second after the last change.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { api, ApiError, type EditablePageView } from "#app/admin/lib/admin-api.ts";
import { pageDocument, type PageDocument } from "#shared/pages/page.ts";
import { refusedSave, saveStateOf, useLeaveWarning, type SaveProgress } from "#app/studio/components/save-state.ts";
import { problemsByField } from "#shared/pages/problems.ts";

const SAVE_AFTER_MS = 1_000;
const PREVIEW_AFTER_MS = 120;

function problemsOf(document: PageDocument): Record<string, string> {
  const parsed = pageDocument.safeParse(document);
  return parsed.success ? {} : problemsByField(parsed.error);
}

export function usePageEditor(initial: EditablePageView) {
  const [document, setDocument] = useState<PageDocument>(initial.document as PageDocument);
  const [saved, setSaved] = useState<PageDocument>(initial.document as PageDocument);
  const [page, setPage] = useState(initial);
  const [progress, setProgress] = useState<SaveProgress>("idle");
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const revision = useRef(initial.revision);
  const editSession = useMemo(() => crypto.randomUUID(), []);
  const ownProblems = useMemo(() => problemsOf(document), [document]);
  const problems = useMemo(() => ({ ...serverProblems, ...ownProblems }), [ownProblems, serverProblems]);
  const valid = Object.keys(ownProblems).length === 0;
  const dirty = document !== saved;
  const blocked = typeof progress === "object" && "conflict" in progress;

  const save = useCallback(
    async (copy: PageDocument) => {
      setProgress("saving");
      try {
        const { page: next } = await api<{ page: EditablePageView }>(`/pages/${initial.id}`, { method: "PUT", body: { document: copy, baseRevision: revision.current, editSession } });
        revision.current = next.revision;
        setSaved(copy);
        setPage(next);
        setServerProblems({});
        setProgress("idle");
      } catch (error) {
        setProgress(refusedSave(error, setServerProblems));
      }
    },
    [initial.id, editSession],
  );

  useEffect(() => {
    if (!dirty || !valid || blocked) return;
    const timer = setTimeout(() => void save(document), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [document, dirty, valid, blocked, save]);

  useLeaveWarning(dirty);

  const state = saveStateOf(progress, { invalid: !valid || Object.keys(serverProblems).length > 0, dirty });

  /** A step on the page's way to the site changed it: the editor takes the server's copy. */
  const adopt = useCallback((next: EditablePageView) => {
    revision.current = next.revision;
    setSaved(next.document as PageDocument);
    setDocument(next.document as PageDocument);
    setPage(next);
    setProgress("idle");
  }, []);

  return { document, setDocument, page, state, problems, valid, saveNow: () => void save(document), adopt };
}

/**
 * The page drawn by the site's own renderer, following the copy; the last good drawing stays while
 * the copy does not pass. A drawing whose styles are the frame's replaces only the frame's body:
 * no reload, no flash, and the editor's place in the preview stays where it was scrolled.
 */
export function usePreview(document: PageDocument, valid: boolean) {
  const [html, setHtml] = useState<string>();
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<{ html: string }>("/pages/preview", { method: "POST", body: { document }, signal: controller.signal })
        .then(({ html: drawn }) => {
          if (!showInPlace(frame.current, drawn)) setHtml(drawn);
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
  }, [document, valid]);
  return { html, failed: failed || !valid, frame };
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
