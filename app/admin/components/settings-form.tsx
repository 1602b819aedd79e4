/**
 * The site's settings as one form in four panels (contact, hours, social links, booking and legal).
 * Fields are uncontrolled: what was typed stays on screen when the server refuses a field, and
 * each refusal is read next to its field. Field names are the settings' paths ("address.street").
 */
import { Form } from "react-router";
import type { ReactNode } from "react";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { WEEKDAYS } from "#shared/business-hours.ts";
import { SOCIAL_NETWORKS, type SettingsProblems, type SiteSettings } from "#shared/site-settings.ts";
import { FormError } from "./auth-card.tsx";
import { Panel } from "./panel.tsx";

const copy = adminCopy.settings;

export type SettingsResult = { error?: string; problems?: SettingsProblems; done?: string } | undefined;

/** The settings a submitted form holds (its field names are the settings' paths). */
export function settingsFromForm(form: FormData): SiteSettings {
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    email: text("email"),
    phone: text("phone"),
    address: { street: text("address.street"), locality: text("address.locality"), region: text("address.region"), postalCode: text("address.postalCode"), country: text("address.country") },
    hours: {
      timeZone: text("hours.timeZone"),
      days: WEEKDAYS.map((_, index) => (form.get(`hours.${index}.open`) ? { opens: text(`hours.${index}.opens`), closes: text(`hours.${index}.closes`) } : null)),
    },
    socials: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, text(`socials.${network}`)])),
    schedulerUrl: text("schedulerUrl"),
    legal: { privacyPolicyId: text("legal.privacyPolicyId"), termsOfServiceId: text("legal.termsOfServiceId") },
  };
}

const idOf = (name: string) => `setting-${name.replaceAll(".", "-")}`;

function Problem({ name, problems }: { name: string; problems: SettingsProblems }) {
  return problems[name] ? (
    <p id={`${idOf(name)}-problem`} className="text-sm font-medium text-destructive">
      {problems[name]}
    </p>
  ) : null;
}

/** The attributes that tie a field to its hint and its problem. */
function described(name: string, problems: SettingsProblems, hint?: string) {
  const ids = [hint ? `${idOf(name)}-hint` : "", problems[name] ? `${idOf(name)}-problem` : ""].filter(Boolean).join(" ");
  return { id: idOf(name), name, ...(problems[name] && { "aria-invalid": true as const }), ...(ids && { "aria-describedby": ids }) };
}

function Field({ name, label, hint, problems, children }: { name: string; label: string; hint?: string; problems: SettingsProblems; children: (attributes: ReturnType<typeof described>) => ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={idOf(name)}>{label}</Label>
      {children(described(name, problems, hint))}
      {hint ? (
        <p id={`${idOf(name)}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <Problem name={name} problems={problems} />
    </div>
  );
}

function ContactPanel({ settings, problems }: { settings: SiteSettings; problems: SettingsProblems }) {
  const { address } = settings;
  return (
    <Panel title={copy.contact.title} id="settings-contact" lead={copy.contact.lead}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="email" label={copy.email} problems={problems}>
          {(attributes) => <Input {...attributes} type="email" autoComplete="off" defaultValue={settings.email} required />}
        </Field>
        <Field name="phone" label={copy.phone} hint={copy.phoneHint} problems={problems}>
          {(attributes) => <Input {...attributes} type="tel" autoComplete="off" defaultValue={settings.phone} required />}
        </Field>
        <div className="sm:col-span-2">
          <Field name="address.street" label={copy.street} problems={problems}>
            {(attributes) => <Input {...attributes} defaultValue={address.street} required />}
          </Field>
        </div>
        <Field name="address.locality" label={copy.locality} problems={problems}>
          {(attributes) => <Input {...attributes} defaultValue={address.locality} required />}
        </Field>
        <Field name="address.region" label={copy.region} problems={problems}>
          {(attributes) => <Input {...attributes} defaultValue={address.region} required />}
        </Field>
        <Field name="address.postalCode" label={copy.postalCode} problems={problems}>
          {(attributes) => <Input {...attributes} defaultValue={address.postalCode} required />}
        </Field>
        <Field name="address.country" label={copy.country} hint={copy.countryHint} problems={problems}>
          {(attributes) => <Input {...attributes} defaultValue={address.country} maxLength={2} className="uppercase" required />}
        </Field>
      </div>
    </Panel>
  );
}

function HoursPanel({ hours, problems, timeZones }: { hours: SiteSettings["hours"]; problems: SettingsProblems; timeZones: string[] }) {
  return (
    <Panel title={copy.hours.title} id="settings-hours" lead={copy.hours.lead}>
      <div className="max-w-sm">
        <Field name="hours.timeZone" label={copy.timeZone} problems={problems}>
          {(attributes) => (
            <Select {...attributes} defaultValue={hours.timeZone}>
              {timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <ul className="mt-2 divide-y divide-border">
        {WEEKDAYS.map((day, index) => (
          <DayHours key={day} day={day} index={index} hours={hours.days[index] ?? null} problems={problems} />
        ))}
      </ul>
    </Panel>
  );
}

/** Desktop Chromium's clock button would cut "09:00 AM" short on a narrow window; phones show their own picker. */
const TIME_FIELD = "max-sm:px-2.5 max-sm:[&::-webkit-calendar-picker-indicator]:hidden";

function DayHours({ day, index, hours, problems }: { day: string; index: number; hours: SiteSettings["hours"]["days"][number]; problems: SettingsProblems }) {
  const name = `hours.${index}`;
  const invalid = problems[name] ? { "aria-invalid": true as const, "aria-describedby": `${idOf(name)}-problem` } : {};
  // The times show only while the day is ticked (CSS :has), so a closed day reads "Closed".
  return (
    <li className="group grid grid-cols-[8rem_minmax(0,1fr)] items-center gap-x-4 gap-y-1 py-2">
      <label className="flex min-h-11 items-center gap-2.5 text-sm font-medium">
        <input type="checkbox" name={`${name}.open`} value="yes" defaultChecked={!!hours} aria-label={copy.open(day)} className="size-4 accent-primary" />
        {day}
      </label>
      <div className="col-span-2 hidden max-w-xs grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 text-sm group-has-[:checked]:grid sm:col-span-1">
        <Input type="time" name={`${name}.opens`} defaultValue={hours?.opens ?? "09:00"} aria-label={copy.opens(day)} className={TIME_FIELD} {...invalid} />
        <span className="text-muted-foreground">{copy.to}</span>
        <Input type="time" name={`${name}.closes`} defaultValue={hours?.closes ?? "17:00"} aria-label={copy.closes(day)} className={TIME_FIELD} {...invalid} />
      </div>
      <p className="text-sm text-muted-foreground group-has-[:checked]:hidden">{copy.closed}</p>
      {problems[name] ? (
        <div className="col-span-2 sm:col-span-1 sm:col-start-2">
          <Problem name={name} problems={problems} />
        </div>
      ) : null}
    </li>
  );
}

function LinksPanel({ settings, problems }: { settings: SiteSettings; problems: SettingsProblems }) {
  return (
    <>
      <Panel title={copy.socials.title} id="settings-socials" lead={copy.socials.lead}>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <Field key={network} name={`socials.${network}`} label={network} problems={problems}>
              {(attributes) => <Input {...attributes} type="url" spellCheck={false} defaultValue={settings.socials[network] ?? ""} placeholder="https://…" />}
            </Field>
          ))}
        </div>
      </Panel>
      <Panel title={copy.booking.title} id="settings-booking" lead={copy.booking.lead}>
        <Field name="schedulerUrl" label={copy.schedulerUrl} hint={copy.schedulerHint} problems={problems}>
          {(attributes) => <Input {...attributes} type="url" spellCheck={false} defaultValue={settings.schedulerUrl} required />}
        </Field>
      </Panel>
      <Panel title={copy.legal.title} id="settings-legal" lead={copy.legal.lead}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="legal.privacyPolicyId" label={copy.privacyPolicyId} problems={problems}>
            {(attributes) => <Input {...attributes} spellCheck={false} className="font-mono" defaultValue={settings.legal.privacyPolicyId} required />}
          </Field>
          <Field name="legal.termsOfServiceId" label={copy.termsOfServiceId} problems={problems}>
            {(attributes) => <Input {...attributes} spellCheck={false} className="font-mono" defaultValue={settings.legal.termsOfServiceId} required />}
          </Field>
        </div>
      </Panel>
    </>
  );
}

export function SettingsForm({ settings, timeZones, result, busy }: { settings: SiteSettings; timeZones: string[]; result: SettingsResult; busy: boolean }) {
  const problems = result?.problems ?? {};
  const count = Object.keys(problems).length;
  return (
    <Form method="post" className="grid grid-cols-[minmax(0,1fr)] gap-6" noValidate>
      <ContactPanel settings={settings} problems={problems} />
      <HoursPanel hours={settings.hours} problems={problems} timeZones={timeZones} />
      <LinksPanel settings={settings} problems={problems} />
      <div className="sticky bottom-3 flex flex-wrap items-center gap-3 rounded-xl border border-border bg-background/95 p-3 shadow-lg backdrop-blur">
        <Button type="submit" disabled={busy}>
          {busy ? copy.saving : copy.save}
        </Button>
        {count ? <FormError id="settings-error">{copy.fix(count)}</FormError> : null}
        {result?.error && !count ? <FormError id="settings-error">{result.error}</FormError> : null}
        {result?.done ? (
          <p role="status" className="text-sm font-medium">
            {result.done}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
