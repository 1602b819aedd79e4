import CircleCheckIcon from "lucide-react/icons/circle-check";
import { cn } from "~/lib/utils";

/** A two-column list of benefits with check marks. */
export function Checklist({ items, tone = "default" }: { items: string[]; tone?: "default" | "ink" }) {
  return (
    <ul className="grid gap-x-10 gap-y-5 md:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="reveal flex gap-3.5 text-[1.0625rem] leading-relaxed">
          <CircleCheckIcon aria-hidden="true" className={cn("mt-0.5 size-6 shrink-0", tone === "ink" ? "text-ink-accent" : "text-primary")} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
