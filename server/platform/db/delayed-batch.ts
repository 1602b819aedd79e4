/**
 * Items held in memory by key and written together a moment later (or at once past a size), one
 * write after another, so a flush resolves when everything asked for so far is stored. The
 * experiments' views and the planner's page views are kept this way, off the request's path.
 */
export class DelayedBatch<Item> {
  private pending = new Map<string, Item>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** Batches taken from `pending` whose write has not settled: still "held" to a reader, or one that reads the table first would miss them. */
  private inFlight = new Set<Item[]>();

  constructor(
    private readonly write: (items: Item[]) => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
    private readonly options: { delayMs: number; limit?: number },
  ) {}

  /** Holds `item` under `key`, or hands the one already held to `merge` (by default it stays as it was). */
  add(key: string, item: Item, merge?: (held: Item) => void): void {
    const held = this.pending.get(key);
    if (held) merge?.(held);
    else this.pending.set(key, item);
    if (this.options.limit !== undefined && this.pending.size >= this.options.limit) {
      void this.flush();
      return;
    }
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.options.delayMs);
      // Shutdown flushes what waits (boot.ts); the timer alone never keeps a process alive.
      this.timer.unref();
    }
  }

  /** What is held and not yet written, including what is being written now. */
  *held(): Iterable<Item> {
    for (const batch of this.inFlight) yield* batch;
    yield* this.pending.values();
  }

  /** Writes what is held; resolves when every batch asked for so far is in the database. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const items = [...this.pending.values()];
    this.pending = new Map();
    if (items.length) {
      this.inFlight.add(items);
      this.writing = this.writing.then(() => this.write(items).then(() => undefined, this.onError)).finally(() => this.inFlight.delete(items));
    }
    return this.writing;
  }
}
