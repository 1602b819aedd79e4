import SendIcon from "lucide-react/icons/send";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import type { ContactFormCopy } from "#shared/content/contact.ts";
import { CONTACT_ENDPOINT, CONTACT_FIELDS, CONTACT_LIMITS, HONEYPOT_FIELD, type ContactField } from "#shared/contact-schema.ts";
import { CONTACT_ALERT_ID, type ContactFormAnswer } from "#shared/contact-post.ts";

/**
 * The contact form as React renders it at build time. Without JavaScript it is a plain form
 * post that the page route's action answers (303 to /thank-you, or the page again with `answer`:
 * the error and every value kept); with it, app/site/enhance/contact-form.ts validates, sends and
 * shows the states (no React in the browser, ADR 011).
 */
export function ContactForm({ copy, answer }: { copy: ContactFormCopy; answer?: ContactFormAnswer }) {
  const fieldProps = (field: ContactField) => ({ id: `contact-${field}`, name: field, maxLength: CONTACT_LIMITS[field], ...answeredProps(field, answer) });

  return (
    <form method="post" action={CONTACT_ENDPOINT} aria-labelledby="contact-form-title" className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8">
      <div>
        <h2 id="contact-form-title" className="text-title font-bold">
          {copy.heading}
        </h2>
        <p className="mt-2 text-muted-foreground">{copy.intro}</p>
      </div>
      {answer ? <AnswerAlert answer={answer} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field field="name" label={copy.labels.name} required>
          <Input {...fieldProps("name")} autoComplete="name" required placeholder={copy.placeholders.name} />
        </Field>
        <Field field="email" label={copy.labels.email} required>
          <Input {...fieldProps("email")} type="email" autoComplete="email" required placeholder={copy.placeholders.email} />
        </Field>
        <Field field="company" label={copy.labels.company}>
          <Input {...fieldProps("company")} autoComplete="organization" placeholder={copy.placeholders.company} />
        </Field>
        <Field field="phone" label={copy.labels.phone}>
          <Input {...fieldProps("phone")} type="tel" autoComplete="tel" placeholder={copy.placeholders.phone} />
        </Field>
      </div>
      <Field field="message" label={copy.labels.message} required>
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
        <Button type="submit" size="lg" className="sm:min-w-44">
          {copy.submit}
          <SendIcon aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}

/** The look of the site's error toast (app/ui/toaster.tsx). */
const ALERT_CLASS = "flex flex-col gap-1 rounded-xl border border-destructive/40 bg-background px-4 py-3.5 text-sm outline-none";

/**
 * Why a post was refused, at the top of the form. Without JavaScript nothing can move focus:
 * autofocus brings the invalid field into view, ready to fix, or else this alert.
 */
function AnswerAlert({ answer }: { answer: ContactFormAnswer }) {
  const focus = CONTACT_FIELDS.some((field) => field === answer.field) ? {} : { tabIndex: -1, autoFocus: true };
  return (
    <div role="alert" id={CONTACT_ALERT_ID} className={ALERT_CLASS} {...focus}>
      <p className="font-semibold text-destructive">{answer.title}</p>
      <p className="text-foreground">{answer.error}</p>
    </div>
  );
}

/** A field as a refused post left it: the value sent, and the mark of the error when it is about this field. */
function answeredProps(field: ContactField, answer: ContactFormAnswer | undefined) {
  if (!answer) return {};
  const invalid = answer.field === field ? { "aria-invalid": true, "aria-describedby": CONTACT_ALERT_ID, autoFocus: true } : {};
  return { defaultValue: answer.values[field] || undefined, ...invalid };
}

function Field({ field, label, required = false, children }: { field: ContactField; label: string; required?: boolean; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`contact-${field}`} required={required}>
        {label}
      </Label>
      {children}
    </div>
  );
}
