/**
 * A fresh page for every test of a page script (app/site/enhance, in happy-dom). happy-dom keeps one
 * window per test file, and a script's init listens on window and document for the life of the
 * page: those listeners are removed after each test, with the page's markup, storage, address and
 * every mock, so each test sees only the script it ran.
 */
import { afterEach, beforeEach, vi } from "vitest";

export function freshPageEachTest() {
  const removals: (() => void)[] = [];
  beforeEach(() => {
    for (const target of [window, document] as EventTarget[]) {
      const add = target.addEventListener.bind(target);
      vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
        add(type, listener, options);
        removals.push(() => target.removeEventListener(type, listener, options));
      });
    }
  });
  afterEach(() => {
    for (const remove of removals.splice(0)) remove();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.head.replaceChildren();
    document.body.replaceChildren();
    for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
    sessionStorage.clear();
    localStorage.clear();
    history.replaceState(null, "", "/");
  });
}

/** The page's address, as the visitor arrived at it (path, query, hash). */
export function arriveAt(path: string) {
  history.replaceState(null, "", path);
}

/**
 * The browser refusing storage (privacy settings, a sandboxed frame), until the test ends: every
 * read and write throws, as a browser's does. A stand-in for the global, so nothing of it outlives the test.
 */
export function storageRefused() {
  const refuse = () => {
    throw new DOMException("denied", "SecurityError");
  };
  const refused = { getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse, key: refuse, length: 0 } as unknown as Storage;
  vi.stubGlobal("sessionStorage", refused);
  vi.stubGlobal("localStorage", refused);
}
