/**
 * A draft experiment as its editor works it: its setup and each variant's page checked as they
 * change (problems by field, a variant's under "documents.<key>."), saved a second after the last
 * change when they pass, a save over someone else's refused and said. Leaving with changes not yet
 * saved asks first.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { api, type EditableExperimentView } from "#app/admin/lib/admin-api.ts";
import { experimentInput } from "#shared/experiments/experiment.ts";
import { pageDocument, type PageDocument } from "#shared/pages/page.ts";
import { problemsByField } from "#shared/pages/problems.ts";
import { refusedSave, saveStateOf, useLeaveWarning, type SaveProgress } from "#app/studio/components/save-state.ts";

const SAVE_AFTER_MS = 1_000;

export interface ExperimentDraft {
  definition: {
    name: string;
    goal: string;
    secondaryGoals: string[];
    minimumLift: number;
    trafficEstimate: { dailyVisitors: number; rate: number } | null;
    endsAt: string | null;
    variants: Array<{ key: string; name: string; weight: number }>;
  };
  /** Each variant's page but the control's, by key. */
  documents: Record<string, PageDocument>;
}

export function draftOf(experiment: EditableExperimentView): ExperimentDraft {
  const { name, goal, secondaryGoals, minimumLift, trafficEstimate, endsAt, variants } = experiment;
  return {
    definition: { name, goal, secondaryGoals, minimumLift, trafficEstimate: trafficEstimate ?? null, endsAt, variants: variants.map(({ key, name: variantName, weight }) => ({ key, name: variantName, weight })) },
    documents: Object.fromEntries(variants.flatMap((variant) => (variant.document ? [[variant.key, variant.document as PageDocument]] : []))),
  };
}

function problemsOf(draft: ExperimentDraft, pagePath: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const definition = experimentInput.safeParse({ ...draft.definition, pagePath });
  if (!definition.success) Object.assign(problems, problemsByField(definition.error));
  for (const [key, document] of Object.entries(draft.documents)) {
    const parsed = pageDocument.safeParse(document);
    if (!parsed.success) for (const [field, message] of Object.entries(problemsByField(parsed.error))) problems[`documents.${key}.${field}`] = message;
  }
  return problems;
}

export function useExperimentEditor(initial: EditableExperimentView) {
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [saved, setSaved] = useState(draft);
  const [progress, setProgress] = useState<SaveProgress>("idle");
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const revision = useRef(initial.revision);
  // The same, for the screen: what Start names as the revision the editor reviewed.
  const [shownRevision, setShownRevision] = useState(initial.revision);
  const ownProblems = useMemo(() => problemsOf(draft, initial.pagePath), [draft, initial.pagePath]);
  const problems = useMemo(() => ({ ...serverProblems, ...ownProblems }), [ownProblems, serverProblems]);
  const valid = Object.keys(ownProblems).length === 0;
  const dirty = draft !== saved;
  const blocked = typeof progress === "object" && "conflict" in progress;
  const editable = initial.status === "draft";

  const save = useCallback(
    async (copy: ExperimentDraft) => {
      setProgress("saving");
      try {
        const { experiment } = await api<{ experiment: EditableExperimentView }>(`/experiments/${initial.id}`, { method: "PUT", body: { ...copy, baseRevision: revision.current } });
        revision.current = experiment.revision;
        setShownRevision(experiment.revision);
        setSaved(copy);
        setServerProblems({});
        setProgress("idle");
      } catch (error) {
        setProgress(refusedSave(error, setServerProblems));
      }
    },
    [initial.id],
  );

  useEffect(() => {
    if (!editable || !dirty || !valid || blocked) return;
    const timer = setTimeout(() => void save(draft), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [draft, editable, dirty, valid, blocked, save]);

  useLeaveWarning(dirty);

  const state = saveStateOf(progress, { invalid: !valid || Object.keys(serverProblems).length > 0, dirty });

  /** A step (start, stop…) changed the experiment: the editor takes the server's copy. */
  const adopt = useCallback((next: EditableExperimentView) => {
    revision.current = next.revision;
    setShownRevision(next.revision);
    const fresh = draftOf(next);
    setSaved(fresh);
    setDraft(fresh);
    setProgress("idle");
  }, []);

  return { draft, setDraft, state, problems, valid, saveNow: () => void save(draft), adopt, revision: shownRevision };
}
