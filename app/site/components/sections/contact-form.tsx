import SendIcon from "lucide-react/icons/send";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import type { ContactFormCopy } from "#shared/content/contact.ts";
import { CONTACT_ENDPOINT, CONTACT_LIMITS, HONEYPOT_FIELD, type ContactField } from "#shared/contact-schema.ts";

/**
 * The contact form as React renders it at build time. Without JavaScript it is a plain form
 * post that the server answers itself (303 to /thank-you, or the form again with the error); with
 * it, app/site/enhance/contact-form.ts validates, sends and shows the states (no React in the browser,
 * ADR 011).
 */
export function ContactForm({ copy }: { copy: ContactFormCopy }) {
  const fieldProps = (field: ContactField) => ({ id: `contact-${field}`, name: field, maxLength: CONTACT_LIMITS[field] });

  return (
    <form
      method="post"
      action={CONTACT_ENDPOINT}
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

function Field({
  field,
  label,
  required = false,
  children,
}: {
  field: ContactField;
  label: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`contact-${field}`} required={required}>
        {label}
      </Label>
      {children}
    </div>
  );
}
