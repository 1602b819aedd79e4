import { describe, expect, it } from "vitest";
import { describeDevice, formatAge, formatPostDay } from "./format.ts";

describe("the admin app's formatting", () => {
  it("names a device by browser and system", () => {
    expect(describeDevice("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36")).toBe("Chrome on macOS");
    expect(describeDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1")).toBe("Safari on iOS");
    expect(describeDevice("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")).toBe("Edge on Windows");
    expect(describeDevice("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("Firefox on Linux");
    expect(describeDevice("curl/8.0")).toBe("A browser");
  });

  it("gives a post's day as the site does, whatever the reader's time zone", () => {
    // Midnight UTC is still the day before in New York; the article itself says March 10.
    const zone = process.env.TZ;
    process.env.TZ = "America/New_York"; // Node applies a changed TZ at once
    try {
      expect(formatPostDay("2025-03-10T00:00:00Z")).toBe("Mar 10, 2025");
      expect(formatPostDay("2025-03-10T23:30:00Z")).toBe("Mar 10, 2025");
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("says how long ago in words, then the date", () => {
    const now = Date.parse("2026-11-24T12:00:00Z");
    expect(formatAge("2026-11-24T11:59:40Z", now)).toBe("just now");
    expect(formatAge("2026-11-24T11:15:00Z", now)).toBe("45 min ago");
    expect(formatAge("2026-11-24T07:00:00Z", now)).toBe("5 h ago");
    expect(formatAge("2026-11-22T12:00:00Z", now)).toBe("2 days ago");
    expect(formatAge("2026-11-01T12:00:00Z", now)).toBe("Nov 1, 2026");
  });
});
