import { describe, expect, it } from "vitest";
import { custom, fixed, range } from "#shared/content/price.ts";
import { RANGE_DASH } from "#shared/content/typography.ts";
import { displayPrice, formatPrice, priceBounds, priceFor } from "./pricing.ts";

describe("annual billing: every §9 price x 0.9, rounded to whole dollars", () => {
  // [price, monthly as displayed, annual as displayed]
  const cases: Array<[string, ReturnType<typeof fixed>, string, string]> = [
    ["Essential monthly", fixed(7950), "$7,950", "$7,155"],
    ["Essential setup", fixed(10000), "$10,000", "$9,000"],
    ["Growth monthly", fixed(10950), "$10,950", "$9,855"],
    ["Growth setup", fixed(12500), "$12,500", "$11,250"],
    ["Enterprise monthly", range(17500, 22000), "$17,500–$22,000", "$15,750–$19,800"],
    ["Enterprise setup", range(18500, 25000), "$18,500–$25,000", "$16,650–$22,500"],
    ["Extra content volume", fixed(750), "$750", "$675"],
    ["AI Concierge", fixed(2500), "$2,500", "$2,250"],
    ["White-Label Portal", fixed(500), "$500", "$450"],
    ["Multi-Language Output", fixed(1250), "$1,250", "$1,125"],
    ["Custom Integrations", custom(), "Custom", "Custom"],
    ["AI SDR Core monthly", fixed(4000), "$4,000", "$3,600"],
    ["AI SDR Core setup", fixed(5000), "$5,000", "$4,500"],
    ["AI SDR Growth monthly", range(7500, 12000), "$7,500–$12,000", "$6,750–$10,800"],
    ["AI SDR Growth setup", fixed(7500), "$7,500", "$6,750"],
    ["AI SDR Enterprise", custom(), "Custom", "Custom"],
    ["SAL success fee", range(300, 450), "$300–$450", "$270–$405"],
    ["Voice/SMS follow-up", fixed(1500), "$1,500", "$1,350"],
    ["Deliverability Monitoring", fixed(750), "$750", "$675"],
    ["Intent plus Technographic Data", fixed(1250), "$1,250", "$1,125"],
    ["White-Label Mode", fixed(500), "$500", "$450"],
  ];
  for (const [name, price, monthly, annual] of cases) {
    it(`${name}: ${monthly} monthly, ${annual} annual`, () => {
      // A range is one unit on the page: en dash and word joiner (content/typography.ts).
      expect(displayPrice(price, "monthly")).toBe(monthly.replace("–", RANGE_DASH));
      expect(displayPrice(price, "annual")).toBe(annual.replace("–", RANGE_DASH));
    });
  }

  it("writes whole dollars with thousands separators, as en-US currency does", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    for (const amount of [0, 9, 950, 1000, 10950, 999999, 1234567]) expect(formatPrice(fixed(amount))).toBe(intl.format(amount));
    expect(() => formatPrice(fixed(99.5))).toThrow(RangeError);
  });

  it("rounds half up on odd amounts and never returns fractions", () => {
    expect(priceFor(fixed(995), "annual")).toEqual({ kind: "fixed", amount: 896 }); // 895.5
    expect(priceFor(fixed(10950), "annual")).toEqual({ kind: "fixed", amount: 9855 });
  });

  it("leaves monthly prices and custom prices untouched", () => {
    const price = range(1, 2);
    expect(priceFor(price, "monthly")).toBe(price);
    expect(priceFor(custom(), "annual")).toEqual({ kind: "custom" });
  });
});

describe("pricing helpers", () => {
  it("refuses a range that does not go up", () => {
    expect(() => range(5, 5)).toThrow(RangeError);
  });
  it("gives structured-data bounds", () => {
    expect(priceBounds(range(17500, 22000))).toEqual({ low: 17500, high: 22000 });
    expect(priceBounds(fixed(7950))).toEqual({ low: 7950, high: 7950 });
    expect(priceBounds(custom())).toBeUndefined();
  });
});

describe("a price in the page's language", () => {
  it("is written as that language writes dollars, and as before on the default language's pages", () => {
    const fixed = { kind: "fixed", amount: 10950 } as const;
    expect([formatPrice(fixed), formatPrice(fixed, "Custom", "en-US")]).toEqual(["$10,950", "$10,950"]);
    expect(formatPrice(fixed, "Custom", "de")).toBe("10.950\u00a0$");
    expect(formatPrice({ kind: "range", min: 7500, max: 12000 }, "Custom", "fr")).toBe(`7\u202f500\u00a0$US${RANGE_DASH}12\u202f000\u00a0$US`);
    // Arabic as its locale data writes it: the digits of its numbering system, the currency after them.
    expect(formatPrice(fixed, "Custom", "ar")).toMatch(/^\u200f?(10,950|١٠٬٩٥٠)\u00a0US\$$/);
    expect(formatPrice({ kind: "custom" }, "Individuell", "de")).toBe("Individuell");
  });
});
