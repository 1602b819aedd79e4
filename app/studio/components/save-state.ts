/**
 * What an editor that saves by itself says about its copy (a page's, an experiment's): saved,
 * waiting, saving, refused by a field, overtaken by someone else's save, or failed; and the
 * browser's own question when the tab is left with changes not yet saved.
 */
import { useEffect, useRef } from "react";
import { ApiError } from "#app/admin/lib/admin-api.ts";

export type SaveState =
  | { kind: "saved" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "invalid" }
  | { kind: "conflict"; message: string }
  | { kind: "failed"; message: string };

export type SaveProgress = "idle" | "saving" | { conflict: string } | { failed: string };

export function saveStateOf(progress: SaveProgress, { invalid, dirty }: { invalid: boolean; dirty: boolean }): SaveState {
  if (typeof progress === "object") return "conflict" in progress ? { kind: "conflict", message: progress.conflict } : { kind: "failed", message: progress.failed };
  if (progress === "saving") return { kind: "saving" };
  if (invalid) return { kind: "invalid" };
  return dirty ? { kind: "pending" } : { kind: "saved" };
}

/** What a refused save leaves: someone else's save (conflict), problems by field (shown, then idle), or a failure in words. */
export function refusedSave(error: unknown, showProblems: (problems: Record<string, string>) => void): SaveProgress {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 409) return { conflict: error.message };
  if (error.status === 422 && error.problems) {
    showProblems(error.problems as Record<string, string>);
    return "idle";
  }
  return { failed: error.message };
}

/** Leaving (closing the tab, reloading) with changes not yet saved asks first. */
export function useLeaveWarning(dirty: boolean): void {
  const unsaved = useRef(false);
  useEffect(() => {
    unsaved.current = dirty;
  }, [dirty]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved.current) event.preventDefault();
    };
    addEventListener("beforeunload", warn);
    return () => removeEventListener("beforeunload", warn);
  }, []);
}
