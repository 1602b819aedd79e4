import { describe, expect, it } from "vitest";
import { attachment, refusalPage, signDownload, verifyDownload, type DownloadRequest } from "./downloads.ts";
import { unlockedBy } from "#shared/forms/form.ts";

const SECRET = "a-secret-of-this-store";
const now = new Date("2026-12-06T10:00:00Z");
const inAnHour = new Date(now.getTime() + 3_600_000);

/** A link's parts as the route reads them from its address. */
function parts(href: string): DownloadRequest {
  const url = new URL(href, "https://www.example.com");
  const file = decodeURIComponent(url.pathname.replace(/^\/downloads\//, ""));
  return { file, lead: url.searchParams.get("lead") ?? undefined, expires: url.searchParams.get("expires") ?? undefined, sig: url.searchParams.get("sig") ?? undefined };
}

const href = signDownload({ file: "file_abc", leadId: "lead-1", expiresAt: inAnHour }, SECRET);

describe("signed download links", () => {
  it("are addresses of this site that name the file, the lead and the expiry in seconds", () => {
    expect(href).toMatch(/^\/downloads\/file_abc\?lead=lead-1&expires=\d{10}&sig=[A-Za-z0-9_-]{43}$/);
    expect(parts(href).expires).toBe(String(inAnHour.getTime() / 1000));
  });

  it("work until they expire, then say they expired", () => {
    expect(verifyDownload(parts(href), SECRET, now)).toBe("valid");
    expect(verifyDownload(parts(href), SECRET, new Date(inAnHour.getTime() - 1000))).toBe("valid");
    expect(verifyDownload(parts(href), SECRET, inAnHour)).toBe("expired");
    expect(verifyDownload(parts(href), SECRET, new Date(inAnHour.getTime() + 86_400_000))).toBe("expired");
  });

  it("refuse a link with its expiry, lead or file changed, or signed under another secret", () => {
    const link = parts(href);
    const later = String(Number(link.expires) + 86_400 * 365);
    expect(verifyDownload({ ...link, expires: later }, SECRET, now)).toBe("forged");
    // An expired link moved forward is forged, not merely expired.
    expect(verifyDownload({ ...link, expires: later }, SECRET, new Date(inAnHour.getTime() + 1000))).toBe("forged");
    expect(verifyDownload({ ...link, lead: "lead-2" }, SECRET, now)).toBe("forged");
    expect(verifyDownload({ ...link, file: "file_other" }, SECRET, now)).toBe("forged");
    expect(verifyDownload(link, "another-secret", now)).toBe("forged");
    expect(verifyDownload(parts(signDownload({ file: "file_abc", leadId: "lead-1", expiresAt: inAnHour }, "another-secret")), SECRET, now)).toBe("forged");
  });

  it("refuse a missing or malformed part without comparing anything", () => {
    const link = parts(href);
    for (const broken of [
      { ...link, sig: undefined },
      { ...link, sig: "" },
      { ...link, sig: link.sig!.slice(0, -1) },
      { ...link, sig: `${link.sig!.slice(0, -1)}${link.sig!.endsWith("A") ? "B" : "A"}` },
      { ...link, lead: undefined },
      { ...link, expires: undefined },
      { ...link, expires: "soon" },
      { ...link, expires: `${link.expires}.5` },
      { ...link, lead: "x".repeat(101) },
    ]) {
      expect(verifyDownload(broken, SECRET, now)).toBe("forged");
    }
  });

  it("unlock a file for the form's hours, to the second, and give the same link the email makes", () => {
    const unlocked = unlockedBy({ file: "file_abc", label: "The 2025 benchmark", expiresInHours: 72 }, new Date("2026-12-06T10:00:00.750Z"));
    expect(unlocked).toEqual({ file: "file_abc", label: "The 2025 benchmark", expiresAt: "2026-12-09T10:00:00.000Z" });
    expect(signDownload({ file: unlocked.file, leadId: "lead-1", expiresAt: new Date(unlocked.expiresAt) }, SECRET)).toContain(`expires=${Date.parse("2026-12-09T10:00:00Z") / 1000}`);
  });
});

describe("the download's answer", () => {
  it("names the file as an attachment in UTF-8, with an ASCII name for old clients", () => {
    expect(attachment("benchmark-2025.pdf")).toBe(`attachment; filename="benchmark-2025.pdf"; filename*=UTF-8''benchmark-2025.pdf`);
    expect(attachment('Étude "IA" 2025 (final).pdf')).toBe(`attachment; filename="_tude _IA_ 2025 (final).pdf"; filename*=UTF-8''%C3%89tude%20%22IA%22%202025%20%28final%29.pdf`);
  });

  it("refuses in words, with the way home, every text escaped", () => {
    const page = refusalPage({ title: "Expired <now>", body: "Fill in the form again & get a new one." });
    expect(page).toContain("<h1>Expired &lt;now&gt;</h1>");
    expect(page).toContain("Fill in the form again &amp; get a new one.");
    expect(page).toContain('href="/"');
    expect(page).toContain('<meta name="robots" content="noindex">');
  });
});
