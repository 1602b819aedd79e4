/**
 * A built form's states, on the form the server rendered (app/site/components/sections/built-form.tsx):
 * each answer checked as the visitor leaves it (and again as they fix it) with the server's own
 * rules and words (shared/forms/answers.ts); on submit, every answer checked, then sent as JSON
 * with one Idempotency-Key and the page's address (its query fills hidden fields); the thank-you and
 * the download shown in the form's place (its panel already holds the way on to a thank-you page
 * when the form gives both), or the thank-you page opened. Without this script the form is a plain
 * post that the server answers itself. The inputs are never cleared: what the visitor typed stays
 * through every state.
 */
import { HONEYPOT_FIELD } from "#shared/contact-schema.ts";
import { ATTRIBUTION_FIELD, checkAnswer, PAGE_FIELD, type AnswerRules } from "#shared/forms/answers.ts";
import { alertId, errorId, fieldId } from "#shared/forms/form-copy.ts";
import { PROOF_FIELD } from "#shared/forms/proof-of-work.ts";
import type { FormField } from "#shared/forms/form.ts";
import type { FormWords } from "#shared/forms/form-words.ts";
import { attributionNow } from "./attribution.ts";
import type { ProofOfWork } from "./proof-of-work.ts";
import { sendingButton } from "./sending-button.ts";
import { watchForm } from "./form-analytics.ts";

const TIMEOUT_MS = 15_000;

/** `solver`: on a page whose form asks for a proof of work (form-proof-page.ts), what solves it; the other pages leave it out. */
export function init(root: ParentNode = document, solver?: (form: HTMLFormElement) => ProofOfWork | undefined) {
  // Each form section carries the script: the first run enhances every form on the page, later runs find them done.
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-form]:not([data-enhanced])")) enhanceForm(form, solver?.(form));
}

const isGroup = (field: FormField) => field.kind === "choices" || (field.kind === "choice" && field.display === "radio");

/** What the visitor gave a field, as the server reads it from JSON. */
function answerOf(form: HTMLFormElement, field: FormField): unknown {
  const data = new FormData(form);
  if (field.kind === "choices") return data.getAll(field.key);
  if (field.kind === "checkbox" || field.kind === "consent") return data.get(field.key) !== null;
  return data.get(field.key) ?? "";
}

function enhanceForm(form: HTMLFormElement, proofs: ProofOfWork | undefined) {
  form.dataset.enhanced = "";
  // With script the form's own rules check, in the server's words; the browser's bubbles stay for visitors without it.
  form.noValidate = true;
  const anchor = form.dataset.form!;
  const fields = JSON.parse(form.dataset.fields ?? "[]") as FormField[];
  // The form's words in its language come with its markup (built-form.tsx).
  const words = JSON.parse(form.dataset.words!) as Pick<FormWords, "answers" | "view">;
  const copy = words.view;
  const rules: AnswerRules = { copy: words.answers };
  const alert = form.querySelector<HTMLElement>(`#${alertId(anchor)}`)!;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
  const setSending = sendingButton(button, copy.sending);
  // One key per answer: a retry after a timeout cannot store it twice.
  let idempotencyKey: string | null = null;
  // Starts and stops for the form's analytics; once it is sent, leaving the page is no stop.
  const stored = watchForm(form, Number(form.action.split("/").pop()));
  // Solved from the first focus, so it is ready before a person is done typing.
  if (proofs) form.addEventListener("focusin", proofs.start);

  const control = (field: FormField) => form.querySelector<HTMLElement>(`#${fieldId(anchor, field.key)}`);
  const check = (field: FormField) => {
    const { problem } = checkAnswer(field, answerOf(form, field), rules);
    showProblem(form, anchor, field, problem);
    return problem;
  };

  for (const field of fields) {
    const shown = () => form.querySelector(`#${errorId(anchor, field.key)}`)?.textContent;
    // Told once they leave the field, not while they type their first letters; an error shown is re-checked at each change.
    const target = isGroup(field) ? control(field)?.closest("fieldset") : control(field);
    target?.addEventListener("focusout", (event) => {
      if (!isGroup(field) || !target.contains((event as FocusEvent).relatedTarget as Node | null)) check(field);
    });
    target?.addEventListener("input", () => shown() && check(field));
    target?.addEventListener("change", () => shown() && check(field));
  }

  // The alert's two paragraphs, title and words, are in the server's markup.
  const showAlert = (title: string, text: string) => {
    const [heading, words] = alert.children;
    heading!.textContent = title;
    words!.textContent = text;
    alert.hidden = false;
  };
  const focusOn = (element: HTMLElement | null | undefined) => {
    element?.scrollIntoView({ block: "center" });
    element?.focus({ preventScroll: true });
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const problems = fields.map((field) => [field, check(field)] as const).filter(([, problem]) => problem);
    if (problems.length) {
      const [field, problem] = problems[0]!;
      showAlert(copy.validationTitle, problem!);
      return focusOn(control(field));
    }
    alert.hidden = true;
    void send();
  });

  async function send() {
    setSending(true);
    idempotencyKey ??= crypto.randomUUID();
    const body: Record<string, unknown> = Object.fromEntries(fields.map((field) => [field.key, answerOf(form, field)]));
    const honeypot = new FormData(form).get(HONEYPOT_FIELD);
    // A send quicker than the solver waits for it, the button saying it is sending.
    const proof = await proofs?.take();
    try {
      const response = await fetch(form.action, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
        body: JSON.stringify({ ...body, [HONEYPOT_FIELD]: honeypot ?? "", [PROOF_FIELD]: proof, [ATTRIBUTION_FIELD]: attributionNow(), [PAGE_FIELD]: location.pathname + location.search }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as Answer;
      setSending(false);
      if (response.status === 201) return thank(answer);
      const refused = fields.find((field) => field.key === answer.field);
      for (const field of fields) showProblem(form, anchor, field, answer.fields?.[field.key]);
      showAlert(refused ? copy.validationTitle : copy.errorTitle, answer.error ?? copy.errorBody);
      focusOn(refused ? control(refused) : alert);
    } catch {
      setSending(false);
      showAlert(copy.errorTitle, copy.errorBody);
      focusOn(alert);
    }
  }

  function thank(answer: Answer) {
    idempotencyKey = null;
    stored();
    if (answer.redirect) return location.assign(answer.redirect);
    const template = document.querySelector<HTMLTemplateElement>(`template[data-form-thanks="${anchor}"]`);
    const panel = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!panel || !answer.thanks) return;
    const part = (name: string) => panel.querySelector<HTMLElement>(`[data-thanks-${name}]`)!;
    part("heading").textContent = answer.thanks.heading;
    part("body").textContent = answer.thanks.body ?? "";
    part("body").hidden = !answer.thanks.body;
    const download = answer.thanks.download;
    if (download) {
      part("download").setAttribute("href", download.href);
      part("label").textContent = download.label;
      part("download").hidden = false;
    }
    form.replaceWith(panel);
    part("heading").focus();
  }
}

interface Answer {
  error?: string;
  field?: string;
  fields?: Record<string, string>;
  redirect?: string;
  thanks?: { heading: string; body?: string; download?: { href: string; label: string } };
}

/** A field's error beside it (or none): its text and the invalid mark (the server's markup already describes each control by its error element). */
function showProblem(form: HTMLFormElement, anchor: string, field: FormField, problem: string | undefined) {
  const error = form.querySelector<HTMLElement>(`#${errorId(anchor, field.key)}`);
  if (!error) return;
  error.textContent = problem ?? "";
  for (const element of form.querySelectorAll(`[name="${field.key}"]`)) {
    if (problem) element.setAttribute("aria-invalid", "true");
    else element.removeAttribute("aria-invalid");
  }
}
