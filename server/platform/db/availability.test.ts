import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isDiskFull } from "./availability.ts";

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

  it("takes a write refused for want of disk space (SQLSTATE 53100) for an outage to wait out (503), not a fault (500)", () => {
    const diskFull = Object.assign(new Error('could not extend file "base/16384/16390": No space left on device'), { code: "53100", severity: "ERROR" });
    // As drizzle throws it: the driver's error is the cause.
    const wrapped = new Error("Failed query: insert into contact_messages …", { cause: diskFull });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDiskFull(wrapped)).toBe(true);
    expect(isDiskFull(Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value violates unique constraint "x"'), { code: "23505" }))).toBe(false);
  });
});
