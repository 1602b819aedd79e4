/**
 * The business's figures as it states them today: its price list and the blog's launch
 * articles. Every other test follows rules and reads the seed (content/pages), so an owner who
 * changes a price or adds an article updates only this file, on purpose, when the business changes.
 */
import { describe, expect, it } from "vitest";
import { listPosts } from "#server/site/render/blog.server.ts";
import { formatPrice } from "#app/site/lib/pricing.ts";
import { RANGE_DASH } from "#shared/content/typography.ts";
import { seedSection } from "#tests/shared/seed-pages.ts";

const corePackages = seedSection("/pricing", "pricing-packages", "packages").items;
const addOns = seedSection("/pricing", "add-ons", "add-ons").items;
const sdr = seedSection("/pricing", "sdr-pricing", "ai-sdr");

describe("SPEC §9 prices", () => {
  it("the seed holds exactly these prices", () => {
    const all = [
      ...corePackages.flatMap((p) => [p.monthly, p.setupFee]),
      ...addOns.map((a) => a.price),
      ...sdr.plans.flatMap((p) => [p.monthly, p.setupFee]),
      ...sdr.addOns.map((a) => a.price),
    ].map((price) => formatPrice(price).replace(RANGE_DASH, "–"));
    expect(all).toEqual([
      "$7,950", "$10,000", "$10,950", "$12,500", "$17,500–$22,000", "$18,500–$25,000",
      "$750", "$2,500", "$500", "$1,250", "Custom",
      "$4,000", "$5,000", "$7,500–$12,000", "$7,500", "Custom", "Custom",
      "$300–$450", "$1,500", "$750", "$1,250", "$500",
    ]);
  });
});

describe("the launch articles", () => {
  it("the eighteen articles of the launch, ids 1-18, dated 15 Dec 2024 to 10 Mar 2025, are all published", () => {
    const launch = listPosts().filter((post) => post.id <= 18);
    expect(launch.map((post) => post.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(launch.every((post) => post.date >= "2024-12-15" && post.date <= "2025-03-10")).toBe(true);
  });
});
