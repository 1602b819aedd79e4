/**
 * Every prerendered page is valid HTML per the Nu Html Checker (vnu-jar, the W3C validator, run
 * locally on Java). Two documented exceptions, matched exactly below.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";
import { builtPages } from "#scripts/lib/built-site.ts";

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/**
 * vnu flags a sandbox holding both allow-scripts and allow-same-origin because a SAME-origin frame
 * could then lift its own sandbox. The booking frame is the scheduling provider's origin, never
 * ours: allow-same-origin only lets it keep its own cookies, which its widget needs.
 */
const ACCEPTED = [
  /^Bad value “allow-scripts allow-forms allow-same-origin allow-popups” for attribute “sandbox” on element “iframe”/,
  // vnu predates the HTML Standard's `expect` link type (`<link rel="expect" href="#id" blocking="render">`,
  // #link-type-expect), which holds the first paint until the header and hero are parsed.
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
];

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

it("every prerendered page is valid HTML (Nu Html Checker)", { timeout: 180_000 }, () => {
  const files = builtPages().map((page) => page.file);
  let output = "";
  try {
    execFileSync("java", ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...files], { stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    // vnu exits 1 when it reports errors; the report is on stderr either way.
    output = String((error as { stderr?: Buffer }).stderr ?? "");
    if (!output.startsWith("{")) throw error;
  }
  const messages = output ? (JSON.parse(output) as { messages: VnuMessage[] }).messages : [];
  const errors = messages
    .filter((message) => !ACCEPTED.some((pattern) => pattern.test(message.message)))
    .map((message) => `${message.url.replace(/^.*build\/client/, "")}:${message.lastLine ?? "?"} ${message.message}`);
  expect(errors).toEqual([]);
});
