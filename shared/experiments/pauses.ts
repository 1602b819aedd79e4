/**
 * An experiment's pauses as it keeps them (issue 70): each from when it was paused to when it was
 * resumed or stopped, ISO times, `to` null while it lasts. Paused time is neither counted nor
 * planned, so every way out of a pause closes it.
 */
export interface PauseSpan {
  from: string;
  to: string | null;
}

/** The pauses with one more, begun at `at` and open. */
export function pauseBegun(pauses: readonly PauseSpan[], at: Date): PauseSpan[] {
  return [...pauses, { from: at.toISOString(), to: null }];
}

/** The pauses with the open one (if any) ended at `at`. */
export function pausesEnded(pauses: readonly PauseSpan[], at: Date): PauseSpan[] {
  return pauses.map((pause) => (pause.to === null ? { ...pause, to: at.toISOString() } : pause));
}
