/**
 * Serving a page under test against the same page without one (issue 53's target: ≤ 1.1× its
 * time, the same weight). On the built server: an experiment on the home page, its variant B a
 * new headline, switched on and off between rounds (each switch a new generation, as a start or
 * a stop is); in each round, GETs of the home page as returning visitors (their cookie, a
 * browser's headers), timed from a process of its own (get-timer.ts). Both states are warmed
 * before they are timed: the figure is a kept page's, as nearly every visitor gets it.
 */
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "#server/platform/db/database.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { experiments, pages } from "#server/platform/db/schema.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { startGetTimer, type Timing } from "./get-timer.ts";
import { percentile } from "./inbox-bench.ts";

export const EXPERIMENT_BENCH_ROUNDS = 6;
const REQUESTS_PER_ROUND = 300;
const VISITORS = 50;
const WARM_UP = 30;
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export interface ServingFigures {
  p50: number;
  p95: number;
  /** The page's brotli bytes as each variant is sent (one figure without an experiment). */
  bytes: number[];
}

export interface ExperimentServing {
  without: ServingFigures;
  with: ServingFigures;
  load: string;
}

const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(" / ");
/** A visitor's id as the server sets it: 22 url-safe characters. */
const visitorId = (index: number) => `bench${String(index).padStart(17, "0")}`;

export async function experimentServingTimings(baseUrl: string, dataDir: string): Promise<ExperimentServing> {
  const database = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle"), shareRunningServer: true, poolSize: 2 });
  const timer = await startGetTimer(`${baseUrl}/`);
  try {
    const { db } = database;
    const [home] = await db.select({ document: pages.document }).from(pages).where(eq(pages.path, "/"));
    const page = home!.document as PageDocument;
    const variant = { ...page, sections: page.sections.map((section) => (section.type === "hero" ? { ...section, title: "Book twice the demos with the team you have" } : section)) } as PageDocument;
    const [{ id }] = (await db
      .insert(experiments)
      .values({ name: "Bench: home hero", pagePath: "/", status: "draft", goal: "lead", createdBy: "bench", variants: [{ key: "control", name: "Control", weight: 50, document: null }, { key: "b", name: "B", weight: 50, document: variant }] })
      .returning({ id: experiments.id })) as [{ id: number }];
    const switchTo = async (running: boolean) => {
      await db.transaction(async (tx) => {
        await tx.update(experiments).set({ status: running ? "running" : "draft", startedAt: new Date() }).where(eq(experiments.id, id));
        await nextGeneration(tx);
      });
      // Served by the server once its answer says so (it sees the generation within a second).
      for (;;) {
        const answer = await fetch(`${baseUrl}/`, { headers: { "user-agent": CHROME, cookie: `vid=${visitorId(0)}` } });
        await answer.arrayBuffer();
        if ((answer.headers.get("cache-control") ?? "").startsWith("private") === running) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const timings = { without: [] as Timing[], with: [] as Timing[] };
    const round = async (running: boolean) => {
      await switchTo(running);
      const times: Timing[] = [];
      for (let request = 0; request < WARM_UP + REQUESTS_PER_ROUND; request += 1) {
        const headers = { "user-agent": CHROME, "sec-fetch-dest": "document", cookie: `vid=${visitorId(request % VISITORS)}` };
        const timing = await timer.time(`${baseUrl}/`, 200, headers);
        if (request >= WARM_UP) times.push(timing);
      }
      timings[running ? "with" : "without"].push(...times);
    };
    const load = loadAverage();
    for (let index = 0; index < EXPERIMENT_BENCH_ROUNDS; index += 1) await round(index % 2 === 1);
    await switchTo(false);
    const figures = (list: Timing[]): ServingFigures => {
      const ms = list.map((timing) => timing.ms);
      return { p50: percentile(ms, 50), p95: percentile(ms, 95), bytes: [...new Set(list.map((timing) => timing.bytes ?? 0))].sort((a, b) => a - b) };
    };
    return { without: figures(timings.without), with: figures(timings.with), load };
  } finally {
    await timer.close();
    await database.close();
  }
}
