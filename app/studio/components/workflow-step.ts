/** A step on a post's or a page's way to the site, as the publishing panel's forms post it (post-panels.tsx). */
import { api, ApiError } from "#app/admin/lib/admin-api.ts";
import { PUBLISH_ANYWAY, type FlaggedLink } from "#shared/link-check.ts";

const STEPS = new Set(["submit", "return", "publish", "schedule", "unschedule", "unpublish", "update"]);

/** The steps that put the copy on the site: each names the revision the editor has on the screen, and the server refuses it if the copy changed since. */
const PUBLISHING = new Set(["publish", "schedule", "update"]);

export interface StepResult {
  /** The step the answer is for, so the refusal shows beside its button. */
  intent?: string;
  error?: string;
  problems?: Partial<Record<string, string>>;
  /** Links to no page of the site that held the step back, and the form it was asked with, to send again "anyway". */
  links?: FlaggedLink[];
  asked?: Record<string, string>;
}

/** Takes the form's step on the post or page at `base` ("/posts/7"); answers the server's refusal in words, by field when it gives them. */
export async function takeWorkflowStep(base: string, request: Request): Promise<StepResult> {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!STEPS.has(intent)) return { error: "That step is not one this page offers." };
  // A datetime-local value is the editor's own time; the server gets it as an absolute time.
  const at = intent === "schedule" ? new Date(String(form.get("at") ?? "")) : undefined;
  if (at && Number.isNaN(at.getTime())) return { intent, error: "Choose a date and time to publish." };
  const named = form.get("revision");
  const revision = PUBLISHING.has(intent) && typeof named === "string" && named !== "" ? Number(named) : undefined;
  const anyway = PUBLISHING.has(intent) && form.get("brokenLinks") === PUBLISH_ANYWAY;
  try {
    await api(`${base}/${intent}`, {
      method: "POST",
      body: {
        ...(at && { at: at.toISOString() }),
        ...(revision !== undefined && { revision }),
        ...(intent === "return" && { note: form.get("note") }),
        ...(anyway && { brokenLinks: PUBLISH_ANYWAY }),
      },
      from: new URL(request.url),
    });
    return { intent };
  } catch (error) {
    if (error instanceof ApiError) {
      const asked = error.links && Object.fromEntries([...form].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])));
      return { intent, error: error.message, ...(error.problems && { problems: error.problems }), ...(error.links && { links: error.links, asked }) };
    }
    throw error;
  }
}
