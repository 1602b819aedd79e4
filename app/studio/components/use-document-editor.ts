/**
 * A document's copy as its editor works it, whatever its kind (a page, a form): checked by its
 * schema as it changes (problems by field), saved a second after the last change when it passes
 * (a refused save keeps the copy here and says why, by field), and taken from the server after a
 * step on its way to the site changed it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { api } from "#app/admin/lib/admin-api.ts";
import { refusedSave, saveStateOf, useLeaveWarning, type SaveProgress } from "#app/studio/components/save-state.ts";

const SAVE_AFTER_MS = 1_000;

/** A document as its editor opens it: its id, its revision and the copy being worked on. */
export interface EditedView {
  id: number;
  revision: number;
  document: unknown;
}

export interface DocumentEditorOptions<Document> {
  /** Where its saves go ("/pages/7"); the answer holds the document under `key`. */
  path: string;
  key: "page" | "form";
  problemsOf: (document: Document) => Record<string, string>;
}

export function useDocumentEditor<Document, View extends EditedView>(initial: View, { path, key, problemsOf }: DocumentEditorOptions<Document>) {
  const [document, setDocument] = useState<Document>(initial.document as Document);
  const [saved, setSaved] = useState<Document>(initial.document as Document);
  const [view, setView] = useState(initial);
  const [progress, setProgress] = useState<SaveProgress>("idle");
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const revision = useRef(initial.revision);
  const editSession = useMemo(() => crypto.randomUUID(), []);
  const ownProblems = useMemo(() => problemsOf(document), [document, problemsOf]);
  const problems = useMemo(() => ({ ...serverProblems, ...ownProblems }), [ownProblems, serverProblems]);
  const valid = Object.keys(ownProblems).length === 0;
  const dirty = document !== saved;
  const blocked = typeof progress === "object" && "conflict" in progress;

  const save = useCallback(
    async (copy: Document) => {
      setProgress("saving");
      try {
        const answer = await api<Record<typeof key, View>>(path, { method: "PUT", body: { document: copy, baseRevision: revision.current, editSession } });
        const next = answer[key];
        revision.current = next.revision;
        setSaved(copy);
        setView(next);
        setServerProblems({});
        setProgress("idle");
      } catch (error) {
        setProgress(refusedSave(error, setServerProblems));
      }
    },
    [path, key, editSession],
  );

  useEffect(() => {
    if (!dirty || !valid || blocked) return;
    const timer = setTimeout(() => void save(document), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [document, dirty, valid, blocked, save]);

  useLeaveWarning(dirty);

  const state = saveStateOf(progress, { invalid: !valid || Object.keys(serverProblems).length > 0, dirty });

  /** A step on the document's way to the site changed it: the editor takes the server's copy. */
  const adopt = useCallback((next: View) => {
    revision.current = next.revision;
    setSaved(next.document as Document);
    setDocument(next.document as Document);
    setView(next);
    setProgress("idle");
  }, []);

  return { document, setDocument, view, state, problems, valid, saveNow: () => void save(document), adopt };
}
