/**
 * Debian's nginx serving a folder of files as fast as it can (sendfile, precompressed forms): the
 * yardstick the load bench holds this server's throughput against.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { NGINX_BIN } from "./nginx-front.ts";
import { freePort } from "./postgres-server.ts";

/** Debian's module that sends a file's `.br` twin to clients that take brotli (libnginx-mod-http-brotli-static). */
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export interface NginxStatic {
  url: string;
  version: string;
  stop(): Promise<void>;
}

/** Headers nginx sets itself, or per file (the validator): the rest of a page's are added to match it. */
const NGINX_OWN_HEADERS = new Set(["content-type", "content-length", "content-encoding", "etag", "last-modified", "date", "connection", "keep-alive", "transfer-encoding", "x-request-id"]);

/** The headers `served` sends with `address` that nginx must add to send the same ones: its policies, caching, a request id. */
export async function headersOf(served: string, address: string): Promise<string[][]> {
  const response = await fetch(`${served}${address}`, { headers: { "accept-encoding": "br" } });
  await response.arrayBuffer();
  const own = [...response.headers].filter(([name]) => !NGINX_OWN_HEADERS.has(name));
  return response.headers.has("x-request-id") ? [...own, ["x-request-id", "$request_id"]] : own;
}

/**
 * nginx on a loopback port serving `root`, each file's `.br` and `.gz` twins to clients that take
 * them (needs BROTLI_STATIC_MODULE), adding `headers` to every answer.
 */
export async function serveWithNginx(root: string, headers: string[][] = []): Promise<NginxStatic> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `load_module ${BROTLI_STATIC_MODULE};
worker_processes ${os.cpus().length}; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; include /etc/nginx/mime.types; gzip_static on; brotli_static on; sendfile on; keepalive_requests 100000;
  server { listen 127.0.0.1:${port}; root ${root}; location / { ${headers.map(([name, value]) => `add_header ${name} ${nginxString(value!)};`).join(" ")} try_files $uri $uri/index.html =404; } } }`,
  );
  const nginx = spawn(NGINX_BIN, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  let version: string | null | undefined;
  for (let tries = 0; version === undefined; tries += 1) {
    if (tries > 50) throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, "error.log"), "utf8")}`);
    version = await fetch(url).then((response) => response.headers.get("server"), () => undefined);
    if (version === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    version: version ?? "nginx",
    stop: () =>
      new Promise((resolve) => {
        nginx.once("exit", () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        nginx.kill("SIGTERM");
      }),
  };
}

/** A value as an nginx string: double quotes, where `$request_id` still names the variable. */
function nginxString(value: string): string {
  if (/["\\]/.test(value)) throw new Error(`cannot quote a header for nginx: ${value}`);
  return `"${value}"`;
}

/** A folder holding the page at `address` as `served` sent it (HTML and its brotli twin), for nginx to serve the same bytes. */
export async function copyOfPage(served: string, address: string): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-page-"));
  const dir = path.join(root, address);
  fs.mkdirSync(dir, { recursive: true });
  // nginx's workers run as another user: mkdtemp's folder is private.
  for (let folder = dir; folder.startsWith(root); folder = path.dirname(folder)) fs.chmodSync(folder, 0o755);
  const html = await fetch(`${served}${address}`, { headers: { "accept-encoding": "identity" } });
  fs.writeFileSync(path.join(dir, "index.html"), Buffer.from(await html.arrayBuffer()), { mode: 0o644 });
  // fetch would decode it: ask with a raw request for the bytes as sent.
  const br = await rawBody(`${served}${address}`, "br");
  fs.writeFileSync(path.join(dir, "index.html.br"), br, { mode: 0o644 });
  return root;
}

function rawBody(url: string, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": encoding } }, (response) => {
      if (response.headers["content-encoding"] !== encoding) reject(new Error(`${url} was not sent as ${encoding}`));
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve(Buffer.concat(chunks)));
    })
      .on("error", reject)
      .end();
  });
}

/** Where buildServingPage puts its copy: inside the project, so the copy's server bundle finds node_modules. */
const BUILT_COPY_DIR = path.resolve("build", "bench-built");
export const BUILT_COPY_ADDRESS = "/bench-built-page";

/**
 * A copy of the build whose prerendered pages include the page that `pageRoot` holds at `address`,
 * at BUILT_COPY_ADDRESS (no path the store answers): the same bytes, served as a built file by a
 * server started with STATIC_DIR set to the returned folder. Remove it with removeBuildCopy.
 */
export function buildServingPage(pageRoot: string, address: string): string {
  removeBuildCopy();
  const client = path.join(BUILT_COPY_DIR, "client");
  fs.cpSync(path.resolve("build", "client"), client, { recursive: true });
  for (const sibling of ["server", "content", "admin"]) fs.symlinkSync(path.resolve("build", sibling), path.join(BUILT_COPY_DIR, sibling));
  fs.cpSync(path.join(pageRoot, address), path.join(client, BUILT_COPY_ADDRESS), { recursive: true });
  return client;
}

export function removeBuildCopy(): void {
  fs.rmSync(BUILT_COPY_DIR, { recursive: true, force: true });
}
