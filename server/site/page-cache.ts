/**
 * The store's rendered pages in memory, by address, each with the key of what it shows
 * (page-keys.ts), up to a byte budget, least recently used first out. One cache for every
 * generation: a page asked for in any earlier one is served again as long as its key holds.
 */
import type { StaticFile } from "./static-site.ts";

interface Kept {
  key: string;
  file: StaticFile;
}

export class PageCache {
  /** In order of use, least recent first: a Map keeps insertion order. */
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;

  constructor(
    private readonly budget: number,
    /** Told of each page let go, so nothing else keeps it in memory. */
    private readonly onEvict: (path: string) => void = () => {},
  ) {}

  /** The page at `path` if it was rendered from `key`. */
  get(path: string, key: string): StaticFile | undefined {
    const entry = this.kept.get(path);
    if (entry?.key !== key) return undefined;
    this.touch(path);
    return entry.file;
  }

  set(path: string, key: string, file: StaticFile): void {
    this.remove(path);
    this.kept.set(path, { key, file });
    this.bytes += sizeOf(file);
    for (const [oldest] of this.kept) {
      if (this.bytes <= this.budget) break;
      this.remove(oldest);
      this.onEvict(oldest);
    }
  }

  /** Marks the page at `path` most recently used. */
  touch(path: string): void {
    const entry = this.kept.get(path);
    if (!entry) return;
    this.kept.delete(path);
    this.kept.set(path, entry);
  }

  /** Pages kept and the bytes they take. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.kept.size, bytes: this.bytes };
  }

  private remove(path: string): void {
    const entry = this.kept.get(path);
    if (!entry) return;
    this.kept.delete(path);
    this.bytes -= sizeOf(entry.file);
  }
}

/** What the file holds in memory: a page kept compressed has no plain body (static-site.ts, keptCompressed). */
function sizeOf(file: StaticFile): number {
  return (file.br ? 0 : file.body.length) + (file.br?.length ?? 0) + (file.gzip?.length ?? 0);
}
