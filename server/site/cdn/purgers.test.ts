/**
 * The Fastly and Cloudflare purgers against fakes of their APIs (tests/fakes/), built from the
 * documented requests and answers; the Varnish purger runs against Debian's varnishd in
 * tests/integration/cdn-varnish.test.ts.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startFakeCloudflare } from "#tests/fakes/cloudflare.ts";
import { startFakeFastly } from "#tests/fakes/fastly.ts";
import type { FakeServer } from "#tests/fakes/fake-http.ts";
import { cloudflarePurger } from "./cloudflare.ts";
import { fastlyPurger } from "./fastly.ts";
import { PurgeFailed } from "./purger.ts";

const keys = (count: number) => Array.from({ length: count }, (_, index) => `page-${index.toString(16).padStart(16, "0")}`);
const fakes: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

describe("fastlyPurger", () => {
  it("purges the keys in batches of 256 through the Surrogate-Key header, and everything through purge_all", async () => {
    const fastly = await startFakeFastly({ serviceId: "svc1", apiToken: "fastly-token-0123456789" });
    fakes.push(fastly);
    const purger = fastlyPurger({ serviceId: "svc1", apiToken: "fastly-token-0123456789", apiUrl: fastly.url });
    await purger.purge(keys(300));
    expect(fastly.purgedKeys).toEqual(keys(300));
    expect(fastly.requests.map((request) => request.path)).toEqual(["/service/svc1/purge", "/service/svc1/purge"]);
    await purger.purgeAll();
    expect(fastly.purgedAll()).toBe(1);
  });

  it("fails with Fastly's reason on a refusal: a wrong token, a rate limit", async () => {
    const fastly = await startFakeFastly({ serviceId: "svc1", apiToken: "fastly-token-0123456789" });
    fakes.push(fastly);
    await expect(fastlyPurger({ serviceId: "svc1", apiToken: "wrong-token-0123456789", apiUrl: fastly.url }).purge(keys(1))).rejects.toThrow(/401.*credentials/);
    fastly.failNext({ kind: "rate-limit", retryAfter: "3" });
    await expect(fastlyPurger({ serviceId: "svc1", apiToken: "fastly-token-0123456789", apiUrl: fastly.url }).purge(keys(1))).rejects.toBeInstanceOf(PurgeFailed);
    expect(fastly.purgedKeys).toEqual([]);
  });
});

describe("cloudflarePurger", () => {
  it("purges the tags in batches of 100, and everything with purge_everything", async () => {
    const cloudflare = await startFakeCloudflare({ zoneId: "zone1", apiToken: "cloudflare-token-0123456789" });
    fakes.push(cloudflare);
    const purger = cloudflarePurger({ zoneId: "zone1", apiToken: "cloudflare-token-0123456789", apiUrl: cloudflare.url });
    await purger.purge(keys(250));
    expect(cloudflare.purgedTags).toEqual(keys(250));
    expect(cloudflare.requests).toHaveLength(3);
    await purger.purgeAll();
    expect(cloudflare.purgedEverything()).toBe(1);
  });

  it("fails on an error status, and on a 200 that says success: false", async () => {
    const cloudflare = await startFakeCloudflare({ zoneId: "zone1", apiToken: "cloudflare-token-0123456789" });
    fakes.push(cloudflare);
    const purger = cloudflarePurger({ zoneId: "zone1", apiToken: "cloudflare-token-0123456789", apiUrl: cloudflare.url });
    cloudflare.failNext({ kind: "server-error" });
    await expect(purger.purge(keys(1))).rejects.toThrow(/502/);
    cloudflare.failNext({ kind: "validation", message: "Invalid tag" });
    await expect(purger.purge(keys(1))).rejects.toThrow(/Invalid tag/);
    await expect(cloudflarePurger({ zoneId: "zone1", apiToken: "wrong-token-0123456789", apiUrl: cloudflare.url }).purgeAll()).rejects.toThrow(/Authentication error/);
    expect(cloudflare.purgedTags).toEqual([]);
  });
});
