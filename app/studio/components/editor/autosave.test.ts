import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EditablePost } from "#app/admin/lib/admin-api.ts";
import type { PostFields } from "#shared/post-fields.ts";
import { Autosaver, MAX_UNSAVED_MS } from "./autosave.ts";

const fields: PostFields = { title: "Draft", slug: "draft", excerpt: "", body: "", author: "Maya Chen", category: "", tags: [], cover: null, coverAlt: null, seoTitle: null, seoDescription: null, canonicalUrl: null, noindex: false };
const post: EditablePost = { id: 3, status: "draft", revision: 1, updatedAt: "2026-11-27T09:00:00.000Z", updatedBy: "w@vendor.example", publishAt: null, unpublishAt: null, fields, hasPendingChanges: false };

/** A server that keeps what it is sent, unless told to fail; and a browser's storage. */
function setUp(initial = post, storage = new Map<string, string>()) {
  const server = { revision: initial.revision, saved: [] as Array<{ at: number; body: string; baseRevision: number }>, answer: "ok" as "ok" | "down" | "conflict" | "not yours" };
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const sent = JSON.parse(String(init?.body)) as { fields: PostFields; baseRevision: number };
    if (server.answer === "down") throw new TypeError("Failed to fetch");
    if (server.answer === "conflict") return Response.json({ error: "Someone saved it.", post: { ...initial, revision: 9, fields: { ...fields, body: "theirs" } } }, { status: 409 });
    if (server.answer === "not yours") return Response.json({ error: "Only an editor can change a post's author.", problems: { author: "Only an editor can change a post's author." } }, { status: 403 });
    server.saved.push({ at: Date.now(), body: sent.fields.body, baseRevision: sent.baseRevision });
    server.revision += 1;
    // A new post (id 0) is stored as post 7.
    return Response.json({ post: { ...initial, id: initial.id || 7, revision: server.revision, fields: sent.fields } });
  });
  const store = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value), removeItem: (key: string) => void storage.delete(key) };
  const saver = new Autosaver(initial, { fetch, storage: store, editSession: "tab", onSignedOut: () => undefined });
  return { saver, server, storage, fetch };
}

describe("the editor's autosave", () => {
  beforeEach(() => void vi.useFakeTimers({ now: new Date("2026-11-27T10:00:00Z") }));
  afterEach(() => void vi.useRealTimers());

  it("saves at least every two seconds while the writer keeps typing, and a second after they stop", async () => {
    const { saver, server } = setUp();
    let text = "";
    for (let key = 0; key < 50; key += 1) {
      text += "a";
      saver.change({ ...saver.snapshot().fields, body: text });
      await vi.advanceTimersByTimeAsync(150);
    }
    const gaps = server.saved.map((save, index) => save.at - (server.saved[index - 1]?.at ?? Date.parse("2026-11-27T10:00:00Z")));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(MAX_UNSAVED_MS + 150);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.saved.at(-1)!.body).toBe(text);
    expect(saver.snapshot().state.kind).toBe("saved");
    // Each save was based on the revision the one before it made.
    expect(server.saved.map((save) => save.baseRevision)).toEqual(server.saved.map((_, index) => index + 1));
  });

  it("stores a new post on its first save only, then saves over the post it made; what the browser kept follows it", async () => {
    const blank: EditablePost = { ...post, id: 0, revision: 0, fields: { ...fields, title: "", slug: "" } };
    const { saver, fetch, storage } = setUp(blank);
    const calls = () => fetch.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls()).toEqual([]);
    saver.change({ ...blank.fields, body: "First words" });
    expect(JSON.parse(storage.get("studio:post:new")!)).toMatchObject({ fields: { body: "First words" }, baseRevision: 0 });
    await vi.advanceTimersByTimeAsync(1_000);
    saver.change({ ...saver.snapshot().fields, body: "First words, more" });
    expect([storage.has("studio:post:new"), storage.has("studio:post:7")]).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls()).toEqual(["POST /admin/api/posts", "PUT /admin/api/posts/7"]);
    expect([storage.size, saver.snapshot().state.kind, saver.snapshot().post.id]).toEqual([0, "saved", 7]);
  });

  it("keeps the copy in the browser while the server is unreachable, and saves it when it answers again", async () => {
    const { saver, server, storage } = setUp();
    server.answer = "down";
    saver.change({ ...fields, body: "Typed offline." });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saver.snapshot().state).toEqual({ kind: "offline", retryIn: 2_000 });
    expect(JSON.parse(storage.get("studio:post:3")!)).toMatchObject({ fields: { body: "Typed offline." }, baseRevision: 1 });
    server.answer = "ok";
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.saved.map((save) => save.body)).toEqual(["Typed offline."]);
    expect(saver.snapshot().state.kind).toBe("saved");
    expect(storage.has("studio:post:3")).toBe(false);
  });

  it("stops at a colleague's newer version until the writer chooses, and saves over it only when asked", async () => {
    const { saver, server } = setUp();
    server.answer = "conflict";
    saver.change({ ...fields, body: "Mine." });
    await vi.advanceTimersByTimeAsync(1_000);
    const state = saver.snapshot().state;
    expect(state.kind).toBe("conflict");
    saver.change({ ...fields, body: "Mine, more." });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.saved).toEqual([]);
    server.answer = "ok";
    saver.overwrite((state as Extract<typeof state, { kind: "conflict" }>).theirs);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.saved).toMatchObject([{ body: "Mine, more.", baseRevision: 9 }]);
  });

  it("shows a change the writer may not make under its field, and does not send it again as if offline", async () => {
    const { saver, server, fetch, storage } = setUp();
    server.answer = "not yours";
    saver.change({ ...fields, author: "Noor Haddad" });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(saver.snapshot().state).toEqual({ kind: "invalid", problems: { author: "Only an editor can change a post's author." } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.get("studio:post:3")!)).toMatchObject({ fields: { author: "Noor Haddad" } });
  });

  it("takes back what a closed tab had not saved, or offers it when the post changed since", async () => {
    const kept = new Map([["studio:post:3", JSON.stringify({ fields: { ...fields, body: "Unsaved." }, baseRevision: 1, at: "2026-11-27T09:59:00Z" })]]);
    const { saver, server } = setUp(post, kept);
    expect(saver.snapshot()).toMatchObject({ recovery: { kind: "recovered" }, fields: { body: "Unsaved." } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.saved.map((save) => save.body)).toEqual(["Unsaved."]);

    const older = new Map([["studio:post:3", JSON.stringify({ fields: { ...fields, body: "Old." }, baseRevision: 1, at: "2026-11-27T09:00:00Z" })]]);
    const later = setUp({ ...post, revision: 4 }, older);
    expect(later.saver.snapshot()).toMatchObject({ recovery: { kind: "stale", fields: { body: "Old." } }, fields: { body: "" } });
  });
});
