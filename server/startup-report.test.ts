import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { startupReport, withoutCredentials } from "./startup-report.ts";
import type { StaticFile, StaticSite } from "#server/site/static-site.ts";

const page = (analytics?: StaticFile["analytics"]) => ({ analytics }) as StaticFile;
const site = (files: StaticFile[], withShell = true): StaticSite =>
  ({ files: new Map(files.map((file, i) => [`/${i}`, file])), notFound: page(), adminShell: withShell ? page() : undefined }) as StaticSite;

describe("startupReport", () => {
  it("says where leads are stored and that none are sent when no channel is configured", () => {
    const lines = startupReport(loadConfig({ DATA_DIR: "/var/lib/site" }), site([page()]), { metrics: false, nodeVersion: "v24.21.0", nodeEnv: "production" });
    expect(lines.map((line) => line.subsystem)).toEqual(["runtime", "store", "delivery", "third-parties", "proxy", "cdn", "metrics", "admin"]);
    const by = Object.fromEntries(lines.map((line) => [line.subsystem, line]));
    expect(by.runtime!).toEqual({ subsystem: "runtime", level: "info", msg: "runtime: Node v24.21.0, log level info, production build (NODE_ENV=production)" });
    expect(by.store!.msg).toBe("store: PostgreSQL of its own in /var/lib/site/postgres (DATA_DIR)");
    expect(by.delivery!.level).toBe("warn");
    expect(by.delivery!.msg).toContain("leads are stored but not sent");
    expect(by["third-parties"]!.msg).toMatch(/^third parties: scheduler https:\/\/[^;]+; legal policies https:\/\/[^;]+; analytics none$/);
    expect(by.proxy!.msg).toContain("none trusted");
    expect(by.cdn!.msg).toContain("cdn: none");
    expect(by.metrics!.msg).toContain("off");
  });

  it("names every channel and the database without a password, user or query anywhere", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://leads:s3cret-db-pass@db.internal:5432/leads?sslmode=require&password=other",
      SMTP_URL: "smtps://mailer:s3cret-smtp-pass@smtp.example.com:465",
      LEADS_TO: "sales@vendor.example",
      WEBHOOK_URL: "https://hooks.example.com/leads?token=s3cret-query",
      WEBHOOK_SECRET: `whsec_${Buffer.from("a-signing-key-of-24-bytes!").toString("base64")}`,
      TRUST_PROXY: "2",
      METRICS_TOKEN: "s3cret-metrics-token-0123456789abcdef",
      CDN_PURGE: "fastly",
      FASTLY_SERVICE_ID: "svc1",
      FASTLY_API_TOKEN: "s3cret-fastly-token",
    });
    const analytics = {
      scriptUrl: "https://plausible.io/js/script.js",
      scriptSrc: [],
      connectSrc: [],
      imgSrc: [],
      needsConsent: false,
      experimentsConsent: "not-required" as const,
      asksConsent: false,
    };
    const lines = startupReport(config, site([page(analytics), page(analytics), page()]), { metrics: true, nodeEnv: "production" });
    const text = lines.map((line) => line.msg).join("\n");
    expect(text).not.toMatch(/s3cret|mailer|leads:|whsec_/);
    expect(text).toContain("store: PostgreSQL at postgres://db.internal:5432/leads (DATABASE_URL)");
    expect(text).toContain("email to sales@vendor.example via smtps://smtp.example.com:465");
    expect(text).toContain("webhook to https://hooks.example.com/leads");
    expect(text).toContain("analytics https://plausible.io");
    expect(text).toContain("trusting 2 proxy hops");
    expect(text).toContain("metrics: GET /metrics");
    expect(text).toContain("purged after each publish through Fastly service svc1 (CDN_PURGE)");
    expect(lines.every((line) => line.level === "info")).toBe(true);
  });

  it.each([
    [undefined, "NODE_ENV unset"],
    ["development", "NODE_ENV=development"],
  ])("warns that React's development build renders the pages when NODE_ENV is %s", (nodeEnv, said) => {
    const runtime = startupReport(loadConfig({}), site([page()]), { metrics: false, nodeVersion: "v24.21.0", nodeEnv }).find((line) => line.subsystem === "runtime")!;
    expect(runtime.level).toBe("warn");
    expect(runtime.msg.startsWith(`runtime: Node v24.21.0, log level info, development build (${said}): `)).toBe(true);
    expect(runtime.msg).toContain("serve visitors with NODE_ENV=production, as npm start, the image and the unit do");
  });

  it("warns when the build has no admin shell", () => {
    const admin = startupReport(loadConfig({}), site([page()], false), { metrics: false }).find((line) => line.subsystem === "admin")!;
    expect(admin.level).toBe("warn");
  });

  it("strips credentials and queries from any URL", () => {
    expect(withoutCredentials("smtp://user:pass@mail.example.com:587")).toBe("smtp://mail.example.com:587");
    expect(withoutCredentials("https://example.com/?key=1")).toBe("https://example.com");
  });
});
