import { describe, expect, it } from "vitest";
import { routesToAudit } from "./lighthouse-routes.ts";

describe("routesToAudit: the bench's default pages", () => {
  it("keeps every template and article, and the first page of each blog archive", () => {
    const all = [
      "/",
      "/pricing",
      "/blog",
      "/blog/page/2",
      "/blog/page/3",
      "/blog/ai-sdr-outbound-playbook",
      "/blog/category/sales",
      "/blog/category/seo",
      "/blog/tag/ai",
      "/blog/tag/seo-strategy",
      "/blog/search",
    ];
    expect(routesToAudit(all)).toEqual(["/", "/pricing", "/blog", "/blog/page/2", "/blog/ai-sdr-outbound-playbook", "/blog/category/sales", "/blog/tag/ai", "/blog/search"]);
  });
});
