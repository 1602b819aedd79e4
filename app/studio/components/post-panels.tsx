/** The panels of a post's page in the studio: its way to the site (by role and status) and its history. */
import { Form } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { postCopy } from "#app/studio/content/posts.ts";
import type { PostDetail } from "#app/admin/lib/admin-api.ts";
import { mayUse, type Role } from "#shared/admin-roles.ts";
import { formatDateTime } from "#app/admin/components/format.ts";
import { Panel } from "#app/admin/components/panel.tsx";
import { ConfirmStep } from "./confirm-step.tsx";
import { StepRefusal, type FieldLinks, type Refusal } from "./step-refusal.tsx";

const copy = postCopy;

/** The value a datetime-local input starts from: an hour from now, in the browser's own time zone. */
function anHourFromNow(): string {
  const at = new Date(Date.now() + 60 * 60 * 1000);
  at.setMinutes(0, 0, 0);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The steps whose buttons are in the panel; another's refusal (Update's has its own banner) shows at its top. */
const PANEL_STEPS = new Set(["submit", "publish", "schedule", "return", "unpublish", "unschedule"]);

interface PublishingPanelProps {
  post: Pick<PostDetail["post"], "status" | "publishAt" | "unpublishAt">;
  revision: number;
  role: Role;
  refused?: Refusal | undefined;
  fields?: FieldLinks | undefined;
  busy: boolean;
  /** What unpublishing does, for a kind with no address of its own (a form). */
  unpublishWords?: { hint: string; consequence: string };
}

/**
 * A post's or a page's steps to the site, by its status and the person's role; each posts its intent to the route's action.
 * Publishing and scheduling name `revision`, the copy on the editor's screen: the server refuses them if it changed since.
 * A refusal shows under the button that asked (`refused.intent`), named by field when `fields` can.
 */
export function PublishingPanel({ post, revision, role, refused, fields, busy, unpublishWords }: PublishingPanelProps) {
  const editor = mayUse(role, "publishing");
  const draft = post.status === "draft" || post.status === "unpublished";
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  /** The refusal of `intent`, beside its button; one of no button here shows at the panel's top. */
  const refusalOf = (intent: string | undefined) =>
    refused && (refused.error || refused.problems) && (refused.intent === intent || (intent === undefined && !PANEL_STEPS.has(refused.intent ?? ""))) ? (
      <StepRefusal id="publishing-error" refusal={refused} fields={fields} />
    ) : null;
  return (
    <Panel title={copy.publishing} id="publishing">
      <div className="grid gap-4">
        {refusalOf(undefined)}
        {post.status === "scheduled" && post.publishAt ? <p className="text-sm">{copy.goesLive(formatDateTime(post.publishAt))}</p> : null}
        {post.unpublishAt ? <p className="text-sm">{copy.comesDown(formatDateTime(post.unpublishAt))}</p> : null}
        {post.status === "in_review" && !editor ? <p className="text-sm text-muted-foreground">{copy.waiting}</p> : null}

        {draft && !editor ? (
          <Form method="post" className="grid gap-2">
            <p className="text-sm text-muted-foreground">{copy.submitHint}</p>
            <Button type="submit" name="intent" value="submit" className="w-fit" disabled={busy}>
              {copy.submit}
            </Button>
            {refusalOf("submit")}
          </Form>
        ) : null}

        {editor && post.status !== "published" ? (
          <>
            <Form method="post" className="grid gap-2">
              <input type="hidden" name="revision" value={revision} />
              <Button type="submit" name="intent" value="publish" className="w-fit" disabled={busy}>
                {copy.publishNow}
              </Button>
              {refusalOf("publish")}
            </Form>
            <Form method="post" className="grid gap-2">
              <input type="hidden" name="revision" value={revision} />
              <Label htmlFor="at">{copy.scheduleAt}</Label>
              <div className="flex flex-wrap gap-2">
                <Input id="at" name="at" type="datetime-local" required defaultValue={anHourFromNow()} className="w-auto min-w-0" aria-describedby="at-zone" />
                <Button type="submit" name="intent" value="schedule" variant="secondary" disabled={busy}>
                  {copy.schedule}
                </Button>
              </div>
              <p id="at-zone" className="text-xs text-muted-foreground">
                {copy.timeZone(zone)}
              </p>
              {refusalOf("schedule")}
            </Form>
          </>
        ) : null}

        {editor && post.status === "in_review" ? (
          <Form method="post" className="grid gap-2 border-t border-border pt-4">
            <Label htmlFor="note">{copy.note}</Label>
            <Textarea id="note" name="note" rows={2} maxLength={2000} />
            <Button type="submit" name="intent" value="return" variant="secondary" size="sm" className="w-fit" disabled={busy}>
              {copy.sendBack}
            </Button>
            {refusalOf("return")}
          </Form>
        ) : null}

        {editor && post.status === "published" ? (
          <div className="grid gap-2 border-t border-border pt-4">
            <p className="text-sm text-muted-foreground">{unpublishWords?.hint ?? copy.unpublishHint}</p>
            <ConfirmStep
              intent="unpublish"
              label={copy.unpublish}
              question={copy.unpublishQuestion}
              consequence={unpublishWords?.consequence ?? copy.unpublishConfirm}
              confirmLabel={copy.unpublishNow}
              busy={busy}
            />
            {refusalOf("unpublish")}
          </div>
        ) : null}

        {editor && post.status === "scheduled" && post.publishAt ? (
          <div className="grid gap-2 border-t border-border pt-4">
            <p className="text-sm text-muted-foreground">{copy.unscheduleHint}</p>
            <ConfirmStep
              intent="unschedule"
              label={copy.unschedule}
              question={copy.unscheduleQuestion}
              consequence={copy.unscheduleConfirm(formatDateTime(post.publishAt))}
              confirmLabel={copy.unscheduleNow}
              busy={busy}
            />
            {refusalOf("unschedule")}
          </div>
        ) : null}
      </div>
    </Panel>
  );
}

/** Deleting a post off the site, asked first; shown only to whoever may (an editor, or the writer who started it). */
export function DeletePost({ status, busy }: { status: PostDetail["post"]["status"]; busy: boolean }) {
  return (
    <div className="grid gap-2 rounded-xl border border-border p-4">
      <p className="text-sm text-muted-foreground">{copy.deleteHint}</p>
      <ConfirmStep intent="delete" label={copy.deletePost} question={copy.deleteQuestion} consequence={copy.deleteConfirm(status === "unpublished")} confirmLabel={copy.deleteNow} busy={busy} />
    </div>
  );
}

export function HistoryPanel({ events }: { events: ReadonlyArray<Pick<PostDetail["events"][number], "id" | "actor" | "at" | "detail"> & { action: PostDetail["events"][number]["action"] }> }) {
  return (
    <Panel title={copy.history} id="history">
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.noHistory}</p>
      ) : (
        <ol className="grid gap-4 border-l-2 border-border pl-4">
          {[...events].reverse().map((event) => (
            <li key={event.id} className="text-sm">
              <p className="text-muted-foreground">
                <span className="font-semibold text-foreground">{copy.actors[event.actor] ?? event.actor}</span>{" "}
                {copy.events[event.action](event.detail?.at ? formatDateTime(event.detail.at) : undefined)} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </p>
              {event.detail?.note ? <p className="mt-1 whitespace-pre-wrap break-words">{event.detail.note}</p> : null}
              {event.detail?.brokenLinks?.length ? <p className="mt-1 break-words text-destructive">{copy.brokenLinksKept(event.detail.brokenLinks)}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
