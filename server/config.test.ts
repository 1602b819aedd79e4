import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("defaults to port 3000 and ./data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.trustProxy).toBe(false);
  });
  it("reads PORT, DATA_DIR and TRUST_PROXY", () => {
    const config = loadConfig({ PORT: "8080", DATA_DIR: "/tmp/x", TRUST_PROXY: "true" });
    expect(config).toMatchObject({ port: 8080, dataDir: "/tmp/x", trustProxy: true });
  });
  it("names the bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
  });
});
