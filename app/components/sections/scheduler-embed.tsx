import CalendarXIcon from "lucide-react/icons/calendar-x";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { bookingCopy } from "~/content/booking";
import { site } from "~/content/site";
import {
  isMeetingBooked,
  isSchedulerMessage,
  SCHEDULER_HEIGHT,
  SCHEDULER_READY_TIMEOUT_MS,
  schedulerEmbedUrl,
} from "~/lib/scheduler";

type State = "loading" | "ready" | "failed";

/**
 * The third-party scheduler in a sandboxed, lazy frame of fixed height: a skeleton of the same size
 * sits behind it (no layout shift), a booked meeting (a message from the provider's origin only)
 * leads to /booking-confirmation, and if the widget never answers a fallback offers a direct link.
 */
export function SchedulerEmbed({ readyTimeoutMs = SCHEDULER_READY_TIMEOUT_MS }: { readyTimeoutMs?: number }) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>("loading");
  // The live frame is created after hydration, once the message listener is in place: a widget that
  // loaded (and reported in) before React was ready would otherwise look like one that never did.
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isMeetingBooked(event)) navigate("/booking-confirmation");
      else if (isSchedulerMessage(event)) setState((current) => (current === "loading" ? "ready" : current));
    };
    window.addEventListener("message", onMessage);
    const timer = window.setTimeout(() => setState((current) => (current === "loading" ? "failed" : current)), readyTimeoutMs);
    return () => {
      window.removeEventListener("message", onMessage);
      window.clearTimeout(timer);
    };
  }, [navigate, readyTimeoutMs]);

  return (
    <div className="relative overflow-hidden rounded-2xl border border-border bg-card shadow-card" style={{ height: SCHEDULER_HEIGHT }} data-state={state}>
      <div aria-hidden="true" className="absolute inset-0 flex animate-pulse flex-col gap-4 p-8 motion-reduce:animate-none">
        <div className="h-6 w-1/3 rounded bg-muted" />
        <div className="h-4 w-1/2 rounded bg-muted" />
        <div className="mt-6 grid flex-1 grid-cols-7 gap-3">
          {Array.from({ length: 35 }, (_, index) => (
            <div key={index} className="rounded-lg bg-muted" />
          ))}
        </div>
      </div>
      {hydrated ? (
        <SchedulerFrame />
      ) : (
        // Visitors without JavaScript get the same frame straight from the HTML.
        <noscript>
          <SchedulerFrame />
        </noscript>
      )}
      {state === "failed" ? (
        <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-card p-8 text-center">
          <CalendarXIcon aria-hidden="true" className="size-10 text-primary" />
          <h2 className="text-title font-bold">{bookingCopy.fallbackTitle}</h2>
          <p className="max-w-md text-muted-foreground">{bookingCopy.fallbackBody}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <a href={site.scheduling.url} rel="noopener noreferrer" target="_blank">
                {bookingCopy.fallbackDirect}
              </a>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/contact">{bookingCopy.fallbackContact}</Link>
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function SchedulerFrame() {
  return (
    <iframe
      src={schedulerEmbedUrl()}
      title={bookingCopy.frameTitle}
      height={SCHEDULER_HEIGHT}
      loading="lazy"
      sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
      referrerPolicy="no-referrer"
      className="relative block w-full border-0"
      style={{ height: SCHEDULER_HEIGHT }}
    />
  );
}

const subscribeToNothing = () => () => {};
