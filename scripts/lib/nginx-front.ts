/**
 * deploy/nginx.conf as shipped, run by Debian's nginx on loopback ports with a throwaway
 * certificate for "localhost", in front of a server on `appPort`: how a visitor reaches the site
 * in production (TLS, HTTP/2). Used by the reverse-proxy test and by the Lighthouse bench.
 */
import { execFileSync, spawn } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { freePort } from "./postgres-server.ts";

export const NGINX_BIN = "/usr/sbin/nginx";

export interface NginxFront {
  httpPort: number;
  httpsPort: number;
  /** The throwaway certificate (PEM), for clients that must trust it. */
  certificate: Buffer;
  /** Its public key's SHA-256, base64: what Chromium's --ignore-certificate-errors-spki-list takes. */
  spkiHash: string;
  stop(): Promise<void>;
}

/** The shipped file on loopback ports, with this run's certificate and upstream; throws if a line it rewrites moved. */
function localNginxConfig(shipped: string, ports: { appPort: number; httpPort: number; httpsPort: number }, dir: string): string {
  const rewrites: Array<[RegExp | string, string]> = [
    ["server 127.0.0.1:3000;", `server 127.0.0.1:${ports.appPort};`],
    [/^\s*listen \[::\]:.*$/gm, ""],
    ["listen 80;", `listen 127.0.0.1:${ports.httpPort};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${ports.httpsPort} ssl http2;`],
    [/ssl_certificate\s+\S+;/, `ssl_certificate ${dir}/cert.pem;`],
    [/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${dir}/key.pem;`],
  ];
  return rewrites.reduce((config, [from, to]) => {
    const next = config.replace(from, to);
    if (next === config) throw new Error(`deploy/nginx.conf no longer has ${String(from)}`);
    return next;
  }, shipped);
}

function httpsStatus(url: string, ca: Buffer): Promise<number> {
  return new Promise((resolve) => {
    https
      .get(url, { ca, servername: "localhost" }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on("error", () => resolve(0));
  });
}

export async function startNginxFront(appPort: number): Promise<NginxFront> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-front-"));
  fs.chmodSync(dir, 0o755);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost", "-keyout", `${dir}/key.pem`, "-out", `${dir}/cert.pem`], { stdio: "ignore" });
  const certificate = fs.readFileSync(`${dir}/cert.pem`);
  const spki = new X509Certificate(certificate).publicKey.export({ type: "spki", format: "der" });
  const spkiHash = createHash("sha256").update(spki).digest("base64");
  fs.writeFileSync(`${dir}/site.conf`, localNginxConfig(fs.readFileSync("deploy/nginx.conf", "utf8"), { appPort, httpPort, httpsPort }, dir));
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) fs.mkdirSync(`${dir}/${temp}`, { mode: 0o777 });
  fs.writeFileSync(
    `${dir}/nginx.conf`,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const nginx = spawn(NGINX_BIN, ["-c", `${dir}/nginx.conf`, "-p", dir], { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  nginx.stderr!.on("data", (chunk) => (errors += chunk));
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await httpsStatus(`https://localhost:${httpsPort}/healthz`, certificate)) === 200) {
      return { httpPort, httpsPort, certificate, spkiHash, stop };
    }
    if (nginx.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, "utf8") : "";
  await stop();
  throw new Error(`nginx did not start: ${errors} ${log}`);
}
