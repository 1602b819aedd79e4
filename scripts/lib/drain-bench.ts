/**
 * How fast one process drains a burst of leads to a webhook: N leads stored at once, then the time
 * until the outbox has delivered them all, for a receiver answering after a fixed latency, at one
 * delivery in flight (the worker's old, sequential behaviour) and at the default concurrency. The
 * pipeline runs on the server's own PostgreSQL in a throwaway DATA_DIR (no DATABASE_URL).
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { outbox } from "#server/platform/db/schema.ts";
import { createLogger } from "#server/platform/logger.ts";
import { createLeadPipeline } from "#server/pipeline.ts";

const SECRET = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;

async function receiver(latencyMs: number) {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => setTimeout(() => response.end(), latencyMs));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function drainRate({ leads, latencyMs, concurrency }: { leads: number; latencyMs: number; concurrency: number }): Promise<number> {
  const hook = await receiver(latencyMs);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "drain-"));
  const pipeline = await createLeadPipeline(
    {
      dataDir,
      databaseUrl: undefined,
      email: undefined,
      webhook: { url: hook.url, secret: SECRET },
      schedulerSigningKey: undefined,
      rateLimitPerMinute: 1_000_000,
      retentionDays: undefined,
      outbox: { maxAttempts: 3, baseDelayMs: 1_000, pollMs: 50, concurrency },
      proxyHops: 0,
      allowedOrigins: [],
      publicUrl: undefined,
    },
    { migrationsFolder: path.resolve("drizzle"), logger: createLogger({ level: "silent" }) },
  );
  try {
    const started = performance.now();
    await Promise.all(
      Array.from({ length: leads }, (_, i) =>
        pipeline.contact.store.store({ message: { name: "Drain", email: `d${i}@example.com`, company: "", phone: "", message: "Burst." }, channels: ["webhook"] }),
      ),
    );
    pipeline.worker.wake();
    for (;;) {
      const pending = await pipeline.database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, "pending"));
      if (pending.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return leads / ((performance.now() - started) / 1000);
  } finally {
    await pipeline.close();
    await hook.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function drainSection(): Promise<string> {
  const leads = 400;
  const rows: string[] = [];
  for (const latencyMs of [20, 100]) {
    const sequential = await drainRate({ leads, latencyMs, concurrency: 1 });
    const concurrent = await drainRate({ leads, latencyMs, concurrency: 8 });
    rows.push(`| ${latencyMs} ms | ${sequential.toFixed(1)} | ${concurrent.toFixed(1)} |`);
  }
  return [
    `## Outbox drain (${new Date().toISOString().slice(0, 10)})`,
    "",
    `${leads} leads stored at once on the server's own PostgreSQL (DATA_DIR), delivered to a local webhook receiver that answers after a fixed latency; leads delivered per second by one process.`,
    "",
    "| receiver latency | 1 in flight (before: one after another) | 8 in flight (`OUTBOX_CONCURRENCY` default) |",
    "|---|---|---|",
    ...rows,
    "",
    "`BENCH_ONLY=drain npm run bench`",
  ].join("\n");
}
