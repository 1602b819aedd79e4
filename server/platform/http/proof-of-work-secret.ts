/**
 * The secret that signs proof-of-work challenges (ADR 048): PROOF_OF_WORK_SECRET when set, else one
 * generated at the first start and kept in DATA_DIR (0600), so challenges survive a restart and
 * every process on the machine signs alike. Processes on several machines must share the variable.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const SECRET_FILE = "proof-of-work.secret";

export function proofOfWorkSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written whole beside it, then linked into place: of two processes starting at once, one links
    // and the other reads what it linked, never a half-written file.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    fs.writeFileSync(draft, randomBytes(32).toString("hex"), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds no secret: delete it to have one generated, or set PROOF_OF_WORK_SECRET`);
  return secret;
}
