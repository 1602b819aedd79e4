/** A step on a post's or a page's way to the site, as the publishing panel's forms post it (post-panels.tsx). */
import { api, ApiError } from "#app/admin/lib/admin-api.ts";

const STEPS = new Set(["submit", "return", "publish", "schedule", "unschedule", "unpublish", "update"]);

/** Takes the form's step on the post or page at `base` ("/posts/7"); answers the server's refusal in words, by field when it gives them. */
export async function takeWorkflowStep(base: string, request: Request): Promise<{ error?: string; problems?: Partial<Record<string, string>> }> {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!STEPS.has(intent)) return { error: "That step is not one this page offers." };
  // A datetime-local value is the editor's own time; the server gets it as an absolute time.
  const at = intent === "schedule" ? new Date(String(form.get("at") ?? "")) : undefined;
  if (at && Number.isNaN(at.getTime())) return { error: "Choose a date and time to publish." };
  try {
    await api(`${base}/${intent}`, {
      method: "POST",
      body: { ...(at && { at: at.toISOString() }), ...(intent === "return" && { note: form.get("note") }) },
      from: new URL(request.url),
    });
    return {};
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message, ...(error.problems && { problems: error.problems }) };
    throw error;
  }
}
