/**
 * deploy/varnish/site.vcl as shipped, run by Debian's varnishd on a loopback port in front of two
 * server processes (the VCL's two backends moved to their ports): how the site runs behind a
 * shared cache (docs/operations.md, "A CDN in front").
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const VARNISHD = "/usr/sbin/varnishd";

export interface VarnishFront {
  url: string;
  stop(): Promise<void>;
}

/** The shipped VCL with these origins; throws if a line it rewrites moved. */
function localVcl(shipped: string, [first, second]: readonly [number, number]): string {
  const rewrites: Array<[string, string]> = [
    ['.port = "3000";', `.port = "${first}";`],
    ['.port = "3001";', `.port = "${second}";`],
  ];
  return rewrites.reduce((vcl, [from, to]) => {
    if (!vcl.includes(from)) throw new Error(`deploy/varnish/site.vcl no longer has ${from}`);
    return vcl.replace(from, to);
  }, shipped);
}

/** Varnish on `port` (the servers' VARNISH_URLS name it before it starts) in front of the servers on `origins`. */
export async function startVarnishFront(origins: readonly [number, number], port: number): Promise<VarnishFront> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "varnish-front-"));
  fs.writeFileSync(`${dir}/site.vcl`, localVcl(fs.readFileSync("deploy/varnish/site.vcl", "utf8"), origins));
  // In the foreground, without privilege separation (-j none: as the test's user), no management port.
  const varnish = spawn(VARNISHD, ["-F", "-j", "none", "-n", `${dir}/work`, "-f", `${dir}/site.vcl`, "-a", `127.0.0.1:${port}`, "-T", "none", "-s", "malloc,64m"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  varnish.stdout!.on("data", (chunk) => (output += chunk));
  varnish.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (varnish.exitCode === null) {
      const exited = new Promise((resolve) => varnish.once("exit", resolve));
      varnish.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Ready once both origins have passed the VCL's health probe and a page comes through.
  for (let attempt = 0; attempt < 150 && varnish.exitCode === null; attempt += 1) {
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`varnishd did not start: ${output}`);
}
