/**
 * A post's way to the site through the admin API, as a writer and an editor take it: submitted for
 * review, sent back with a note, scheduled, published, unpublished, each in the post's history with
 * who and when and in the audit log. A writer cannot publish by calling the API, however often at
 * once; an editor cannot publish, schedule or update a copy saved since they read it.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, authors, posts } from "#server/platform/db/schema.ts";
import type { PostFields } from "#shared/post-fields.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, startHarness } from "./harness.ts";

const track = closedAfterEach();

interface PostView {
  post: { slug: string; status: string };
  events: Array<{ actor: string; action: string; detail: { at?: string; note?: string } | null }>;
}

/** A post as the studio's editor opens it. */
interface Editable {
  status: string;
  revision: number;
  fields: PostFields;
  hasPendingChanges: boolean;
}

describe("a post's way to the site", () => {
  it("goes from a writer's draft through review to the site and off it, each step by whom it may be", async () => {
    const h = track(await startHarness());
    const { db } = h.pipeline.database;
    await db.insert(authors).values({ name: "Maya Chen" });
    await db.insert(posts).values({ id: 7, slug: "launch-notes", title: "Launch notes", excerpt: "What we learned.", body: "Text.", author: "Maya Chen", category: "SEO", tags: ["SEO"] });
    const writer = await adminClient(h, "writer@vendor.example", "writer");
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const status = async () => (await db.select({ status: posts.status }).from(posts).where(eq(posts.id, 7)))[0]!.status;

    expect((await writer.post("/posts/7/submit", {})).status).toBe(200);
    expect(await status()).toBe("in_review");
    // Submitting twice is refused in words, and changes nothing.
    const again = await writer.post("/posts/7/submit", {});
    expect([again.status, ((await again.json()) as { error: string }).error]).toEqual([409, '"Launch notes" is in review: only a draft can be submitted for review.']);

    // A writer's publish, schedule, unpublish or send-back is refused, all at once as one by one.
    const tries = await Promise.all(
      Array.from({ length: 12 }, (_, i) => writer.post(`/posts/7/${["publish", "schedule", "unpublish", "return"][i % 4]}`, { at: "2030-01-01T09:00:00Z" })),
    );
    expect(tries.map((answer) => answer.status)).toEqual(Array(12).fill(403));
    expect(await status()).toBe("in_review");

    expect((await editor.post("/posts/7/return", { note: "Add the numbers from Q3." })).status).toBe(200);
    expect(await status()).toBe("draft");
    expect((await writer.post("/posts/7/submit", {})).status).toBe(200);

    // The editor's own time zone, made absolute by the browser: 09:00 in New York is 14:00 UTC.
    // Each step that puts the post on the site names the revision its editor read (one: as inserted).
    const past = await editor.post("/posts/7/schedule", { at: "2020-01-01T09:00:00-05:00", revision: 1 });
    expect([past.status, ((await past.json()) as { error: string }).error]).toEqual([409, "A scheduled time must be in the future; publish now instead."]);
    expect((await editor.post("/posts/7/schedule", { at: "next tuesday", revision: 1 })).status).toBe(422);
    // A time past what four-digit years write is refused in words, and changes nothing.
    const farOff = await editor.post("/posts/7/schedule", { at: "+010000-01-01T09:00:00Z", revision: 1 });
    expect([farOff.status, ((await farOff.json()) as { error: string }).error]).toEqual([422, "Give a time before the year 10000."]);
    expect(await status()).toBe("in_review");
    const scheduled = await editor.post("/posts/7/schedule", { at: "2030-06-01T09:00:00-04:00", revision: 1 });
    const { post: inSchedule } = (await scheduled.json()) as { post: { status: string; publishAt: string; revision: number } };
    expect(inSchedule).toMatchObject({ status: "scheduled", publishAt: "2030-06-01T13:00:00.000Z" });
    expect((await editor.post("/posts/7/publish", { revision: inSchedule.revision })).status).toBe(200);
    expect(await status()).toBe("published");
    const downFarOff = await editor.post("/posts/7/unpublish", { at: "+010000-01-01T09:00:00Z" });
    expect([downFarOff.status, ((await downFarOff.json()) as { error: string }).error]).toEqual([422, "Give a time before the year 10000."]);
    expect((await editor.post("/posts/7/unpublish", {})).status).toBe(200);
    expect(await status()).toBe("unpublished");
    expect((await editor.post("/posts/999/publish", { revision: 1 })).status).toBe(404);

    const { post, events } = await writer.get<PostView>("/posts/7");
    expect(post).toMatchObject({ slug: "launch-notes", status: "unpublished" });
    expect(events.map(({ actor, action }) => `${actor} ${action}`)).toEqual([
      "writer@vendor.example submitted",
      "editor@vendor.example returned",
      "writer@vendor.example submitted",
      "editor@vendor.example scheduled",
      "editor@vendor.example published",
      "editor@vendor.example unpublished",
    ]);
    expect(events[1]!.detail).toEqual({ note: "Add the numbers from Q3." });
    expect(events[3]!.detail).toEqual({ at: "2030-06-01T13:00:00.000Z" });

    const logged = await db.select({ actor: auditLog.actor, action: auditLog.action, target: auditLog.target }).from(auditLog);
    expect(logged.filter((row) => row.action.startsWith("post-")).map((row) => `${row.actor} ${row.action} ${row.target}`).sort()).toEqual(
      [
        "writer@vendor.example post-submitted launch-notes",
        "editor@vendor.example post-returned launch-notes",
        "writer@vendor.example post-submitted launch-notes",
        "editor@vendor.example post-scheduled launch-notes",
        "editor@vendor.example post-published launch-notes",
        "editor@vendor.example post-unpublished launch-notes",
      ].sort(),
    );
  });

  it("publishes what the editor read: a writer's save during review makes the editor's publish, schedule or update a conflict", async () => {
    const h = track(await startHarness());
    const { db } = h.pipeline.database;
    await db.insert(authors).values({ name: "Maya Chen" });
    await db.insert(posts).values({ id: 8, slug: "review-notes", title: "APPROVED title", excerpt: "What we reviewed.", body: "Text.", author: "Maya Chen", category: "SEO", tags: ["SEO"] });
    const writer = await adminClient(h, "writer@vendor.example", "writer");
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const stored = async () => (await db.select({ status: posts.status, title: posts.title }).from(posts).where(eq(posts.id, 8)))[0]!;
    const read = async (client: typeof writer) => (await client.get<{ post: Editable }>("/posts/8/edit")).post;
    const saveAs = async (title: string) => {
      const current = await read(writer);
      const answer = await writer.put("/posts/8", { fields: { ...current.fields, title }, baseRevision: current.revision, editSession: "writer-tab" });
      return { status: answer.status, post: ((await answer.json()) as { post: Editable }).post };
    };
    const refusal = (step: string, done: string) => `This post changed since you opened it (last saved by writer@vendor.example): nothing was ${done}. Read the changes, then ${step} it.`;
    const stepOf = async (step: string, body: Record<string, unknown>) => {
      const answer = await editor.post(`/posts/8/${step}`, body);
      return [answer.status, ((await answer.json()) as { error: string }).error];
    };

    expect((await writer.post("/posts/8/submit", {})).status).toBe(200);
    // The editor reads the post in review; the writer saves a new title meanwhile (saved, still in review).
    const seen = await read(editor);
    expect(seen.fields.title).toBe("APPROVED title");
    const during = await saveAs("Edited during review");
    expect([during.status, during.post.status]).toEqual([200, "in_review"]);

    // The editor's publish and schedule name the revision they read: refused in words, nothing on the site.
    expect(await stepOf("publish", { revision: seen.revision })).toEqual([409, refusal("publish", "published")]);
    expect(await stepOf("schedule", { at: "2030-06-01T09:00:00Z", revision: seen.revision })).toEqual([409, refusal("schedule", "scheduled")]);
    const unnamed = await editor.post("/posts/8/publish", {});
    expect([unnamed.status, ((await unnamed.json()) as { problems: unknown }).problems]).toEqual([422, { revision: "Send the revision you read (revision): the site gets the copy you saw, or nothing." }]);
    expect(await stored()).toEqual({ status: "in_review", title: "Edited during review" });

    // Read again, it is published as read.
    const reread = await read(editor);
    expect((await editor.post("/posts/8/publish", { revision: reread.revision })).status).toBe(200);
    expect(await stored()).toEqual({ status: "published", title: "Edited during review" });

    // Live: the editor reads the waiting edit, the writer changes it again, and the update is refused.
    expect((await saveAs("Edited while live")).post.hasPendingChanges).toBe(true);
    const pending = await read(editor);
    expect((await saveAs("Edited again while live")).status).toBe(200);
    expect(await stepOf("update", { revision: pending.revision })).toEqual([409, refusal("update", "updated")]);
    expect(await stored()).toEqual({ status: "published", title: "Edited during review" });
    expect((await editor.post("/posts/8/update", { revision: (await read(editor)).revision })).status).toBe(200);
    expect(await stored()).toEqual({ status: "published", title: "Edited again while live" });
  });
});
