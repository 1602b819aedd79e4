/**
 * A built form's states, on the form the server rendered (app/site/components/sections/built-form.tsx):
 * each answer checked as the visitor leaves it (and again as they fix it) with the server's own
 * rules and words (shared/forms/answers.ts); on submit, every answer checked, then sent as JSON
 * with one Idempotency-Key and the page's address (its query fills hidden fields); the thank-you and
 * the download shown in the form's place, or the thank-you page opened. Without this script the form
 * is a plain post that the server answers itself. The inputs are never cleared: what the visitor
 * typed stays through every state.
 */
import { HONEYPOT_FIELD } from "#shared/contact-schema.ts";
import { checkAnswer } from "#shared/forms/answers.ts";
import { formIds, formViewCopy as copy } from "#shared/forms/form-copy.ts";
import type { FormField } from "#shared/forms/form.ts";
import { attributionNow } from "./attribution.ts";
import { sendingButton } from "./sending-button.ts";

const TIMEOUT_MS = 15_000;

export function init(root: ParentNode = document) {
  // Each form section carries the script: the first run enhances every form on the page, later runs find them done.
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-form]:not([data-enhanced])")) enhanceForm(form);
}

const isGroup = (field: FormField) => field.kind === "choices" || (field.kind === "choice" && field.display === "radio");

/** What the visitor gave a field, as the server reads it from JSON. */
function answerOf(form: HTMLFormElement, field: FormField): unknown {
  const data = new FormData(form);
  if (field.kind === "choices") return data.getAll(field.key);
  if (field.kind === "checkbox" || field.kind === "consent") return data.get(field.key) !== null;
  return data.get(field.key) ?? "";
}

function enhanceForm(form: HTMLFormElement) {
  form.dataset.enhanced = "";
  // With script the form's own rules check, in the server's words; the browser's bubbles stay for visitors without it.
  form.noValidate = true;
  const anchor = form.dataset.form!;
  const fields = JSON.parse(form.dataset.fields ?? "[]") as FormField[];
  const alert = form.querySelector<HTMLElement>(`#${formIds.alert(anchor)}`)!;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
  const setSending = sendingButton(button, copy.sending);
  // One key per answer: a retry after a timeout cannot store it twice.
  let idempotencyKey: string | null = null;

  const control = (field: FormField) => form.querySelector<HTMLElement>(`#${formIds.field(anchor, field.key)}`);
  const check = (field: FormField) => {
    const { problem } = checkAnswer(field, answerOf(form, field));
    showProblem(form, anchor, field, problem);
    return problem;
  };

  for (const field of fields) {
    const shown = () => form.querySelector(`#${formIds.error(anchor, field.key)}`)?.textContent;
    // Told once they leave the field, not while they type their first letters; an error shown is re-checked at each change.
    const target = isGroup(field) ? control(field)?.closest("fieldset") : control(field);
    target?.addEventListener("focusout", (event) => {
      if (!isGroup(field) || !target.contains((event as FocusEvent).relatedTarget as Node | null)) check(field);
    });
    target?.addEventListener("input", () => shown() && check(field));
    target?.addEventListener("change", () => shown() && check(field));
  }

  const showAlert = (title: string, text: string) => {
    alert.replaceChildren(paragraph(title, "font-semibold text-destructive"), paragraph(text, "text-foreground"));
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
    const sent = new FormData(form);
    const honeypot = sent.get(HONEYPOT_FIELD);
    try {
      const response = await fetch(form.action, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
        // `proof`: what a proof-of-work script put in the form, when the form asks for one.
        body: JSON.stringify({ ...body, [HONEYPOT_FIELD]: honeypot ?? "", proof: sent.get("proof") ?? undefined, attribution: attributionNow(), page: location.pathname + location.search }),
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
    if (answer.redirect) return location.assign(answer.redirect);
    const template = document.querySelector<HTMLTemplateElement>(`template[data-form-thanks="${anchor}"]`);
    const panel = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!panel || !answer.thanks) return;
    const part = (name: string) => panel.querySelector<HTMLElement>(`[data-thanks-${name}]`)!;
    part("heading").textContent = answer.thanks.heading;
    part("body").textContent = answer.thanks.body ?? "";
    part("body").hidden = !answer.thanks.body;
    const download = answer.thanks.download ?? answer.download;
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
  download?: { href: string; label: string };
}

function paragraph(text: string, className: string): HTMLParagraphElement {
  const element = document.createElement("p");
  element.className = className;
  element.textContent = text;
  return element;
}

/** A field's error beside it (or none): its text, the invalid mark, and the description that reads it out. */
function showProblem(form: HTMLFormElement, anchor: string, field: FormField, problem: string | undefined) {
  const errorId = formIds.error(anchor, field.key);
  const error = form.querySelector<HTMLElement>(`#${errorId}`);
  if (!error) return;
  error.textContent = problem ?? "";
  const controls = [...form.querySelectorAll<HTMLElement>(`[name="${field.key}"]`)];
  for (const element of controls) {
    if (problem) element.setAttribute("aria-invalid", "true");
    else element.removeAttribute("aria-invalid");
  }
  const described = isGroup(field) ? controls[0]?.closest("fieldset") : controls[0];
  const ids = [field.help ? formIds.help(anchor, field.key) : "", problem ? errorId : ""].filter(Boolean).join(" ");
  if (ids) described?.setAttribute("aria-describedby", ids);
  else described?.removeAttribute("aria-describedby");
}
