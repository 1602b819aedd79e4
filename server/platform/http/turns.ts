/**
 * Work that holds the event loop while it runs (a page drawn for the studio's preview), taken in
 * turns so it cannot crowd out every other request: one at a time, each followed by a rest as long
 * as it took, so such work has at most half the thread and /healthz, the site's pages and the
 * leads are answered in between. A key's (an account's) newer request takes the place in line of
 * its own older one, which gets no turn: an editor asks again after each pause in typing and has
 * dropped the older answer. So a colleague who asks a thousand times at once holds one place in
 * line, and another colleague's request waits at most for the turn being taken.
 */

/** Ends a turn: the next in line starts after the rest. Calling it again does nothing. */
export type EndTurn = () => void;

interface Waiting {
  key: string;
  start: (end: EndTurn | undefined) => void;
}

export class Turns {
  private busy = false;
  /** When the rest after the last turn ends (performance.now()). */
  private restUntil = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly line: Waiting[] = [];

  /** Waits for `key`'s turn; undefined when a newer request of the same key took its place in line. */
  take(key: string): Promise<EndTurn | undefined> {
    if (!this.busy && this.line.length === 0 && performance.now() >= this.restUntil) return Promise.resolve(this.begin());
    return new Promise((start) => {
      const older = this.line.findIndex((waiting) => waiting.key === key);
      if (older === -1) this.line.push({ key, start });
      else {
        this.line[older]!.start(undefined);
        this.line[older] = { key, start };
      }
      this.startAfterRest();
    });
  }

  /** A turn being taken, and the requests waiting, for tests and metrics. */
  get load(): { busy: boolean; waiting: number } {
    return { busy: this.busy, waiting: this.line.length };
  }

  private begin(): EndTurn {
    this.busy = true;
    const started = performance.now();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const now = performance.now();
      this.restUntil = now + (now - started);
      this.busy = false;
      this.startAfterRest();
    };
  }

  /** The first in line starts once no turn is taken and the rest is over. */
  private startAfterRest(): void {
    if (this.busy || this.timer || this.line.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.busy) return;
      if (performance.now() < this.restUntil) return this.startAfterRest();
      const next = this.line.shift();
      next?.start(this.begin());
    }, Math.max(0, this.restUntil - performance.now()));
  }
}
