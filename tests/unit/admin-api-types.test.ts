/**
 * The admin app's types are read from the server's routes (app/admin/lib/admin-api.ts, Hono's RPC
 * types). These checks run in the typecheck (`npm run typecheck`): were a route's answer to lose its
 * type (a handler returning a bare Response), what the client reads would turn to `never` and every
 * use of it would pass unchecked; here it fails instead.
 */
import { describe, expectTypeOf, it } from "vitest";
import type { Answer, Delivery, EditablePost, LeadDetail, LeadEvent, LeadPage, MediaImage, PasskeySummary, PostDetail, PostPage, RevisionSummary, SessionInfo, SessionSummary } from "#app/admin/lib/admin-api.ts";
import type { Role } from "#shared/admin-roles.ts";
import type { LeadStatus } from "#shared/lead-status.ts";
import type { PostFields } from "#shared/post-fields.ts";
import type { PostStatus } from "#shared/post-status.ts";

describe("the admin API's answers, as the client reads them", () => {
  it("are the server's shapes, with dates as the JSON strings they arrive as", () => {
    expectTypeOf<SessionInfo>().toEqualTypeOf<{ user: { email: string; role: Role; away: boolean }; csrfToken: string; newCount: number }>();
    expectTypeOf<LeadPage["leads"][number]["status"]>().toEqualTypeOf<LeadStatus>();
    expectTypeOf<LeadPage["leads"][number]["createdAt"]>().toEqualTypeOf<string>();
    expectTypeOf<LeadPage["totalIsCapped"]>().toEqualTypeOf<boolean>();
    expectTypeOf<LeadDetail["lead"]["email"]>().toEqualTypeOf<string>();
    expectTypeOf<LeadDetail["contact"]["owner"]>().toEqualTypeOf<string | null>();
    expectTypeOf<LeadEvent["at"]>().toEqualTypeOf<string>();
    expectTypeOf<Delivery["deliveredAt"]>().toEqualTypeOf<string | null>();
    expectTypeOf<PostPage["counts"]>().toEqualTypeOf<Record<PostStatus, number>>();
    expectTypeOf<PostDetail["post"]["publishAt"]>().toEqualTypeOf<string | null>();
    expectTypeOf<EditablePost["fields"]>().toEqualTypeOf<PostFields>();
    expectTypeOf<EditablePost["revision"]>().toEqualTypeOf<number>();
    expectTypeOf<MediaImage["thumbnail"]>().toEqualTypeOf<string>();
    expectTypeOf<RevisionSummary["at"]>().toEqualTypeOf<string>();
    expectTypeOf<PasskeySummary["lastUsedAt"]>().toEqualTypeOf<string | null>();
    expectTypeOf<SessionSummary["current"]>().toEqualTypeOf<boolean>();
  });

  it("of a change, too: what a refusal by field or a missing record leaves out is the success's shape", () => {
    expectTypeOf<Answer<"/posts/:id/preview-link", "$post">>().toEqualTypeOf<{ id: string; path: string; expiresAt: string }>();
    expectTypeOf<Answer<"/erase", "$post">>().toEqualTypeOf<{ erased: number }>();
    expectTypeOf<Answer<"/settings", "$put">["changed"]>().toEqualTypeOf<Array<"email" | "phone" | "address" | "hours" | "socials" | "schedulerUrl" | "legal">>();
    expectTypeOf<Answer<"/media", "$post">["image"]>().toEqualTypeOf<MediaImage>();
  });
});
