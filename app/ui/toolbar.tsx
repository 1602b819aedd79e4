/**
 * A row of buttons that is one Tab stop (WAI-ARIA's toolbar pattern): the arrow keys move between
 * its buttons, Home and End go to the first and last, and Tab leaves it from the one last used.
 * The roving tabindex is kept on the buttons themselves, not in React state, so moving through the
 * toolbar draws nothing again and a toolbar drawn on every change of its owner costs no more.
 */
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from "react";

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Buttons a keyboard can reach: a disabled one takes no focus. */
const enabled = (root: HTMLElement) => [...root.querySelectorAll<HTMLButtonElement>("button")].filter((button) => !button.disabled);

/** One button takes the Tab stop: the one last focused while it is still there and enabled, else the first. */
function rove(root: HTMLElement, current: HTMLButtonElement | null) {
  const buttons = enabled(root);
  const stop = current && buttons.includes(current) ? current : buttons[0];
  for (const button of root.querySelectorAll("button")) button.tabIndex = button === stop ? 0 : -1;
}

export function Toolbar({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLButtonElement | null>(null);
  // After each drawing: buttons shown, hidden, enabled or disabled since keep one Tab stop.
  useLayoutEffect(() => {
    if (root.current) rove(root.current, current.current);
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move || !root.current || event.altKey || event.ctrlKey || event.metaKey) return;
    const buttons = enabled(root.current);
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    buttons[move(index, buttons.length)]?.focus();
  };
  return (
    <div
      ref={root}
      role="toolbar"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (!(event.target instanceof HTMLButtonElement) || !root.current) return;
        current.current = event.target;
        rove(root.current, event.target);
      }}
      className={className}
    >
      {children}
    </div>
  );
}
