import { PROOF_OF_WORK_ATTRIBUTE } from "#shared/forms/proof-of-work.ts";
import SendIcon from "lucide-react/icons/send";
import DownloadIcon from "lucide-react/icons/download";
import ArrowRightIcon from "lucide-react/icons/arrow-right";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import { createContext, use, type ReactNode } from "react";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { HONEYPOT_FIELD } from "#shared/contact-schema.ts";
import { formEndpoint, type FormRefusal, type FormThanks } from "#shared/forms/form-post.ts";
import { alertId, errorId, fieldId, helpId, thanksId } from "#shared/forms/form-copy.ts";
import type { FormField, PublishedForm } from "#shared/forms/form.ts";
import { formWordsOf, type FormWords } from "#shared/forms/form-words.ts";

/** The words around a form's own: English, or its translation's language's (BuiltForm and FormLanguage provide them). */
const FormWordsContext = createContext<FormWords>(formWordsOf(undefined));

/** The form's thank-you, drawn beside it, in the form's language (shared/forms/form-words.ts). */
export function FormLanguage({ form, children }: { form: Pick<PublishedForm, "translation">; children: ReactNode }) {
  return <FormWordsContext value={formWordsOf(form.translation?.locale)}>{children}</FormWordsContext>;
}

/**
 * A form the marketing team built, as the server renders it: a plain post with the browser's own
 * checks (required, maxlength, type, min/max) that the page route's action answers without
 * JavaScript (the form again with every value and each field's error, or the thank-you in its
 * place); app/site/enhance/form.ts checks each answer as it is typed and sends it without leaving.
 */
export function BuiltForm({ form, anchor, page, labelledBy, refused }: { form: PublishedForm; anchor: string; page: string; labelledBy?: string; refused?: FormRefusal }) {
  const shown = form.document.fields.filter((field) => field.kind !== "hidden");
  // What the script checks as the visitor types: the shown fields' rules (never the CRM's names).
  const rules = JSON.stringify(shown.map(({ crm: _crm, ...field }) => field));
  // From the form itself, for its fields and its script alike.
  const words = formWordsOf(form.translation?.locale);
  return (
    <FormWordsContext value={words}>
      <form
        method="post"
        action={formEndpoint(form.id)}
        aria-labelledby={labelledBy}
        data-form={anchor}
        data-fields={rules}
        // The script's messages and titles come with the form, in its language: the script carries none.
        data-words={JSON.stringify({ answers: words.answers, view: words.view })}
        {...(form.document.proofOfWork && { [PROOF_OF_WORK_ATTRIBUTE]: "" })}
        className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 text-left text-foreground shadow-card sm:p-8"
      >
        <FormAlert anchor={anchor} refused={refused} />
        {/* Where it is sent from, kept through a refused post: the server fills hidden fields from its query. */}
        <input type="hidden" name="page" value={refused?.page ?? page} />
        {shown.map((field) => (
          <FieldBlock key={field.key} field={field} anchor={anchor} refused={refused} />
        ))}
        {/* Honeypot: hidden from people and assistive technology, irresistible to form-filling bots. */}
        <div className="sr-only" aria-hidden="true">
          <label htmlFor={`${anchor}-${HONEYPOT_FIELD}`}>{words.markup.honeypotLabel}</label>
          <input id={`${anchor}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
        <div>
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-44">
            {form.document.submitLabel}
            <SendIcon aria-hidden="true" />
          </Button>
        </div>
      </form>
    </FormWordsContext>
  );
}

/** The look of the contact form's alert and the site's error toast. */
const ALERT_CLASS = "flex flex-col gap-1 rounded-xl border border-destructive/40 bg-background px-4 py-3.5 text-sm outline-none";

/**
 * Why a post was refused, at the top of the form: its title and its words, which the script fills
 * too. Without JavaScript nothing can move focus: autofocus brings the invalid field into view, or
 * else this alert.
 */
function FormAlert({ anchor, refused }: { anchor: string; refused?: FormRefusal }) {
  const focus = refused && !refused.field ? { autoFocus: true } : {};
  const { view } = use(FormWordsContext);
  return (
    <div id={alertId(anchor)} role="alert" tabIndex={-1} hidden={!refused} className={ALERT_CLASS} {...focus}>
      <p className="font-semibold text-destructive">{refused ? (refused.field ? view.validationTitle : view.errorTitle) : ""}</p>
      <p className="text-foreground">{refused?.error ?? ""}</p>
    </div>
  );
}

interface FieldProps {
  field: FormField;
  anchor: string;
  refused?: FormRefusal;
}

/** A field's label, control, help and error, with the ids that tie them together. */
function FieldBlock({ field, anchor, refused }: FieldProps) {
  const error = refused?.fields[field.key];
  const { markup } = use(FormWordsContext);
  const help = field.help ? <FieldNote id={helpId(anchor, field.key)}>{field.help}</FieldNote> : null;
  const problem = <FieldError id={errorId(anchor, field.key)} error={error} />;
  if (field.kind === "choices" || (field.kind === "choice" && field.display === "radio")) {
    return (
      // Each choice is described by the help and the error, as a single control is: a screen reader reads them on the control it is on.
      <fieldset className="flex flex-col gap-2.5">
        <legend className="mb-2.5 text-sm font-medium">
          {field.label}
          <RequiredMark required={field.required} />
          {/* Boxes cannot carry `required` (each would have to be ticked): the legend says it. Radios carry it. */}
          {field.kind === "choices" && field.required ? <span className="sr-only"> {markup.required}</span> : null}
        </legend>
        {help}
        <ChoiceGroup field={field} anchor={anchor} refused={refused} />
        {problem}
      </fieldset>
    );
  }
  if (field.kind === "checkbox" || field.kind === "consent") {
    return (
      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            {...controlProps(field, anchor, refused)}
            value="on"
            defaultChecked={refused?.values[field.key] === "on" || refused?.values[field.key] === "true"}
          />
          <Label htmlFor={fieldId(anchor, field.key)} required={field.required} className="font-normal leading-relaxed">
            {field.label}
          </Label>
        </div>
        {help}
        {problem}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={fieldId(anchor, field.key)} required={field.required}>
        {field.label}
      </Label>
      <Control field={field} anchor={anchor} refused={refused} />
      {help}
      {problem}
    </div>
  );
}

function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span aria-hidden="true" className="ml-0.5 text-destructive">
      *
    </span>
  ) : null;
}

function FieldNote({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/** Always in the page, empty until there is an error, so the script and the server fill the same element. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} className="text-sm text-destructive empty:hidden">
      {error ?? ""}
    </p>
  );
}

/** The help and the error element (empty until there is one), always: what the script writes into the error is read out with no attribute to change. */
function describedBy(anchor: string, field: FormField): string {
  return field.help ? `${helpId(anchor, field.key)} ${errorId(anchor, field.key)}` : errorId(anchor, field.key);
}

/** A control's name, id, required, error marks and what it held when the post was refused (autofocus on the first field in error). */
function controlProps(field: FormField, anchor: string, refused: FormRefusal | undefined) {
  const error = refused?.fields[field.key];
  return {
    id: fieldId(anchor, field.key),
    name: field.key,
    required: field.required || undefined,
    "aria-describedby": describedBy(anchor, field),
    ...(error && { "aria-invalid": true as const }),
    ...(refused?.field === field.key && { autoFocus: true }),
  };
}

const AUTOCOMPLETE: Record<string, string> = { name: "name", company: "organization", phone: "tel", job_title: "organization-title" };

/** A single control: text of a kind, a number, or a select. */
function Control({ field, anchor, refused }: FieldProps) {
  const props = controlProps(field, anchor, refused);
  const { markup } = use(FormWordsContext);
  const value = refused?.values[field.key];
  const text = typeof value === "string" && value !== "" ? value : undefined;
  switch (field.kind) {
    case "text":
      return <Input {...props} maxLength={field.maxLength} placeholder={field.placeholder} autoComplete={AUTOCOMPLETE[field.key]} defaultValue={text} />;
    case "long-text":
      return <Textarea {...props} rows={5} maxLength={field.maxLength} placeholder={field.placeholder} defaultValue={text} />;
    case "email":
      return <Input {...props} type="email" maxLength={255} autoComplete="email" placeholder={field.placeholder} defaultValue={text} />;
    case "phone":
      return <Input {...props} type="tel" maxLength={30} autoComplete="tel" placeholder={field.placeholder} defaultValue={text} />;
    case "number":
      return <Input {...props} type="number" inputMode={field.wholeNumber ? "numeric" : "decimal"} min={field.min} max={field.max} step={field.wholeNumber ? 1 : "any"} defaultValue={text} />;
    case "choice":
      return (
        <Select {...props} defaultValue={text ?? ""}>
          <option value="">{markup.choose}</option>
          {field.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      );
    default:
      return null;
  }
}

/** Radio buttons (one choice) or checkboxes (several), one per choice. */
function ChoiceGroup({ field, anchor, refused }: FieldProps) {
  if (field.kind !== "choice" && field.kind !== "choices") return null;
  const sent = refused?.values[field.key];
  const chosen = new Set(Array.isArray(sent) ? sent : sent ? [sent] : []);
  const error = refused?.fields[field.key];
  return (
    <div className="grid gap-2.5 sm:grid-cols-2">
      {field.choices.map((choice, index) => {
        const id = `${fieldId(anchor, field.key)}-${index}`;
        return (
          // Top-aligned: a choice whose words wrap keeps its box beside the first line, as the consent's does.
          <div key={choice.value} className="flex items-start gap-3">
            <input
              type={field.kind === "choice" ? "radio" : "checkbox"}
              id={index === 0 ? fieldId(anchor, field.key) : id}
              name={field.key}
              value={choice.value}
              required={(field.kind === "choice" && field.required) || undefined}
              defaultChecked={chosen.has(choice.value)}
              autoFocus={(refused?.field === field.key && index === 0) || undefined}
              aria-describedby={describedBy(anchor, field)}
              {...(error && { "aria-invalid": true as const })}
              className="size-5 shrink-0 accent-primary"
            />
            <label htmlFor={index === 0 ? fieldId(anchor, field.key) : id} className="text-sm leading-snug">
              {choice.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}

/** The primary button's look, but its words may wrap: a long file name still fits a phone. */
const DOWNLOAD_CLASS =
  "inline-flex max-w-full items-center justify-center gap-2 rounded-lg bg-primary px-6 py-3 font-semibold leading-snug text-primary-foreground shadow-glow transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0";

/** A quiet link under the download: the file first, then the way on. */
const NEXT_CLASS =
  "inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0";

/** The thank-you in the form's place: the form's words, the download it unlocked, and the way on to the form's thank-you page when it names one. */
export function FormThanksPanel({ thanks, anchor, heading: Heading = "h2" }: { thanks: FormThanks; anchor: string; heading?: "h2" | "h3" }) {
  const { markup } = use(FormWordsContext);
  return (
    <div id={thanksId(anchor)} className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card px-5 py-8 text-center text-foreground shadow-card sm:p-10">
      <CircleCheckIcon aria-hidden="true" className="size-10 text-primary" />
      <Heading tabIndex={-1} autoFocus className="text-title font-bold outline-none" data-thanks-heading>
        {thanks.heading}
      </Heading>
      <p className="max-w-prose text-muted-foreground" hidden={!thanks.body} data-thanks-body>
        {thanks.body ?? ""}
      </p>
      <a href={thanks.download?.href ?? "#"} className={DOWNLOAD_CLASS} hidden={!thanks.download} data-thanks-download>
        <DownloadIcon aria-hidden="true" />
        <span data-thanks-label>{thanks.download?.label ?? ""}</span>
      </a>
      <a href={thanks.next ?? "#"} className={NEXT_CLASS} hidden={!thanks.next} data-thanks-next>
        {markup.next}
        <ArrowRightIcon aria-hidden="true" />
      </a>
    </div>
  );
}
