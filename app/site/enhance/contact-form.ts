/**
 * The contact form's states, on the form React rendered at build time: validated
 * on submit with the shared rules; idle -> sending -> /thank-you, or back to idle with an error
 * toast and every value kept. Without this script the form is a plain post that the server answers
 * itself (303 to /thank-you, or the form again with the error), so nothing here is needed to send.
 * The inputs are never touched: the browser keeps what the visitor typed through every state.
 */
import { contactFormStatusCopy as copy } from "#shared/content/contact.ts";
import { CONTACT_ENDPOINT, CONTACT_FIELDS, HONEYPOT_FIELD, validateContact, type ContactField, type ContactMessage } from "#shared/contact-schema.ts";
import { PROOF_FIELD } from "#shared/forms/proof-of-work.ts";
import { KNOWN_VISITOR_KEY } from "#shared/scheduler-prefill.ts";
import { trackLeaving } from "./analytics-events.ts";
import { attributionNow } from "./attribution.ts";
import { sendingButton } from "./sending-button.ts";
import { showErrorToast } from "./toaster.ts";

const TIMEOUT_MS = 15_000;

export function init(root: ParentNode = document) {
  const form = root.querySelector<HTMLFormElement>(`form[action="${CONTACT_ENDPOINT}"]`);
  if (form) enhanceContactForm(form);
}

function enhanceContactForm(form: HTMLFormElement) {
  // With script the shared schema validates; the browser's own bubbles stay for visitors without it.
  form.noValidate = true;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
  const setSending = sendingButton(button, copy.sending);
  // One key per message: a retry after a timeout cannot store the message twice.
  let idempotencyKey: string | null = null;

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const entered = Object.fromEntries(new FormData(form));
    const result = validateContact(entered);
    showFieldErrors(form, result.success ? {} : result.fields);
    if (!result.success) {
      showErrorToast(copy.validationTitle, result.message);
      // To the middle of the screen, where the toast (at the bottom) cannot cover it.
      const field = form.querySelector<HTMLElement>(`#contact-${result.field}`);
      field?.scrollIntoView({ block: "center" });
      field?.focus({ preventScroll: true });
      return;
    }
    const honeypot = entered[HONEYPOT_FIELD];
    // A form marked data-proof-of-work has its solution here (proof-of-work.ts); the spec's form has none.
    const proof = entered[PROOF_FIELD];
    void send(result.data, typeof honeypot === "string" ? honeypot : "", typeof proof === "string" && proof ? { [PROOF_FIELD]: proof } : {});
  });

  async function send(values: ContactMessage, honeypot: string, proof: Record<string, string>) {
    setSending(true);
    idempotencyKey ??= crypto.randomUUID();
    try {
      const response = await fetch(CONTACT_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
        body: JSON.stringify({ ...values, [HONEYPOT_FIELD]: honeypot, attribution: attributionNow(), ...proof }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      idempotencyKey = null;
      rememberVisitor(values);
      trackLeaving("contactSent");
      location.assign("/thank-you");
    } catch {
      setSending(false);
      showErrorToast(copy.errorTitle, copy.errorBody);
    }
  }
}

/** Each field in error is marked invalid and described by its message, shown under it; the others are cleared. */
function showFieldErrors(form: HTMLFormElement, errors: Partial<Record<ContactField, string>>) {
  for (const field of CONTACT_FIELDS) {
    const input = form.querySelector<HTMLElement>(`#contact-${field}`);
    if (!input) continue;
    const id = `contact-${field}-error`;
    const error = errors[field];
    form.querySelector(`#${id}`)?.remove();
    if (!error) {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
      continue;
    }
    const message = document.createElement("p");
    message.id = id;
    message.className = "text-sm text-destructive";
    message.textContent = error;
    input.after(message);
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", id);
  }
}

/** The booking page opens the scheduler with these (shared/scheduler-prefill.ts); this tab only. */
function rememberVisitor({ name, email }: ContactMessage) {
  try {
    sessionStorage.setItem(KNOWN_VISITOR_KEY, JSON.stringify({ name, email }));
  } catch {
    // Without storage the visitor types them again in the scheduler.
  }
}
