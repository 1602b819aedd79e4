import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { proofOfWorkSecret, SECRET_FILE } from "./proof-of-work-secret.ts";

describe("the proof-of-work secret", () => {
  it("is the configured one, else one generated once, kept private in DATA_DIR and the same after a restart", () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pow-secret-")), "data");
    expect(proofOfWorkSecret("x".repeat(32), dataDir)).toBe("x".repeat(32));
    expect(fs.existsSync(path.join(dataDir, SECRET_FILE))).toBe(false);

    const generated = proofOfWorkSecret(undefined, dataDir);
    expect(generated).toMatch(/^[0-9a-f]{64}$/);
    expect(proofOfWorkSecret(undefined, dataDir)).toBe(generated);
    expect(fs.statSync(path.join(dataDir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir)).toEqual([SECRET_FILE]);
  });
});
