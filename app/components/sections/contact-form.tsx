import SendIcon from "lucide-react/icons/send";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toaster";
import { contactFormCopy as copy } from "~/content/contact";
import { CONTACT_ENDPOINT, CONTACT_LIMITS, HONEYPOT_FIELD, validateContact, type ContactField, type ContactMessage } from "~/lib/contact-schema";

const TIMEOUT_MS = 15_000;

/**
 * SPEC "Contact": validated on submit with the shared rules; idle -> sending -> /thank-you, or back
 * to idle with an error toast and every value kept. Without JavaScript it is a plain form post
 * that the server answers itself (303 to /thank-you, or the form again with the error).
 * The inputs are uncontrolled: the browser keeps what the visitor typed through every state.
 */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  // One key per message: a retry after a timeout cannot store the message twice.
  const idempotencyKey = useRef<string | null>(null);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});

  // With JavaScript the shared schema validates; the browser's own bubbles stay for no-JS visitors.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const entered = Object.fromEntries(new FormData(form));
    const result = validateContact(entered);
    setErrors(result.success ? {} : result.fields);
    if (!result.success) {
      toast.error(copy.validationTitle, { description: result.message });
      form.querySelector<HTMLElement>(`#contact-${result.field}`)?.focus();
      return;
    }
    void send(result.data, typeof entered[HONEYPOT_FIELD] === "string" ? entered[HONEYPOT_FIELD] : "");
  }

  async function send(values: ContactMessage, honeypot: string) {
    setSending(true);
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      const response = await fetch(CONTACT_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey.current },
        body: JSON.stringify({ ...values, [HONEYPOT_FIELD]: honeypot }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      idempotencyKey.current = null;
      // A document navigation: /thank-you is a static page and ships no React (ADR 011).
      window.location.assign("/thank-you");
    } catch {
      setSending(false);
      toast.error(copy.errorTitle, { description: copy.errorBody });
    }
  }

  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    maxLength: CONTACT_LIMITS[field],
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
  });

  return (
    <form
      ref={formRef}
      method="post"
      action={CONTACT_ENDPOINT}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8"
    >
      <div>
        <h2 id="contact-form-title" className="text-title font-bold">
          {copy.heading}
        </h2>
        <p className="mt-2 text-muted-foreground">{copy.intro}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field field="name" label={copy.labels.name} required error={errors.name}>
          <Input {...fieldProps("name")} autoComplete="name" required placeholder={copy.placeholders.name} />
        </Field>
        <Field field="email" label={copy.labels.email} required error={errors.email}>
          <Input {...fieldProps("email")} type="email" autoComplete="email" required placeholder={copy.placeholders.email} />
        </Field>
        <Field field="company" label={copy.labels.company} error={errors.company}>
          <Input {...fieldProps("company")} autoComplete="organization" placeholder={copy.placeholders.company} />
        </Field>
        <Field field="phone" label={copy.labels.phone} error={errors.phone}>
          <Input {...fieldProps("phone")} type="tel" autoComplete="tel" placeholder={copy.placeholders.phone} />
        </Field>
      </div>
      <Field field="message" label={copy.labels.message} required error={errors.message}>
        <Textarea {...fieldProps("message")} rows={6} required placeholder={copy.placeholders.message} />
      </Field>
      {/* Honeypot: hidden from people and assistive technology, irresistible to form-filling bots. */}
      <div className="sr-only" aria-hidden="true">
        <label htmlFor={`contact-${HONEYPOT_FIELD}`}>{copy.honeypotLabel}</label>
        <input id={`contact-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {copy.privacyNote}{" "}
          <a href="/privacy" className="font-medium text-primary underline underline-offset-2">
            {copy.privacyLink}
          </a>
          .
        </p>
        <Button type="submit" size="lg" disabled={sending} className="sm:min-w-44">
          {sending ? copy.sending : copy.submit}
          {sending ? null : <SendIcon aria-hidden="true" />}
        </Button>
      </div>
    </form>
  );
}

function Field({
  field,
  label,
  required = false,
  error,
  children,
}: {
  field: ContactField;
  label: string;
  required?: boolean;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`contact-${field}`} required={required}>
        {label}
      </Label>
      {children}
      {error ? (
        <p id={`contact-${field}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
