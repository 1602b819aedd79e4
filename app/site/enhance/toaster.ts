/**
 * Error toasts without a framework (the markup is app/ui/toaster.tsx, rendered at build
 * time): newest first (nearest the screen's edge), three at most, each closes itself after a few seconds, but not while the
 * pointer or focus is on it, and has a close button.
 */
const TOAST_DURATION_MS = 6000;
const MAX_TOASTS = 3;

export function showErrorToast(title: string, description: string, root: Document = document) {
  const list = root.querySelector("[data-toasts]");
  const template = root.querySelector<HTMLTemplateElement>("template[data-toast-template]");
  const item = template?.content.firstElementChild?.cloneNode(true);
  if (!list || !(item instanceof HTMLElement)) return;
  item.querySelector("[data-toast-title]")!.textContent = title;
  item.querySelector("[data-toast-description]")!.textContent = description;

  let timer: ReturnType<typeof setTimeout> | undefined;
  const close = () => {
    clearTimeout(timer);
    item.remove();
  };
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(close, TOAST_DURATION_MS);
  };
  const pause = () => clearTimeout(timer);
  item.addEventListener("pointerenter", pause);
  item.addEventListener("pointerleave", start);
  item.addEventListener("focusin", pause);
  item.addEventListener("focusout", start);
  item.querySelector("[data-toast-close]")?.addEventListener("click", close);

  list.prepend(item);
  // A burst of clicks cannot pile them up: the oldest go (their timers find them already gone).
  for (const old of [...list.children].slice(MAX_TOASTS)) old.remove();
  start();
}
