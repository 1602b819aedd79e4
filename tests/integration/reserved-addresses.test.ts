/**
 * A page at an address the server answers itself (its probes, its API, the admin app, the sitemap,
 * the build's files) is refused in words, whether made there or moved there; the probe keeps
 * answering. Over the real build and seeded store.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadStaticSite } from "#server/site/static-site.ts";
import { pathProblem, type PageDocument } from "#shared/pages/page.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, startHarness } from "./harness.ts";

const track = closedAfterEach();

interface PageAnswer {
  page: { id: number; revision: number; document: PageDocument };
  problems?: Record<string, string>;
}

describe("the server's own addresses", () => {
  it("hold no page, made or moved there, and the readiness probe answers at its own", { timeout: 60_000 }, async () => {
    const h = track(await startHarness({ builtSite: true }));
    const editor = await adminClient(h, "editor@vendor.example", "editor");

    for (const address of ["/readyz", "/healthz", "/metrics", "/api/x", "/admin/x", "/sitemap.xml", "/robots.txt", "/blog/x"]) {
      const made = await editor.post("/pages", { template: "blank", path: address, title: "Taken" });
      const answer = (await made.json()) as PageAnswer;
      expect([made.status, answer.problems?.["path"]], address).toEqual([422, expect.stringMatching(/ belongs to the site itself \(.+\); choose another address\.$/)]);
    }
    const made = (await (await editor.post("/pages", { template: "blank", path: "/our-story", title: "Our story" })).json()) as PageAnswer;
    const moved = await editor.put(`/pages/${made.page.id}`, { document: { ...made.page.document, path: "/readyz" }, baseRevision: made.page.revision, editSession: "tab" });
    expect([moved.status, ((await moved.json()) as PageAnswer).problems]).toEqual([422, { path: "/readyz belongs to the site itself (the server's readiness probe); choose another address." }]);

    const probe = await fetch(`${h.url}/readyz`);
    expect([probe.status, ((await probe.json()) as { status: string }).status]).toEqual([200, "ready"]);
    expect(await (await fetch(`${h.url}/sitemap.xml`)).text()).not.toContain("readyz");

    // Nor at a file the build serves.
    const files = [...loadStaticSite(path.resolve("build/client")).files.keys()];
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => pathProblem(file) === undefined)).toEqual([]);
  });
});
