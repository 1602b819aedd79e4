import CircleCheckIcon from "lucide-react/icons/circle-check";
import { cn } from "#app/ui/utils.ts";

/** A two-column list of benefits with check marks. */
export function Checklist({
  items,
  tone = "default",
  columns = 2,
}: {
  items: string[];
  tone?: "default" | "ink";
  columns?: 1 | 2;
}) {
  return (
    <ul className={cn("grid gap-x-10 gap-y-5", columns === 2 && "md:grid-cols-2")}>
      {items.map((item) => (
        <li key={item} className="reveal flex gap-3.5 text-[1.0625rem] leading-relaxed">
          <CircleCheckIcon aria-hidden="true" className={cn("mt-0.5 size-6 shrink-0", tone === "ink" ? "text-ink-accent" : "text-primary")} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
