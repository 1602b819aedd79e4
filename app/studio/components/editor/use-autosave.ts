/** The editor's autosaved copy of a post (autosave.ts), for one page: made once, stopped when the page goes. */
import { useEffect, useState, useSyncExternalStore } from "react";
import type { EditablePost } from "#app/admin/lib/admin-api.ts";
import { signInPathFor } from "#app/admin/lib/admin-api.ts";
import { Autosaver } from "./autosave.ts";

export function useAutosave(initial: EditablePost) {
  const [saver] = useState(
    () =>
      new Autosaver(initial, {
        fetch: (...args) => fetch(...args),
        storage: window.localStorage,
        editSession: crypto.randomUUID(),
        onSignedOut: () => window.location.assign(signInPathFor(window.location)),
      }),
  );
  useEffect(() => {
    const hidden = () => document.visibilityState === "hidden" && saver.flush();
    const flush = () => saver.flush();
    const online = () => saver.retry();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("online", online);
    return () => {
      saver.stop();
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("online", online);
    };
  }, [saver]);
  const view = useSyncExternalStore(saver.subscribe, saver.snapshot, saver.snapshot);
  return { ...view, saver };
}
