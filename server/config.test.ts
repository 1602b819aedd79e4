import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to port 3000 and ./data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.proxyHops).toBe(0);
  });
  it("reads PORT, DATA_DIR and TRUST_PROXY", () => {
    const config = loadConfig({ PORT: "8080", DATA_DIR: "/tmp/x", TRUST_PROXY: "true" });
    expect(config).toMatchObject({ port: 8080, dataDir: "/tmp/x", proxyHops: 1 });
  });
  it("reads TRUST_PROXY as a number of proxy hops", () => {
    expect(loadConfig({ TRUST_PROXY: "false" }).proxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "true" }).proxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).proxyHops).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
  });
  it("turns on a CRM only when its credentials are set, and refuses half a Salesforce setup or an unknown attribution field", () => {
    expect(loadConfig({}).crm).toEqual({ hubspot: undefined, salesforce: undefined, pipedrive: undefined });
    expect(loadConfig({ HUBSPOT_ACCESS_TOKEN: "pat-na1-0000000000", HUBSPOT_ATTRIBUTION_PROPERTIES: "lead_*" }).crm.hubspot).toMatchObject({
      accessToken: "pat-na1-0000000000",
      attributionProperties: { first_utm_source: "lead_first_utm_source" },
    });
    expect(() => loadConfig({ SALESFORCE_INSTANCE_URL: "https://acme.my.salesforce.com" })).toThrow(/SALESFORCE_INSTANCE_URL, SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET go together/);
    expect(() => loadConfig({ PIPEDRIVE_API_TOKEN: "0123456789abcdef", PIPEDRIVE_ATTRIBUTION_FIELDS: "favourite_colour=abc" })).toThrow(/PIPEDRIVE_ATTRIBUTION_FIELDS/);
  });

  it("turns on a shared cache's purger only with its settings, and refuses one without them", () => {
    expect(loadConfig({}).cdn).toBeUndefined();
    expect(loadConfig({ CDN_PURGE: "varnish", VARNISH_URLS: "http://127.0.0.1:6081, http://10.0.0.2:6081" }).cdn).toEqual({
      purger: "varnish",
      urls: ["http://127.0.0.1:6081", "http://10.0.0.2:6081"],
    });
    expect(loadConfig({ CDN_PURGE: "fastly", FASTLY_SERVICE_ID: "svc1", FASTLY_API_TOKEN: "fastly-token-0123" }).cdn).toMatchObject({ purger: "fastly", serviceId: "svc1" });
    expect(loadConfig({ CDN_PURGE: "cloudflare", CLOUDFLARE_ZONE_ID: "zone1", CLOUDFLARE_API_TOKEN: "cf-token-0123456" }).cdn).toMatchObject({ purger: "cloudflare", zoneId: "zone1" });
    expect(() => loadConfig({ CDN_PURGE: "varnish" })).toThrow(/VARNISH_URLS is required when CDN_PURGE=varnish/);
    expect(() => loadConfig({ CDN_PURGE: "fastly", FASTLY_SERVICE_ID: "svc1" })).toThrow(/FASTLY_API_TOKEN is required/);
    expect(() => loadConfig({ CDN_PURGE: "varnish", VARNISH_URLS: "127.0.0.1:6081" })).toThrow(/VARNISH_URLS 127.0.0.1:6081 is not a URL/);
    expect(() => loadConfig({ CDN_PURGE: "akamai" })).toThrow(/CDN_PURGE/);
  });
  it("refuses a webhook without a signing secret, and a secret that is not one", () => {
    expect(() => loadConfig({ WEBHOOK_URL: "https://crm.example/hook" })).toThrow(/WEBHOOK_SECRET is required/);
    expect(() => loadConfig({ WEBHOOK_URL: "https://crm.example/hook", WEBHOOK_SECRET: "password123456789" })).toThrow(/WEBHOOK_SECRET must be whsec_/);
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    expect(loadConfig({ WEBHOOK_URL: "https://crm.example/hook", WEBHOOK_SECRET: secret }).webhook).toEqual({ url: "https://crm.example/hook", secret });
  });
  it("names the bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
  });
  it("reads an empty variable as unset, as compose and unit files write it", () => {
    const config = loadConfig({ SMTP_URL: "", LEADS_TO: "", WEBHOOK_URL: " ", WEBHOOK_SECRET: "", DATABASE_URL: "", METRICS_TOKEN: "", PORT: "" });
    expect(config.email).toBeUndefined();
    expect(config.webhook).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.metricsToken).toBeUndefined();
    expect(config.port).toBe(3000);
  });
  it("takes a metrics token only if it is long enough to guess at no better than chance", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN must be at least 24/);
    expect(() => loadConfig({ METRICS_TOKEN: "has spaces in it and is long enough" })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: "0123456789abcdef0123456789abcdef" }).metricsToken).toBe("0123456789abcdef0123456789abcdef");
  });
  it("takes a proof-of-work secret only if it is long enough, and leaves it unset (generated in DATA_DIR) otherwise", () => {
    expect(() => loadConfig({ PROOF_OF_WORK_SECRET: "short" })).toThrow(/PROOF_OF_WORK_SECRET must be at least 32/);
    expect(loadConfig({ PROOF_OF_WORK_SECRET: "f".repeat(64) }).proofOfWorkSecret).toBe("f".repeat(64));
    expect(loadConfig({ PROOF_OF_WORK_SECRET: "" }).proofOfWorkSecret).toBeUndefined();
  });
});
