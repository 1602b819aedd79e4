/**
 * Work a process runs every second and on demand (the publishing schedule, covers to draw): one
 * pass at a time, and `stop()` waits for the pass under way, so shutdown never cuts one in half.
 */
import type { Logger } from "#server/logger.ts";

export abstract class PeriodicPass {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  /** Set by `stop()`: a pass ends after the job in hand. */
  protected stopped = false;

  constructor(private readonly every: { logger: Logger; pollMs?: number; failure: string }) {}

  start(): void {
    const { logger, pollMs, failure } = this.every;
    this.timer = setInterval(() => void this.runDue().catch((error: unknown) => logger.warn({ err: error, subsystem: "content" }, failure)), pollMs ?? 1_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Runs a pass now (or joins the one under way); answers how many jobs it ran. */
  runDue(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  protected abstract pass(): Promise<number>;
}
