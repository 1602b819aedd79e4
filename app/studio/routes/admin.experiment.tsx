/**
 * One experiment in the studio (ADR 042): while a draft, its setup (goal, minimum, end), its
 * variants and their shares, and each variant's page edited with the page editor's sections beside
 * the page as the site draws it, saved a second after the last change; then its steps (an editor
 * starts, pauses, resumes and stops it, choosing which page everyone sees after) and its report.
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin.experiment";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { Panel } from "#app/admin/components/panel.tsx";
import { ExperimentStatusBadge } from "#app/admin/components/status-badge.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { api, ApiError, type EditableExperimentView, type ExperimentDetail, type SessionInfo } from "#app/admin/lib/admin-api.ts";
import { StartDialog, StopDialog, type StopRequest } from "#app/studio/components/experiments/experiment-dialogs.tsx";
import { ExperimentPlanner } from "#app/studio/components/experiments/experiment-plan.tsx";
import { planFor } from "#shared/experiments/traffic.ts";
import { ExperimentResults } from "#app/studio/components/experiments/experiment-results.tsx";
import { formatDateTime } from "#app/admin/components/format.ts";
import { ExperimentSetup } from "#app/studio/components/experiments/experiment-setup.tsx";
import { useExperimentEditor, type ExperimentDraft } from "#app/studio/components/experiments/use-experiment-editor.ts";
import { PagePreview } from "#app/studio/components/pages/page-preview.tsx";
import { SectionList } from "#app/studio/components/pages/section-list.tsx";
import { usePreview } from "#app/studio/components/pages/use-page-editor.ts";
import { experimentsCopy } from "#app/studio/content/experiments.ts";
import { Button } from "#app/ui/button.tsx";
import { mayUse } from "#shared/admin-roles.ts";
import { CONTROL_KEY } from "#shared/experiments/experiment.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { withBrand } from "#shared/brand.ts";

const copy = experimentsCopy;
const STEPS = new Set(["start", "pause", "resume", "stop"]);

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data ? data.experiment.name : copy.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const detail = await api<ExperimentDetail>(`/experiments/${encodeURIComponent(params.id)}`, { from: new URL(request.url), signal: request.signal });
  return { ...detail, ended: detail.experiment.endsAt !== null && Date.parse(detail.experiment.endsAt) <= Date.now() };
}

export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<{ error?: string }> {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!STEPS.has(intent)) return { error: "That step is not one this experiment offers." };
  const publish = String(form.get("publish") ?? "");
  // Start runs the version the editor saw: a save since makes it a conflict, said in words.
  const body = intent === "stop" ? { publish: publish || null } : intent === "start" ? { revision: Number(form.get("revision")) } : {};
  try {
    await api(`/experiments/${encodeURIComponent(params.id)}/${intent}`, { method: "POST", body, from: new URL(request.url) });
    return {};
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
}

export default function ExperimentRoute({ loaderData }: Route.ComponentProps) {
  return <ExperimentEditor key={loaderData.experiment.id} detail={loaderData} />;
}

const SAVE_WORDS = { saved: copy.editor.saved, pending: copy.editor.unsaved, saving: copy.editor.saving, invalid: copy.editor.invalid, conflict: copy.editor.notSaved, failed: copy.editor.unsaved };

function ExperimentEditor({ detail }: { detail: ExperimentDetail & { ended: boolean } }) {
  const session = useRouteLoaderData<SessionInfo>("admin");
  const result = useActionData<{ error?: string }>();
  const { experiment, results } = detail;
  const { draft, setDraft, state, problems, adopt, saveNow, revision } = useExperimentEditor(experiment);
  const editor = session ? mayUse(session.user.role, "publishing") : false;
  const draftOnly = experiment.status === "draft";
  const variantKeys = draft.definition.variants.slice(1).map((variant) => variant.key);
  const [editing, setEditing] = useState(variantKeys[0] ?? CONTROL_KEY);
  const names = new Map(draft.definition.variants.map((variant) => [variant.key, variant.name]));
  // The stop dialog is drawn again with the choice preselected, and opens itself once it is on the page.
  const [stopRequest, setStopRequest] = useState<StopRequest | null>(null);
  const openStop = (publish: string | null) => setStopRequest({ publish, at: Date.now() });
  const plannedDays = planFor(draft.definition, detail.traffic)?.days ?? null;

  // A step taken here (start, stop…) changes the experiment: the editor follows.
  const seen = useRef(experiment.revision);
  useEffect(() => {
    if (experiment.revision !== seen.current) {
      seen.current = experiment.revision;
      adopt(experiment);
    }
  }, [experiment, adopt]);

  const change = (next: ExperimentDraft) => setDraft(next);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Link to="/admin/experiments" className="w-fit text-sm font-semibold text-primary hover:underline">
        ← {copy.editor.back}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{draft.definition.name || experiment.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>
              {detail.page ? `${withBrand((detail.page as PageDocument).title)} ` : ""}
              <span className="font-mono">{experiment.pagePath}</span>
            </span>
            <ExperimentStatusBadge status={experiment.status} ended={detail.ended} />
            <a href={experiment.pagePath} target="_blank" rel="noopener" className="font-semibold text-primary hover:underline">
              {copy.editor.viewPage}
            </a>
          </p>
        </div>
        {draftOnly ? <SaveStatus state={state} saveNow={saveNow} /> : null}
      </div>
      {result?.error ? <FormError id="experiment-step-error">{result.error}</FormError> : null}
      {/* A draft is set up first and started last; a started one shows its steps and figures first. */}
      {experiment.status === "stopped" ? <StoppedSummary experiment={experiment} names={names} /> : null}
      {editor && !draftOnly ? <ExperimentSteps experiment={experiment} names={names} busy={false} stopRequest={stopRequest} onStop={openStop} plannedDays={plannedDays} revision={revision} /> : null}
      {draftOnly ? null : (
        <ExperimentResults
          results={results}
          names={names}
          lift={experiment.plan ? Math.round(experiment.plan.minimumLift * 100) : null}
          onNextStep={editor && experiment.status !== "stopped" ? openStop : undefined}
          paused={experiment.pauses.length > 0}
          stopped={experiment.status === "stopped"}
          forms={detail.forms}
        />
      )}
      <ExperimentPlanner
        definition={draft.definition}
        measured={detail.traffic}
        set={(patch) => change({ ...draft, definition: { ...draft.definition, ...patch } })}
        problems={problems}
        locked={draftOnly ? null : { plan: experiment.plan }}
        forms={detail.forms}
      />
      <ExperimentSetup
        draft={draft}
        onChange={change}
        problems={problems}
        locked={!draftOnly}
        editing={editing}
        onEdit={setEditing}
        page={detail.page as PageDocument | null}
        pages={detail.pages}
        forms={detail.forms}
      />
      {editing !== CONTROL_KEY && draft.documents[editing] ? (
        <VariantPage
          key={editing}
          name={names.get(editing) ?? editing}
          document={draft.documents[editing]}
          problems={problems}
          prefix={`documents.${editing}.`}
          locked={!draftOnly}
          onChange={(document) => change({ ...draft, documents: { ...draft.documents, [editing]: document } })}
        />
      ) : null}
      {editor && draftOnly ? (
        <ExperimentSteps experiment={experiment} names={names} busy={state.kind !== "saved"} stopRequest={stopRequest} onStop={openStop} plannedDays={plannedDays} revision={revision} />
      ) : null}
    </div>
  );
}

/** Where the draft's autosave is, and a way to save at once when it waits or failed. */
function SaveStatus({ state, saveNow }: { state: ReturnType<typeof useExperimentEditor>["state"]; saveNow: () => void }) {
  return (
    <p role="status" className={state.kind === "invalid" || state.kind === "conflict" || state.kind === "failed" ? "text-sm font-semibold text-destructive" : "text-sm text-muted-foreground"}>
      {state.kind === "conflict" || state.kind === "failed" ? state.message : SAVE_WORDS[state.kind]}
      {state.kind === "pending" || state.kind === "failed" ? (
        <button type="button" onClick={saveNow} className="ml-2 font-semibold text-primary hover:underline">
          {copy.editor.saveNow}
        </button>
      ) : null}
    </p>
  );
}

/** One variant's page: its sections beside the page as the site draws it. */
function VariantPage({
  name,
  document,
  problems,
  prefix,
  locked,
  onChange,
}: {
  name: string;
  document: PageDocument;
  problems: Record<string, string>;
  prefix: string;
  locked: boolean;
  onChange: (document: PageDocument) => void;
}) {
  const own = Object.fromEntries(Object.entries(problems).flatMap(([field, message]) => (field.startsWith(prefix) ? [[field.slice(prefix.length), message]] : [])));
  const preview = usePreview(document, Object.keys(own).length === 0);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,30rem)_minmax(0,1fr)] xl:items-start">
      <Panel title={copy.editor.editVariant(name)} id="variant-sections" lead={locked ? copy.editor.locked : undefined}>
        <fieldset disabled={locked} className="min-w-0">
          <legend className="sr-only">{copy.editor.editVariant(name)}</legend>
          <SectionList sections={document.sections} onChange={(sections) => onChange({ ...document, sections })} onShow={preview.reveal} context={{ problems: own }} locked={locked} />
        </fieldset>
      </Panel>
      <div className="min-w-0 xl:sticky xl:top-4">
        <PagePreview html={preview.html} failed={preview.failed} frame={preview.frame} onDrawn={preview.revealPending} />
      </div>
    </div>
  );
}

/** When it stopped and what shipped, or why it stopped by itself. */
function StoppedSummary({ experiment, names }: { experiment: EditableExperimentView; names: Map<string, string> }) {
  if (!experiment.stoppedAt) return null;
  return (
    <p role="status" className="rounded-lg border border-border bg-muted/40 px-4 py-3 text-sm font-medium">
      {copy.steps.stopped(formatDateTime(experiment.stoppedAt), experiment.winner ? (names.get(experiment.winner) ?? experiment.winner) : null)}
      {experiment.stopReason ? ` ${experiment.stopReason}` : ""}
    </p>
  );
}

interface StepsProps {
  experiment: EditableExperimentView;
  names: Map<string, string>;
  busy: boolean;
  /** The stop dialog asked for, with its choice: a variant to publish (from the verdict), or null to keep the page. */
  stopRequest: StopRequest | null;
  onStop: (publish: string | null) => void;
  plannedDays: number | null;
  /** The revision the editor last saved: Start runs that one. */
  revision: number;
}

/** An editor's steps: start a draft (confirmed); pause or resume; stop, choosing the page everyone sees after. */
function ExperimentSteps({ experiment, names, busy, stopRequest, onStop, plannedDays, revision }: StepsProps) {
  const navigating = useNavigation().state !== "idle";
  const startDialog = useRef<HTMLDialogElement>(null);
  const { status } = experiment;
  if (status === "stopped") return null;
  return (
    <Panel title={copy.steps.title} id="experiment-steps" lead={status === "draft" ? copy.steps.startHint : status === "running" ? copy.steps.runningHint : copy.steps.pausedHint}>
      <div className="flex flex-wrap items-center gap-2">
        {status === "draft" ? (
          <Button type="button" aria-haspopup="dialog" onClick={() => startDialog.current?.showModal()} disabled={busy || navigating}>
            {copy.steps.start}
          </Button>
        ) : (
          <>
            <Form method="post">
              <Button type="submit" name="intent" value={status === "running" ? "pause" : "resume"} variant="secondary" disabled={navigating}>
                {status === "running" ? copy.steps.pause : copy.steps.resume}
              </Button>
            </Form>
            <Button type="button" variant="secondary" aria-haspopup="dialog" onClick={() => onStop(null)} disabled={navigating}>
              {copy.steps.stop}
            </Button>
          </>
        )}
      </div>
      {status === "draft" ? <StartDialog dialog={startDialog} revision={revision} plannedDays={plannedDays} /> : null}
      <StopDialog
        key={stopRequest?.publish ?? ""}
        request={stopRequest}
        variants={experiment.variants.slice(1).map((variant) => ({ key: variant.key, name: names.get(variant.key) ?? variant.key }))}
      />
    </Panel>
  );
}
