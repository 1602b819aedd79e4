/**
 * What an operator graphs and alerts on, in Prometheus's text format at GET /metrics (only when
 * METRICS_TOKEN is set, and only for a request that carries it: docs/operations.md, "Health and metrics"). prom-client
 * keeps the series; one registry per process, never the library's global one, so tests and several
 * apps in one process do not mix their counts.
 *
 * Labels stay few and bounded: a route is the pattern that answered (`/api/submit-contact`,
 * `/admin/api/leads/:id`), and every prerendered page or file is `static`, never the URL a client typed.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { OutboxChannel, OutboxStatus } from "#server/platform/db/schema.ts";
import type { DeliveryOutcome } from "#server/sales/outbox/deliveries.ts";

/** Pending and dead deliveries per channel, counted in the database when Prometheus scrapes. */
export type OutboxCounts = () => Promise<Array<{ channel: OutboxChannel; status: OutboxStatus; count: number }>>;

/** Content jobs not done yet (scheduled publishes, covers to draw), counted when Prometheus scrapes. */
export type ContentJobCounts = () => Promise<Array<{ action: string; due: boolean; count: number }>>;

export interface SiteMetrics {
  readonly contentType: string;
  /** The whole exposition, for GET /metrics. */
  render(): Promise<string>;
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  /** A contact message stored for the first time (not a replay, not the honeypot). */
  leadAccepted(): void;
  /** One delivery attempt's outcome; `secondsSinceStored` measures the lead's wait for its channel. */
  deliveryFinished(channel: OutboxChannel, outcome: DeliveryOutcome, secondsSinceStored: number): void;
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function createMetrics(options: { outboxCounts?: OutboxCounts; contentJobCounts?: ContentJobCounts } = {}): SiteMetrics {
  const registry = new Registry();
  // CPU, memory, heap, event-loop delay, open handles, GC: the process side of every dashboard.
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status.",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer (headers), by method and route pattern.",
    labelNames: ["method", "route"],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const leads = new Counter({
    name: "leads_accepted_total",
    help: "Contact messages stored (a 201 for a new message; replays and honeypot hits are not counted).",
    registers: [registry],
  });
  const deliveries = new Counter({
    name: "outbox_delivery_attempts_total",
    help: "Delivery attempts by channel and outcome: delivered, retry (failed, tried again later) or dead (failed for the last time).",
    labelNames: ["channel", "outcome"],
    registers: [registry],
  });
  const deliveryLatency = new Histogram({
    name: "outbox_delivery_seconds",
    help: "Time from a lead being stored to its delivery on a channel, retries included.",
    labelNames: ["channel"],
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600, 21600],
    registers: [registry],
  });
  const outboxCounts = options.outboxCounts;
  new Gauge({
    name: "outbox_deliveries",
    help: "Deliveries waiting (pending) or given up on (dead: an operator retries them from the inbox or `npm run leads -- retry-dead`), by channel.",
    labelNames: ["channel", "status"],
    registers: [registry],
    async collect() {
      if (!outboxCounts) return;
      this.reset();
      for (const { channel, status, count } of await outboxCounts()) this.set({ channel, status }, count);
    },
  });

  const contentJobCounts = options.contentJobCounts;
  new Gauge({
    name: "content_jobs_pending",
    help: "Content jobs not done: scheduled publishes and unpublishes, covers to draw; due=\"true\" once their time has come (a due count that stays up means no process runs them).",
    labelNames: ["action", "due"],
    registers: [registry],
    async collect() {
      if (!contentJobCounts) return;
      this.reset();
      for (const { action, due, count } of await contentJobCounts()) this.set({ action, due: String(due) }, count);
    },
  });

  return {
    contentType: registry.contentType,
    render: () => registry.metrics(),
    observeRequest({ method, route, status, seconds }) {
      // Literals, not a spread plus a name: adding a name to a copy takes V8's slow path (~5 µs).
      const known = METHODS.has(method) ? method : "other";
      requests.inc({ method: known, route, status: String(status) });
      duration.observe({ method: known, route }, seconds);
    },
    leadAccepted: () => leads.inc(),
    deliveryFinished(channel, outcome, secondsSinceStored) {
      deliveries.inc({ channel, outcome });
      if (outcome === "delivered") deliveryLatency.observe({ channel }, Math.max(0, secondsSinceStored));
    },
  };
}
