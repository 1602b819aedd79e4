import CalendarXIcon from "lucide-react/icons/calendar-x";
import { Button } from "#app/ui/button.tsx";
import { InlineScript } from "#app/ui/inline-script.tsx";
import type { SectionOf } from "#shared/pages/sections.ts";
import schedulerScript from "#app/site/enhance/booking-page.ts?inline-script";
import { SCHEDULER_HEIGHT, SCHEDULER_READY_TIMEOUT_MS, schedulerEmbedUrl } from "#app/site/lib/scheduler.ts";
import { useSite } from "#app/site/lib/site-context.tsx";
import type { SectionView } from "#sections/view.ts";

/**
 * The third-party scheduler in a sandboxed, lazy frame of fixed height: a skeleton of the same size
 * sits behind it (no layout shift). app/site/enhance/scheduler.ts comes first, so it listens for the
 * widget's messages before the browser creates the frame; it follows a booked meeting to
 * /booking-confirmation and shows the fallback with a direct link if the widget never answers.
 * The frame itself is markup: it works without JavaScript, and creating it is the HTML parser's
 * work, not a script's.
 */
export function SchedulerEmbed({ copy, url }: { copy: SectionOf<"scheduler">["copy"]; url: string }) {
  return (
    <div
      className="relative overflow-hidden rounded-2xl border border-border bg-card shadow-card"
      style={{ height: SCHEDULER_HEIGHT }}
      data-scheduler=""
      data-state="loading"
      data-origin={new URL(url).origin}
      data-ready-timeout={SCHEDULER_READY_TIMEOUT_MS}
    >
      <div aria-hidden="true" className="absolute inset-0 flex animate-pulse flex-col gap-4 p-8 motion-reduce:animate-none">
        <div className="h-6 w-1/3 rounded bg-muted" />
        <div className="h-4 w-1/2 rounded bg-muted" />
        <div className="mt-6 grid flex-1 grid-cols-7 gap-3">
          {Array.from({ length: 35 }, (_, index) => (
            <div key={index} className="rounded-lg bg-muted" />
          ))}
        </div>
      </div>
      <InlineScript code={schedulerScript} />
      <SchedulerFrame title={copy.frameTitle} url={url} />
      <div role="alert" hidden data-scheduler-fallback="" className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-card p-8 text-center">
        <CalendarXIcon aria-hidden="true" className="size-10 text-primary" />
        <h2 className="text-title font-bold">{copy.fallbackTitle}</h2>
        <p className="max-w-md text-muted-foreground">{copy.fallbackBody}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <a href={url} rel="noopener noreferrer" target="_blank">
              {copy.fallbackDirect}
            </a>
          </Button>
          <Button asChild variant="secondary">
            <a href="/contact">{copy.fallbackContact}</a>
          </Button>
        </div>
      </div>
    </div>
  );
}

function SchedulerFrame({ title, url }: { title: string; url: string }) {
  return (
    <iframe
      src={schedulerEmbedUrl(url)}
      title={title}
      height={SCHEDULER_HEIGHT}
      loading="lazy"
      sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
      referrerPolicy="no-referrer"
      className="relative block w-full border-0"
      style={{ height: SCHEDULER_HEIGHT }}
    />
  );
}

const View: SectionView<"scheduler"> = ({ section }) => (
  <section aria-label={section.label} className="container-page max-w-5xl py-12 sm:py-16">
    <SchedulerEmbed copy={section.copy} url={useSite().scheduling.url} />
  </section>
);

export default View;
