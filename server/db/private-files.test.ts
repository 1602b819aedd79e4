import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makePrivateDir, makeTreePrivate, ownerOnly } from "./private-files.ts";

const modeOf = (target: string) => fs.lstatSync(target).mode & 0o7777;

describe("private files", () => {
  let work: string;
  let umask: number;

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "private-files-"));
    umask = process.umask(0o000); // the most permissive: the modes must not depend on it
  });

  afterEach(() => {
    process.umask(umask);
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("ownerOnly drops group and other bits and keeps the file type and the owner's", () => {
    expect(ownerOnly(0o100666)).toBe(0o100600);
    expect(ownerOnly(0o40777)).toBe(0o40700);
    expect(ownerOnly(0o100400)).toBe(0o100400);
  });

  it("makePrivateDir creates the directory 0700, its missing parents as usual, and leaves an existing one alone", () => {
    const dir = path.join(work, "parent", "data");
    makePrivateDir(dir);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.dirname(dir))).toBe(0o777);
    fs.chmodSync(dir, 0o750);
    makePrivateDir(dir);
    expect(modeOf(dir)).toBe(0o750);
  });

  it("makeTreePrivate strips others' access from every file and directory, counts them, and leaves links alone", () => {
    const root = path.join(work, "data");
    fs.mkdirSync(path.join(root, "nested"), { recursive: true, mode: 0o755 });
    fs.chmodSync(root, 0o755);
    fs.writeFileSync(path.join(root, "loose"), "", { mode: 0o666 });
    fs.writeFileSync(path.join(root, "nested", "readable"), "", { mode: 0o644 });
    fs.writeFileSync(path.join(root, "read-only"), "", { mode: 0o400 });
    const outside = path.join(work, "outside");
    fs.writeFileSync(outside, "", { mode: 0o644 });
    fs.symlinkSync(outside, path.join(root, "link"));

    expect(makeTreePrivate(root)).toBe(4);
    expect(modeOf(root)).toBe(0o700);
    expect(modeOf(path.join(root, "nested"))).toBe(0o700);
    expect(modeOf(path.join(root, "loose"))).toBe(0o600);
    expect(modeOf(path.join(root, "nested", "readable"))).toBe(0o600);
    expect(modeOf(path.join(root, "read-only"))).toBe(0o400);
    expect(modeOf(outside)).toBe(0o644);
    expect(makeTreePrivate(root)).toBe(0);
  });
});
