import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./availability.ts";

function connectError(target: string): Promise<Error> {
  return new Promise((resolve) => net.connect(target).on("error", resolve));
}

describe("isDatabaseUnavailable", () => {
  it("takes a stopped server's missing Unix socket for an outage (503), not a missing file elsewhere (500)", async () => {
    const socket = path.join(os.tmpdir(), `no-server-${process.pid}`, ".s.PGSQL.5432");
    expect(isDatabaseUnavailable(await connectError(socket))).toBe(true);
    let missingFile: unknown;
    try {
      fs.readFileSync(socket);
    } catch (error) {
      missingFile = error;
    }
    expect(isDatabaseUnavailable(missingFile)).toBe(false);
  });
});
