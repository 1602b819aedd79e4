/**
 * Group commit as a pattern: items that arrive while earlier work is in flight wait for a free slot
 * and are then handled together. A lone item starts at once (no timer, no added latency); under load
 * one round trip serves many. The contact store commits messages this way, the shared rate limit
 * counts checks this way. `run` settles every item of its batch itself and never rejects.
 */
export class GroupedWork<T> {
  private readonly queue: { item: T; at: number }[] = [];
  private inFlight = 0;

  constructor(
    private readonly run: (batch: T[]) => Promise<void>,
    private readonly options: { concurrency: number; maxBatch: number },
  ) {}

  add(item: T): void {
    this.queue.push({ item, at: performance.now() });
    this.drain();
  }

  /** How long the oldest item still waiting for a slot has waited (ms); 0 when none waits. */
  oldestWait(now = performance.now()): number {
    const oldest = this.queue[0];
    return oldest ? now - oldest.at : 0;
  }

  /** Starts batches while there is work and a free slot; each takes what is queued, up to maxBatch. */
  private drain(): void {
    while (this.queue.length > 0 && this.inFlight < this.options.concurrency) {
      const batch = this.queue.splice(0, this.options.maxBatch).map(({ item }) => item);
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.drain();
      });
    }
  }
}
