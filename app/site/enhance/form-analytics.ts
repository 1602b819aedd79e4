/**
 * A built form's starts and stops for its analytics (shared/forms/analytics.ts), sent as beacons,
 * which the browser delivers even as the page is left: one "start" on the first field a visitor
 * touches, and, if they leave the page without sending it, one "stop" naming the last field they
 * touched. No id, no answer: only which field.
 */
import { FORM_EVENTS_ENDPOINT, type FormEventKind } from "#shared/forms/analytics.ts";

/**
 * Watches `form` (built form `formId`); call what it returns once the form was sent, so leaving
 * the page after that is not a stop.
 */
export function watchForm(form: HTMLFormElement, formId: number): () => void {
  let last = "";
  let over = false;
  const send = (event: FormEventKind, field?: string) =>
    navigator.sendBeacon(FORM_EVENTS_ENDPOINT, new Blob([JSON.stringify({ form: formId, event, path: location.pathname, field })], { type: "application/json" }));
  const touched = ({ target }: Event) => {
    const { name, type } = target as HTMLInputElement;
    // Buttons and fields without a key are no answer; hidden fields are never touched by a person.
    if (!name || type === "submit" || type === "hidden" || over) return;
    if (!last) send("start");
    last = name;
  };
  const left = () => {
    if (!last || over) return;
    over = true;
    send("stop", last);
  };
  form.addEventListener("focusin", touched);
  form.addEventListener("input", touched);
  // Only leaving the page is a stop: a hidden tab often comes back (an email copied from another) and
  // the form is sent, and the count has no id to take a stop back. A tab the browser discards unseen counts no stop.
  addEventListener("pagehide", left);
  return () => {
    over = true;
  };
}
