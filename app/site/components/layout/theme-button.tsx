import MoonIcon from "lucide-react/icons/moon";
import SunIcon from "lucide-react/icons/sun";
import { useChrome } from "#app/site/lib/chrome-context.tsx";

/**
 * The light/dark toggle (ADR 018): a button that is pressed while the page is dark. In the header an
 * icon (a moon, a sun once dark: CSS alone), in the drawer a labelled switch. app/site/enhance/theme.ts
 * does the switching; the button is hidden until that head script has run (`data-theme-button`,
 * app.css), so a page without JavaScript shows no button that does nothing.
 */
export function ThemeButton({ inDrawer = false }: { inDrawer?: boolean }) {
  const { themeToggle } = useChrome().words;
  const common = "inline-flex items-center rounded-lg text-foreground transition-colors hover:bg-muted";
  return inDrawer ? (
    <button type="button" data-theme-toggle="" aria-pressed="false" className={`${common} min-h-11 w-full justify-between gap-3 px-3 text-base font-medium`}>
      {themeToggle}
      <span aria-hidden="true" className="theme-switch relative inline-block h-6 w-10 rounded-full border border-input bg-muted" />
    </button>
  ) : (
    <button type="button" data-theme-toggle="" aria-pressed="false" aria-label={themeToggle} className={`${common} size-9 justify-center`}>
      <MoonIcon aria-hidden="true" className="size-[1.125rem] dark:hidden" />
      <SunIcon aria-hidden="true" className="hidden size-[1.125rem] dark:block" />
    </button>
  );
}
