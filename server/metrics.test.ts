import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import { createMetrics, type ContentJobCounts } from "./metrics.ts";
import { loadStaticSite } from "#server/site/static-site.ts";

const TOKEN = "metrics-token-for-the-unit-test-0123456789";
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "metrics-site-"));
  fs.mkdirSync(path.join(dir, "404"));
  fs.writeFileSync(path.join(dir, "index.html"), "<html><h1>Home</h1></html>");
  fs.writeFileSync(path.join(dir, "404/index.html"), "<html><h1>Not found</h1></html>");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function appWithMetrics(
  outboxCounts = async () => [{ channel: "email" as const, status: "pending" as const, count: 3 }, { channel: "webhook" as const, status: "dead" as const, count: 1 }],
  contentJobCounts?: ContentJobCounts,
) {
  const metrics = createMetrics({ outboxCounts, contentJobCounts });
  const app = createApp({ site: loadStaticSite(dir), logger: memoryLogger().logger, metrics, metricsToken: TOKEN });
  const scrape = (authorization = `Bearer ${TOKEN}`) => app.request("/metrics", { headers: { authorization } });
  return { app, metrics, scrape };
}

/** The value of one series in the exposition, e.g. `http_requests_total{method="GET",route="static",status="200"}`. */
function valueOf(exposition: string, series: string): number | undefined {
  const line = exposition.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("/metrics", () => {
  it("is an unknown page when metrics are off", async () => {
    const app = createApp({ site: loadStaticSite(dir), logger: memoryLogger().logger });
    const response = await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Not found");
  });

  it("refuses a scrape without the token, with a wrong one, or with one that only shares its start", async () => {
    const { scrape } = appWithMetrics();
    for (const authorization of ["", "Bearer", `Basic ${TOKEN}`, "Bearer wrong-token", `Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${TOKEN}x`]) {
      const response = await scrape(authorization);
      expect(response.status, authorization || "no header").toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await response.text()).not.toContain("http_requests_total");
    }
  });

  it("counts requests by route pattern and status, never by the URL a client typed", async () => {
    const { app, scrape } = appWithMetrics();
    await app.request("/");
    await app.request("/");
    await app.request("/no/such/page?x=1");
    await app.request("/healthz");
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(valueOf(text, 'http_requests_total{method="GET",route="static",status="200"}')).toBe(2);
    expect(valueOf(text, 'http_requests_total{method="GET",route="static",status="404"}')).toBe(1);
    expect(valueOf(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(1);
    expect(text).not.toContain("/no/such/page");
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="static"}')).toBe(3);
  });

  it("reports leads accepted, delivery outcomes and latency, and the outbox read from the database at scrape time", async () => {
    let pending = 3;
    const { metrics, scrape } = appWithMetrics(async () => [{ channel: "email", status: "pending", count: pending }]);
    metrics.leadAccepted();
    metrics.leadAccepted();
    metrics.deliveryFinished("email", "delivered", 1.8);
    metrics.deliveryFinished("webhook", "retry", 0.2);
    metrics.deliveryFinished("webhook", "dead", 3600);
    let text = await (await scrape()).text();
    expect(valueOf(text, "leads_accepted_total")).toBe(2);
    expect(valueOf(text, 'outbox_delivery_attempts_total{channel="email",outcome="delivered"}')).toBe(1);
    expect(valueOf(text, 'outbox_delivery_attempts_total{channel="webhook",outcome="retry"}')).toBe(1);
    expect(valueOf(text, 'outbox_delivery_attempts_total{channel="webhook",outcome="dead"}')).toBe(1);
    // Only deliveries count towards the latency: 1.8 s lands in the 2.5 s bucket, not the 1 s one.
    expect(valueOf(text, 'outbox_delivery_seconds_bucket{le="1",channel="email"}')).toBe(0);
    expect(valueOf(text, 'outbox_delivery_seconds_bucket{le="2.5",channel="email"}')).toBe(1);
    expect(valueOf(text, 'outbox_delivery_seconds_count{channel="webhook"}')).toBeUndefined();
    expect(valueOf(text, 'outbox_deliveries{channel="email",status="pending"}')).toBe(3);

    pending = 0;
    text = await (await scrape()).text();
    expect(valueOf(text, 'outbox_deliveries{channel="email",status="pending"}')).toBe(0);
    // The process's own figures come with it (memory, CPU, event-loop delay).
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it("reports content jobs waiting, due or not, read from the database at scrape time", async () => {
    let covers = 18;
    const { scrape } = appWithMetrics(undefined, async () => [
      { action: "cover", due: true, count: covers },
      { action: "publish", due: false, count: 2 },
    ]);
    let text = await (await scrape()).text();
    expect(valueOf(text, 'content_jobs_pending{action="cover",due="true"}')).toBe(18);
    expect(valueOf(text, 'content_jobs_pending{action="publish",due="false"}')).toBe(2);
    covers = 0;
    text = await (await scrape()).text();
    expect(valueOf(text, 'content_jobs_pending{action="cover",due="true"}')).toBe(0);
  });
});
