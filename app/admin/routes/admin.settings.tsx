/**
 * The site's settings, for editors: contact facts, business hours, social links, the booking page
 * and the legal-policy IDs (ADR 027). Saved, they are on every page within seconds.
 */
import { Link, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin.settings";
import { formatDateTime } from "#app/admin/components/format.ts";
import { PageHeading } from "#app/admin/components/page-heading.tsx";
import { SettingsForm, settingsFromForm, type SettingsResult } from "#app/admin/components/settings-form.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { api, ApiError, type Answer } from "#app/admin/lib/admin-api.ts";
import { settingsProblems, tidySettings } from "#shared/site-settings.ts";
import { mayUse } from "#shared/admin-roles.ts";
import type { SessionInfo } from "#app/admin/lib/admin-api.ts";

const copy = adminCopy.settings;

export const meta = () => [{ title: `${copy.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const stored = await api<Answer<"/settings">>("/settings", { from: new URL(request.url), signal: request.signal });
  // The browser's own list of time zones, the office's kept even if the browser lacks it.
  const timeZones = [...new Set([stored.settings.hours.timeZone, ...Intl.supportedValuesOf("timeZone")])].sort();
  return { ...stored, timeZones };
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<SettingsResult> {
  const settings = settingsFromForm(await request.formData());
  // The same rules the server applies, in the same words, before anything is sent.
  const problems = settingsProblems(tidySettings(settings));
  if (Object.keys(problems).length) return { error: Object.values(problems).join(" "), problems };
  try {
    const saved = await api<Answer<"/settings", "$put">>("/settings", { method: "PUT", body: { settings }, from: new URL(request.url) });
    return { done: saved.changed.length ? copy.saved : copy.unchanged };
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message, ...(error.problems && { problems: error.problems }) };
    throw error;
  }
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const result = useActionData<SettingsResult>();
  const busy = useNavigation().state !== "idle";
  const { settings, updatedAt, updatedBy, timeZones } = loaderData;
  const session = useRouteLoaderData<SessionInfo>("admin");
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <PageHeading title={copy.title} lead={copy.lead} />
        <p className="mt-2 text-sm text-muted-foreground">{updatedAt && updatedBy ? copy.lastChange(updatedBy, formatDateTime(updatedAt)) : copy.defaults}</p>
        {/* The site's languages are the admin's (ADR 054). */}
        {session && mayUse(session.user.role, "admin") ? (
          <Link to="/admin/settings/languages" className="mt-2 inline-block text-sm font-semibold text-primary hover:underline">
            {copy.languages} →
          </Link>
        ) : null}
      </div>
      <SettingsForm settings={settings} timeZones={timeZones} result={result} busy={busy} />
    </div>
  );
}
