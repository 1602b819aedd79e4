/**
 * Header dropdowns: each is a `popover` opened by its button (`popovertarget`), so click, Escape,
 * a click outside, one-menu-at-a-time and focus return are the browser's. This adds what the
 * platform has no attribute for, with this timing: hover opens after 200 ms (at once when
 * another menu was open less than 300 ms ago), leaving closes after 150 ms, a click on a menu just
 * opened by hovering keeps it open, focus leaving the menu closes it, and the button's
 * `aria-expanded` follows the panel. Before this runs, and without JavaScript, CSS opens a menu on
 * hover (app.css, `.nav-menu`).
 */
const HOVER_OPEN_MS = 200;
const HOVER_CLOSE_MS = 150;
const SKIP_DELAY_MS = 300;

type Panel = HTMLElement & { showPopover(options?: { source?: HTMLElement }): void; hidePopover(): void };

export function init(root: ParentNode = document) {
  // CSS opens menus on hover only until this runs (app.css): from here on, the timed hover intent.
  document.documentElement.dataset.enhanced = "";
  const items = [...root.querySelectorAll<HTMLElement>("[data-nav-menu]")];
  let lastClosedAt = -Infinity;
  const isOpen = (panel: Element) => panel.matches(":popover-open");
  const anyOpen = () => items.some((item) => item.querySelector(":popover-open"));

  for (const item of items) {
    const button = item.querySelector<HTMLButtonElement>("button[popovertarget]");
    const panel = item.querySelector<Panel>("[popover]");
    if (!button || !panel) continue;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let openedByHover = false;
    // `source` ties the panel to its button (focus return, anchoring); browsers before it ignore the option.
    const show = () => {
      if (!isOpen(panel)) panel.showPopover({ source: button });
    };
    const hide = () => {
      if (isOpen(panel)) panel.hidePopover();
    };

    button.setAttribute("aria-expanded", "false");
    panel.addEventListener("toggle", (event) => {
      const open = (event as ToggleEvent).newState === "open";
      button.setAttribute("aria-expanded", String(open));
      if (!open) {
        openedByHover = false;
        lastClosedAt = performance.now();
      }
    });

    item.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(timer);
      if (isOpen(panel)) return;
      const skip = anyOpen() || performance.now() - lastClosedAt < SKIP_DELAY_MS;
      timer = setTimeout(
        () => {
          show();
          openedByHover = true;
        },
        skip ? 0 : HOVER_OPEN_MS,
      );
    });
    item.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(timer);
      if (isOpen(panel)) timer = setTimeout(hide, HOVER_CLOSE_MS);
    });
    // The visitor who hovered meant "open": the click that usually follows must not toggle it shut.
    button.addEventListener("click", (event) => {
      clearTimeout(timer);
      if (openedByHover && isOpen(panel)) event.preventDefault();
      openedByHover = false;
    });
    item.addEventListener("focusout", (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) hide();
    });
  }
  // Coming back through the history cache shows the page as it was left: with its menu shut.
  addEventListener("pageshow", (event) => {
    if (event.persisted) for (const item of items) item.querySelector<Panel>(":popover-open")?.hidePopover();
  });
}
