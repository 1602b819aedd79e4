/**
 * A post's way to the site through the admin API, as a writer and an editor take it: submitted for
 * review, sent back with a note, scheduled, published, unpublished, each in the post's history with
 * who and when and in the audit log. A writer cannot publish by calling the API, however often at
 * once.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, authors, posts } from "#server/platform/db/schema.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, startHarness } from "./harness.ts";

const track = closedAfterEach();

interface PostView {
  post: { slug: string; status: string };
  events: Array<{ actor: string; action: string; detail: { at?: string; note?: string } | null }>;
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
    const past = await editor.post("/posts/7/schedule", { at: "2020-01-01T09:00:00-05:00" });
    expect([past.status, ((await past.json()) as { error: string }).error]).toEqual([409, "A scheduled time must be in the future; publish now instead."]);
    expect((await editor.post("/posts/7/schedule", { at: "next tuesday" })).status).toBe(422);
    // A time past what four-digit years write is refused in words, and changes nothing.
    const farOff = await editor.post("/posts/7/schedule", { at: "+010000-01-01T09:00:00Z" });
    expect([farOff.status, ((await farOff.json()) as { error: string }).error]).toEqual([422, "Give a time before the year 10000."]);
    expect(await status()).toBe("in_review");
    const scheduled = await editor.post("/posts/7/schedule", { at: "2030-06-01T09:00:00-04:00" });
    expect(((await scheduled.json()) as { post: { status: string; publishAt: string } }).post).toMatchObject({ status: "scheduled", publishAt: "2030-06-01T13:00:00.000Z" });
    expect((await editor.post("/posts/7/publish", {})).status).toBe(200);
    expect(await status()).toBe("published");
    const downFarOff = await editor.post("/posts/7/unpublish", { at: "+010000-01-01T09:00:00Z" });
    expect([downFarOff.status, ((await downFarOff.json()) as { error: string }).error]).toEqual([422, "Give a time before the year 10000."]);
    expect((await editor.post("/posts/7/unpublish", {})).status).toBe(200);
    expect(await status()).toBe("unpublished");
    expect((await editor.post("/posts/999/publish", {})).status).toBe(404);

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
});
