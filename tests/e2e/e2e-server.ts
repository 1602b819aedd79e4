import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "@playwright/test";
/** The ports a run takes from its base: the shared site, its three sinks, the other sites (+4…+7), the analytics builds' (+20…+31). */
const PORTS_PER_RUN = 32;

/**
 * The first port the kernel hands out to outgoing connections and port-0 listeners (the integration
 * tests' servers): a block above it can be taken by one of those between our check and our listen.
 */
function ephemeralPortsStart(): number {
  try {
    return Number(fs.readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

/**
 * A base port whose whole block is free now, chosen at random among many below the ephemeral range,
 * so that a second test run on the machine (another checkout's `npm test`) takes another block.
 * Found in a child process: Playwright reads its config synchronously.
 */
function freePortBlock(): number {
  const blocks = Math.max(1, Math.floor((ephemeralPortsStart() - 20000) / PORTS_PER_RUN) - 1);
  const script = `
    const net = require("node:net");
    const free = (port) => new Promise((resolve) => { const s = net.createServer().once("error", () => resolve(false)).listen(port, "127.0.0.1", () => s.close(() => resolve(true))); });
    (async () => {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const base = 20000 + ${PORTS_PER_RUN} * Math.floor(Math.random() * ${blocks});
        const ports = Array.from({ length: ${PORTS_PER_RUN} }, (_, i) => base + i);
        if ((await Promise.all(ports.map(free))).every(Boolean)) return console.log(base);
      }
      process.exit(1);
    })();`;
  const found = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
  if (found.status !== 0) throw new Error("no free block of ports for the end-to-end tests: set E2E_PORT");
  return Number(found.stdout.trim());
}

/**
 * The server the end-to-end tests run against (playwright.config.ts starts it): E2E_PORT, or a free
 * block chosen once by Playwright's main process, which its workers inherit through the environment.
 */
export const E2E_PORT = Number((process.env.E2E_PORT ??= String(freePortBlock())));
/** Its embedded database; the admin app's tests run `npm run leads` against it while the server runs. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? "build/e2e-data";
/** Where it delivers leads (tests/e2e/delivery-sinks.ts): SMTP, a webhook, HubSpot, and the files they write. */
export const E2E_SMTP_PORT = E2E_PORT + 1;
export const E2E_HOOK_PORT = E2E_PORT + 2;
/**
 * The run's HubSpot: the fake portal of tests/fakes/hubspot.ts, whose custom contact property
 * `company_size` a form's company size can be mapped to (the marketer's journey does).
 */
export const E2E_HUBSPOT = { port: E2E_PORT + 3, accessToken: "pat-na1-end-to-end-token", customProperties: ["company_size"] };
export const E2E_SINKS_DIR = "build/e2e-sinks";
/** The webhook's signing secret in the test run only. */
export const E2E_WEBHOOK_SECRET = `whsec_${Buffer.from("end-to-end-test-signing-key").toString("base64")}`;

/**
 * A site the end-to-end tests run against, each a built server with its own embedded database and
 * clock. Most tests share one: each keys what it writes by its own addresses and names. The suites
 * that change what every page shows (the blog, the home page, the site's languages, an experiment)
 * each have a site of their own, so they run beside the rest instead of after it.
 */
export interface E2ESite {
  /** Its Playwright project's name; the shared site's projects are `chromium` and `no-javascript`. */
  name: string;
  port: number;
  url: string;
  dataDir: string;
  /**
   * The server's clock, moved by the tests (a scheduled publish a minute ahead goes live without a
   * minute's wait): Debian's libfaketime reads the offset from this file, at most a second old.
   * Only the wall clock moves; timers keep real time. Its PostgreSQL reads it too, as the postgres
   * user when the run is root's: so the file is under the temp directory, which that user can pass
   * (a checkout under /root is not), named after the run's ports and chosen once for the workers.
   */
  clockFile: string;
}

const CLOCK_FILE = (process.env.E2E_CLOCK_FILE ??= path.join(os.tmpdir(), `e2e-clock-${E2E_PORT}`));

function site(name: string, offset: number): E2ESite {
  const port = E2E_PORT + offset;
  const own = offset === 0 ? "" : `-${name}`;
  return { name, port, url: `http://localhost:${port}`, dataDir: `${E2E_DATA_DIR}${own}`, clockFile: `${CLOCK_FILE}${own}` };
}

export const SHARED_SITE = site("shared", 0);
/** The sites whose suites change every page, by project (playwright.config.ts). */
export const OWN_SITES = [site("publishing", 4), site("pages", 5), site("translations", 6), site("experiments", 7)];

/** The site of the running test's project. */
export function currentSite(): E2ESite {
  const project = test.info().project.name;
  return OWN_SITES.find((own) => own.name === project) ?? SHARED_SITE;
}

export function serverClockEnv(clockFile: string): Record<string, string> {
  const library = ["x86_64", "aarch64"].map((arch) => `/usr/lib/${arch}-linux-gnu/faketime/libfaketime.so.1`).find((file) => fs.existsSync(file));
  if (!library) throw new Error("The end-to-end tests move the server's clock with libfaketime: apt-get install faketime");
  return { LD_PRELOAD: library, FAKETIME_TIMESTAMP_FILE: path.resolve(clockFile), FAKETIME_CACHE_DURATION: "1", FAKETIME_DONT_FAKE_MONOTONIC: "1" };
}

/**
 * libfaketime keeps a semaphore and a shared memory file per process in /dev/shm, named by its pid
 * and the owner's alone; a killed process leaves them. Once the pid comes round again, a server's
 * PostgreSQL (another user) cannot make its own and does not start: the dead processes' go first.
 */
export function removeDeadProcessesClockFiles(dir = "/dev/shm"): void {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    const pid = /^(?:faketime_shm_|sem\.faketime_sem_)(\d+)$/.exec(name)?.[1];
    if (pid && !fs.existsSync(`/proc/${pid}`)) fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** How far ahead of the machine's clock the running test's server is, in seconds. */
export function serverClockAhead(): number {
  return Number(/^\+(\d+)s/.exec(fs.readFileSync(currentSite().clockFile, "utf8"))?.[1] ?? 0);
}

/** Moves the running test's server's wall clock `seconds` further ahead (it keeps running from there). */
export function advanceServerClock(seconds: number): void {
  fs.writeFileSync(currentSite().clockFile, `+${serverClockAhead() + seconds}s\n`);
}
