/**
 * The editor's copy of a post, saved as the writer types: a second after they pause, and at least
 * every two seconds while they keep typing. Each change is first written to this browser's storage,
 * so closing the tab, losing the network or a server restart loses nothing; a save the server
 * refuses (a field, a colleague's newer version) leaves the copy here and says why. Plain state
 * outside React (the page reads it with useSyncExternalStore), so it is tested without a browser.
 */
import { ADMIN_API, currentCsrfToken, type EditablePost } from "#app/admin/lib/admin-api.ts";
import { sameFields, type FieldProblems, type PostFields } from "#shared/post-fields.ts";

export const PAUSE_MS = 1_000;
export const MAX_UNSAVED_MS = 2_000;
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 15_000;

export type SaveState =
  | { kind: "saved"; at: Date | null }
  | { kind: "unsaved" }
  | { kind: "saving" }
  | { kind: "offline"; retryIn: number }
  | { kind: "invalid"; problems: FieldProblems }
  | { kind: "conflict"; message: string; theirs: EditablePost };

/** What this browser kept of a copy it had not saved, and whether it was taken back in. */
export type Recovery = { kind: "recovered" } | { kind: "stale"; fields: PostFields; at: string };

export interface AutosaveView {
  fields: PostFields;
  post: EditablePost;
  state: SaveState;
  recovery: Recovery | undefined;
}

interface Backup {
  fields: PostFields;
  baseRevision: number;
  at: string;
}

export interface AutosaveDeps {
  fetch: typeof fetch;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined;
  editSession: string;
  /** The session ended: sign in again (the copy waits in storage). */
  onSignedOut: () => void;
}

type SaveAnswer = { post?: EditablePost; problems?: FieldProblems; error?: string };

export class Autosaver {
  private view: AutosaveView;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight = false;
  private firstUnsavedAt = 0;
  private attempt = 0;

  constructor(
    post: EditablePost,
    private readonly deps: AutosaveDeps,
  ) {
    // A new post (id 0) has no saved time: nothing is stored until its first save.
    this.view = { fields: post.fields, post, state: { kind: "saved", at: post.id && post.updatedAt ? new Date(post.updatedAt) : null }, recovery: undefined };
    const backup = this.readBackup();
    if (backup && !sameFields(backup.fields, post.fields)) {
      // Unsaved when this browser last had the post: taken back if nobody saved since, else offered.
      if (backup.baseRevision === post.revision) {
        this.view.recovery = { kind: "recovered" };
        this.change(backup.fields);
      } else this.view.recovery = { kind: "stale", fields: backup.fields, at: backup.at };
    }
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = () => this.view;

  private set(change: Partial<AutosaveView>): void {
    this.view = { ...this.view, ...change };
    for (const listener of this.listeners) listener();
  }

  readonly change = (fields: PostFields) => {
    this.writeBackup({ fields, baseRevision: this.view.post.revision, at: new Date().toISOString() });
    const { kind } = this.view.state;
    this.set({ fields, ...(kind !== "conflict" && kind !== "offline" && { state: { kind: "unsaved" } }) });
    if (kind !== "conflict") this.schedule();
  };

  /** Takes a version from the server as the copy: a colleague's, a restored revision, the post after a step. */
  readonly adopt = (post: EditablePost) => {
    clearTimeout(this.timer);
    this.writeBackup(undefined);
    this.firstUnsavedAt = 0;
    this.set({ post, fields: post.fields, state: { kind: "saved", at: new Date(post.updatedAt) }, recovery: undefined });
  };

  /** After a conflict: this copy is saved over the colleague's version, which stays in the revisions. */
  readonly overwrite = (theirs: EditablePost) => {
    this.set({ post: theirs, state: { kind: "unsaved" } });
    void this.save();
  };

  readonly dismissRecovery = () => this.set({ recovery: undefined });

  readonly saveNow = () => void this.save();

  private schedule(): void {
    clearTimeout(this.timer);
    this.firstUnsavedAt ||= Date.now();
    const wait = Math.max(0, Math.min(PAUSE_MS, this.firstUnsavedAt + MAX_UNSAVED_MS - Date.now()));
    this.timer = setTimeout(() => void this.save(), wait);
  }

  async save(): Promise<void> {
    clearTimeout(this.timer);
    const { fields: sent, post, state } = this.view;
    if (this.inFlight || state.kind === "conflict" || sameFields(sent, post.fields)) return;
    this.inFlight = true;
    this.set({ state: { kind: "saving" } });
    try {
      const response = await this.request({ fields: sent, baseRevision: post.revision, editSession: this.deps.editSession });
      const answer = (await response.json().catch(() => ({}))) as SaveAnswer;
      this.inFlight = false;
      this.settle(response.status, answer, sent);
    } catch {
      // Offline, or the server restarting: the copy is in this browser; try again, less and less often.
      this.inFlight = false;
      const retryIn = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** this.attempt++);
      this.set({ state: { kind: "offline", retryIn } });
      this.timer = setTimeout(() => void this.save(), retryIn);
    }
  }

  private settle(status: number, answer: SaveAnswer, sent: PostFields): void {
    if (status >= 200 && status < 300 && answer.post) {
      this.attempt = 0;
      const made = this.view.post.id === 0;
      // A new post sent without an address got one (untitled-7): the copy takes it.
      const fields = made && !this.view.fields.slug ? { ...this.view.fields, slug: answer.post.fields.slug } : this.view.fields;
      const caughtUp = sameFields(fields, made && !sent.slug ? { ...sent, slug: answer.post.fields.slug } : sent);
      // A new post's first save made it: what this browser kept moves from the new post's key to its own.
      const unsaved = made ? this.readBackup() : undefined;
      if (made || caughtUp) this.writeBackup(undefined);
      this.firstUnsavedAt = 0;
      this.set({ post: answer.post, fields, state: caughtUp ? { kind: "saved", at: new Date() } : { kind: "unsaved" } });
      if (unsaved && !caughtUp) this.writeBackup({ ...unsaved, fields, baseRevision: answer.post.revision });
      if (!caughtUp) this.schedule();
    } else if (status === 401) {
      this.deps.onSignedOut();
    } else if (status === 409 && answer.post) {
      this.set({ state: { kind: "conflict", message: answer.error ?? "", theirs: answer.post } });
    } else if ((status === 422 || status === 403) && answer.problems) {
      // 403 by field: a change this person may not make (a writer's byline on a colleague's name).
      this.set({ state: { kind: "invalid", problems: answer.problems } });
    } else {
      throw new Error(answer.error ?? `The server answered ${status}.`);
    }
  }

  /** The page is going away: the last changes go with it (a browser sends up to 64 KB), and stay in storage anyway. */
  flush(): void {
    const { fields, post, state } = this.view;
    if (state.kind === "saved" || state.kind === "conflict" || state.kind === "invalid" || sameFields(fields, post.fields)) return;
    void this.request({ fields, baseRevision: post.revision, editSession: this.deps.editSession }, true).catch(() => undefined);
  }

  /** Back online: a waiting save goes now. */
  retry(): void {
    if (this.view.state.kind === "offline") void this.save();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  /** A save: a new post's first (id 0) creates it, made once per tab (its editSession) however often it is sent. */
  private request(body: unknown, keepalive = false): Promise<Response> {
    const { id } = this.view.post;
    return this.deps.fetch(id ? `${ADMIN_API}/posts/${id}` : `${ADMIN_API}/posts`, {
      method: id ? "PUT" : "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRF-Token": currentCsrfToken() },
      body: JSON.stringify(body),
      credentials: "same-origin",
      keepalive,
    });
  }

  private get backupKey(): string {
    return `studio:post:${this.view.post.id || "new"}`;
  }

  private readBackup(): Backup | undefined {
    try {
      const raw = this.deps.storage?.getItem(this.backupKey);
      return raw ? (JSON.parse(raw) as Backup) : undefined;
    } catch {
      return undefined;
    }
  }

  private writeBackup(backup: Backup | undefined): void {
    try {
      if (backup) this.deps.storage?.setItem(this.backupKey, JSON.stringify(backup));
      else this.deps.storage?.removeItem(this.backupKey);
    } catch {
      // Storage full or refused: the server's copy is still saved every two seconds.
    }
  }
}
