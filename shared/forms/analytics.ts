/**
 * Form analytics (issue 72): the beacon a form's script sends when a visitor starts it and when they
 * leave it unsent (app/site/enhance/form-analytics.ts), and the studio's report of a form's funnel
 * per page. Views are counted by the server as it serves the page; submissions are the stored leads.
 */
export const FORM_EVENTS_ENDPOINT = "/api/form-events";

/** A form id, an event, a page address and a field key: far below this. */
export const MAX_FORM_EVENT_BYTES = 512;

export type FormEventKind = "start" | "stop";

/** start: the first field touched; stop: the page left unsent, `field` the last one touched. */
export interface FormEvent {
  form: number;
  event: FormEventKind;
  path: string;
  field?: string;
}

/** The beacon's body as the server takes it, or null: anything else is refused. */
export function formEventOf(body: unknown): FormEvent | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const { form, event, path, field } = body as Record<string, unknown>;
  if (!Number.isSafeInteger(form) || (form as number) < 1) return null;
  if (typeof path !== "string" || path.length > 300 || !/^\/[^\s?#]*$/.test(path)) return null;
  if (event === "start" && field === undefined) return { form: form as number, event, path };
  // A field key as forms name them (shared/forms/form.ts).
  if (event === "stop" && typeof field === "string" && /^[a-z][a-z0-9_]{0,39}$/.test(field)) return { form: form as number, event, path, field };
  return null;
}

/** The report's longest span, in days, and the one it shows unless asked. */
export const FORM_ANALYTICS_DAYS = { default: 30, max: 365 } as const;

export interface FieldStops {
  field: string;
  label: string;
  stops: number;
}

export interface FormFunnel {
  views: number;
  starts: number;
  submissions: number;
  /** Submissions over views; null without a view. */
  conversionRate: number | null;
  /** Starts over views; null without a view. */
  startRate: number | null;
  /** The fields people left the form at, in the form's order (its live version's labels). */
  stops: FieldStops[];
}

export interface FormAnalytics {
  form: { id: number; name: string };
  days: number;
  /** The first day counted (UTC, YYYY-MM-DD). */
  since: string;
  total: FormFunnel;
  /** Each page that showed the form or sent its leads, most viewed first. */
  pages: Array<FormFunnel & { path: string }>;
}

/** A rate, or null when there is nothing to divide by. */
export const rateOf = (part: number, whole: number): number | null => (whole > 0 ? Math.min(1, part / whole) : null);
