/**
 * Gated content, as the team and a visitor meet it: a PDF uploaded to the media library (an editor
 * may, a sales account may not, anything else refused in words), then given through a signed link
 * that expires: the file's bytes for a valid link, a page in words for an expired or forged one, and
 * no bytes at any address a visitor could guess. The visitor's email carries the same working link.
 */
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_API } from "#server/auth/http.ts";
import { rowsOf } from "#server/platform/db/database.ts";
import { auditLog, forms, mediaFiles, outbox } from "#server/platform/db/schema.ts";
import { serverSecret } from "#server/platform/server-secrets.ts";
import { DOWNLOADS_SECRET, signDownload } from "#server/site/downloads.ts";
import { unlockedBy } from "#shared/forms/form.ts";
import { missingDownload } from "#server/studio/form-kind.ts";
import { leadChannels } from "#server/sales/outbox/deliver-visitor.ts";
import { formDocument } from "#shared/forms/form.ts";
import { startSmtpSink } from "#tests/shared/delivery-sinks.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, startHarness, waitFor, type Harness } from "./harness.ts";

const track = closedAfterEach();

/** A small PDF, as a report exported from a word processor starts and ends. */
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");

interface ListedFile {
  id: string;
  name: string;
  title: string;
  size: number;
  contentType: string;
  createdAt: string;
}

async function upload(h: Harness, headers: Record<string, string>, name: string, body: Buffer | string, title?: string) {
  const form = new FormData();
  form.set("file", new File([typeof body === "string" ? body : new Uint8Array(body)], name));
  if (title !== undefined) form.set("title", title);
  const response = await fetch(`${h.url}${ADMIN_API}/files`, { method: "POST", headers, body: form });
  return { status: response.status, body: (await response.json()) as { file?: ListedFile; error?: string } };
}

/** A form in the studio that offers `file` as its download. */
async function formOffering(h: Harness, file: string) {
  const document = formDocument.parse({
    name: "Download the 2025 AI marketing benchmark",
    fields: [{ kind: "email", key: "email", label: "Work email", required: true }],
    submitLabel: "Get the report",
    thankYou: { kind: "message", heading: "Thank you" },
    download: { file, label: "The 2025 benchmark", expiresInHours: 72 },
  });
  const [row] = await h.pipeline.database.db.insert(forms).values({ document }).returning({ id: forms.id });
  return row!.id;
}

describe("files in the media library", () => {
  it("takes a PDF from an editor (by its bytes, up to 25 MB), refuses a sales account and anything else in words, and keeps every change in the audit log", async () => {
    const h = track(await startHarness());
    const { db } = h.pipeline.database;
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const sales = await adminClient(h, "sales@vendor.example", "sales");

    const uploaded = await upload(h, editor.headers, "Benchmark 2025.pdf", PDF);
    expect(uploaded).toMatchObject({ status: 201, body: { file: { name: "Benchmark 2025.pdf", title: "Benchmark 2025", size: PDF.length, contentType: "application/pdf" } } });
    const id = uploaded.body.file!.id;
    const [kept] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
    expect(kept).toMatchObject({ sha256: createHash("sha256").update(PDF).digest("hex"), uploadedBy: "editor@vendor.example" });
    expect(Buffer.compare(kept!.body, PDF)).toBe(0);

    // A sales account has no part in the library: refused before anything is read.
    expect((await upload(h, sales.headers, "sales.pdf", PDF)).status).toBe(403);
    expect((await fetch(`${h.url}${ADMIN_API}/files`, { headers: sales.headers })).status).toBe(403);

    // The bytes decide, not the name; nothing refused is kept.
    expect(await upload(h, editor.headers, "report.pdf", "<html><script>alert(1)</script></html>")).toEqual({
      status: 422,
      body: { error: '"report.pdf" is not a PDF (the file\'s content decides, not its name). Export or print it as a PDF, then upload that file.' },
    });
    expect(await upload(h, editor.headers, "empty.pdf", "")).toEqual({ status: 422, body: { error: '"empty.pdf": the file is empty. Choose the file again.' } });
    const tooLarge = await fetch(`${h.url}${ADMIN_API}/files?name=huge.pdf`, {
      method: "POST",
      headers: { ...editor.headers, "content-type": "application/pdf" },
      body: Buffer.concat([PDF, Buffer.alloc(26 * 1024 * 1024)]),
    });
    expect([tooLarge.status, await tooLarge.json()]).toEqual([413, { error: "A file may be at most 25 MB." }]);

    // The bytes as the body, named in the address; a title of its own; a path in the name is dropped.
    const raw = await fetch(`${h.url}${ADMIN_API}/files?name=${encodeURIComponent("../../Étude IA.pdf")}&title=${encodeURIComponent("The AI study")}`, {
      method: "POST",
      headers: { ...editor.headers, "content-type": "application/pdf" },
      body: PDF,
    });
    expect([raw.status, await raw.json()]).toEqual([201, { file: expect.objectContaining({ name: "Étude IA.pdf", title: "The AI study" }) }]);

    const { files } = await editor.get<{ files: ListedFile[] }>("/files");
    expect(files.map((file) => file.name)).toEqual(["Étude IA.pdf", "Benchmark 2025.pdf"]);
    expect(Object.keys(files[0]!).sort()).toEqual(["contentType", "createdAt", "id", "name", "size", "title"]);

    const patch = (fileId: string, body: unknown) =>
      fetch(`${h.url}${ADMIN_API}/files/${fileId}`, { method: "PATCH", headers: { ...editor.headers, "content-type": "application/json" }, body: JSON.stringify(body) });
    const retitled = await patch(id, { title: "  The 2025 benchmark report " });
    expect([retitled.status, ((await retitled.json()) as { file: ListedFile }).file.title]).toEqual([200, "The 2025 benchmark report"]);
    expect((await patch(id, { title: " " })).status).toBe(422);
    expect((await patch("file_unknown", { title: "Anything" })).status).toBe(404);

    // A form offers it: deleting is refused in words until the form offers another.
    const formId = await formOffering(h, id);
    const refused = await editor.delete(`/files/${id}`);
    expect([refused.status, await refused.json()]).toEqual([
      409,
      { error: '"The 2025 benchmark report" is offered by the form "Download the 2025 AI marketing benchmark". Choose another file there (or remove the download), then delete this one.' },
    ]);
    await db.delete(forms).where(eq(forms.id, formId));
    expect((await editor.delete(`/files/${id}`)).status).toBe(200);
    expect((await editor.get<{ files: ListedFile[] }>("/files")).files.map((file) => file.name)).toEqual(["Étude IA.pdf"]);
    expect((await editor.delete(`/files/${id}`)).status).toBe(404);

    const audited = await db
      .select({ action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .where(and(eq(auditLog.actor, "editor@vendor.example"), eq(auditLog.target, id)));
    expect(audited.map((entry) => entry.action).sort()).toEqual(["file-deleted", "file-retitled", "file-uploaded"]);
  });

  it("lets a delete racing a form's save wait for it, then refuse: no form is left offering a file the library lost", async () => {
    const h = track(await startHarness());
    const { db } = h.pipeline.database;
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const id = (await upload(h, editor.headers, "benchmark.pdf", PDF)).body.file!.id;
    const formId = await formOffering(h, id);
    const offering = (await db.select().from(forms).where(eq(forms.id, formId)))[0]!.document;
    await db
      .update(forms)
      .set({ document: { ...offering, download: undefined } })
      .where(eq(forms.id, formId));

    // The save has found the file and not yet written the form when the delete arrives and waits.
    let found = () => {};
    let write = () => {};
    const checked = new Promise<void>((resolve) => (found = resolve));
    const written = new Promise<void>((resolve) => (write = resolve));
    const saving = db.transaction(async (tx) => {
      expect(await missingDownload(tx, offering)).toEqual({});
      found();
      await written;
      await tx.update(forms).set({ document: offering }).where(eq(forms.id, formId));
    });
    await checked;
    const deleting = editor.delete(`/files/${id}`);
    await waitFor(async () => (await rowsOf(db.execute(sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))).length > 0);
    write();
    await saving;
    const refused = await deleting;
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([409, expect.stringContaining('is offered by the form "Download the 2025 AI marketing benchmark"')]);
    expect(await db.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.id, id))).toEqual([{ id }]);
  });
});

describe("a gated download", () => {
  it("gives the file for a valid link, a page in words once it expired or when forged, and no bytes at any address a visitor could guess", async () => {
    let clock = new Date("2026-12-06T10:00:00Z");
    const h = track(await startHarness({ now: () => clock }));
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const id = (await upload(h, editor.headers, "Benchmark 2025 (final).pdf", PDF)).body.file!.id;
    // A link works for the lead it was given to, while that lead holds the file.
    const storeLead = async (email: string, file: string) => {
      const stored = await h.pipeline.contact.store.store({
        message: { name: "Ada Lovelace", email, company: "", phone: "", message: "" },
        channels: [],
        form: { id: 1, version: 1, answers: {}, consent: [], unlocked: unlockedBy({ file, label: "The 2025 benchmark", expiresInHours: 1 }, clock) },
      });
      return (stored as { id: string }).id;
    };
    const lead = await storeLead("ada@example.com", id);
    const given = await h.pipeline.downloads.giveDownload(unlockedBy({ file: id, label: "The 2025 benchmark", expiresInHours: 1 }, clock), lead);
    expect(given).toEqual({ href: expect.stringMatching(new RegExp(`^/downloads/${id}\\?lead=${lead}&expires=\\d+&sig=`)), label: "The 2025 benchmark", expiresAt: "2026-12-06T11:00:00.000Z" });

    const response = await fetch(`${h.url}${given.href}`);
    expect(response.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), PDF)).toBe(0);
    expect(Object.fromEntries(["content-type", "content-disposition", "cache-control", "x-robots-tag"].map((name) => [name, response.headers.get(name)]))).toEqual({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="Benchmark 2025 (final).pdf"; filename*=UTF-8''Benchmark%202025%20%28final%29.pdf`,
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex",
    });
    const head = await fetch(`${h.url}${given.href}`, { method: "HEAD" });
    expect([head.status, head.headers.get("content-length"), head.headers.get("content-type"), (await head.arrayBuffer()).byteLength]).toEqual([200, String(PDF.length), "application/pdf", 0]);

    // Forged: another lead, a later expiry, another file, no signature, a made-up one.
    const url = new URL(given.href, h.url);
    const changed = (name: string, value: string | null) => {
      const copy = new URL(url);
      if (value === null) copy.searchParams.delete(name);
      else copy.searchParams.set(name, value);
      return copy;
    };
    const forged = [
      changed("lead", "lead-2"),
      changed("expires", String(Number(url.searchParams.get("expires")) + 86_400)),
      changed("sig", null),
      changed("sig", "A".repeat(43)),
      changed("expires", null),
      new URL(url.href.replace(id, "file_somethingelse")),
      ...Array.from({ length: 44 }, (_, n) => changed("sig", createHash("sha256").update(String(n)).digest("base64url"))),
    ];
    expect(forged).toHaveLength(50);
    // Fifty at once: each refused in words, none with a byte of the file.
    const answers = await Promise.all(
      forged.map(async (address) => {
        const answer = await fetch(address);
        return { status: answer.status, type: answer.headers.get("content-type"), cache: answer.headers.get("cache-control"), body: await answer.text() };
      }),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 403, cache: "private, no-store" });
      expect(answer.type).toMatch(/^text\/html/);
      expect(answer.body).toContain("This download link is not valid");
      expect(answer.body).not.toContain("%PDF");
    }

    // Every other address a visitor could guess gives no bytes of it.
    const guesses = [
      `/downloads/${id}`,
      `/downloads/${id}?lead=lead-1`,
      "/downloads",
      "/downloads/",
      `/downloads/${id}.pdf`,
      `/downloads/${encodeURIComponent("Benchmark 2025 (final).pdf")}`,
      `/${id}`,
      `/files/${id}`,
      `/media/${id}`,
      `/images/${id}`,
      `/api/files/${id}`,
      `${ADMIN_API}/files/${id}`,
      `/Benchmark%202025%20(final).pdf`,
    ];
    for (const guess of guesses) {
      for (const method of ["GET", "POST"]) {
        const answer = await fetch(`${h.url}${guess}`, { method, redirect: "manual" });
        const body = Buffer.from(await answer.arrayBuffer());
        expect(body.includes(Buffer.from("%PDF")), `${method} ${guess}`).toBe(false);
        expect(answer.status, `${method} ${guess}`).toBeGreaterThanOrEqual(300);
      }
    }

    // A valid signature for a file the library no longer has.
    const secret = await serverSecret(h.pipeline.database.db, DOWNLOADS_SECRET);
    const gone = await storeLead("grace@example.com", "file_gone");
    const unknown = await fetch(`${h.url}${signDownload({ file: "file_gone", leadId: gone, expiresAt: new Date(clock.getTime() + 60_000) }, secret)}`);
    // A valid signature for a lead that never unlocked that file (or is not there) is no link of ours.
    const strangers = [
      signDownload({ file: id, leadId: gone, expiresAt: new Date(clock.getTime() + 60_000) }, secret),
      signDownload({ file: id, leadId: "lead-unknown", expiresAt: new Date(clock.getTime() + 60_000) }, secret),
    ];
    for (const stranger of strangers) expect((await fetch(`${h.url}${stranger}`)).status).toBe(403);
    expect([unknown.status, await unknown.text()]).toEqual([404, expect.stringContaining("This file is no longer available.")]);

    // An hour later the same link says it expired, and where to go.
    clock = new Date("2026-12-06T11:00:00Z");
    const expired = await fetch(`${h.url}${given.href}`);
    const page = await expired.text();
    expect([expired.status, expired.headers.get("cache-control")]).toEqual([410, "private, no-store"]);
    expect(page).toContain("<h1>Download link expired</h1>");
    expect(page).toContain("This download link has expired. Fill in the form again to get a new one.");
    expect(page).toContain('<a href="/">Back to the home page</a>');
    expect(page).not.toContain("%PDF");
  });

  it("emails the visitor the same working link when SMTP is configured, escaped, and no one else's lead gets one", async () => {
    const smtp = track(await startSmtpSink());
    const h = track(await startHarness({ email: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, to: "sales@vendor.test", from: "Website <web@vendor.test>" } }));
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const id = (await upload(h, editor.headers, "benchmark.pdf", PDF)).body.file!.id;
    // The visitor's email is a form lead's own channel, never every lead's.
    expect(h.pipeline.channels).not.toContain("visitor");
    expect(h.pipeline.visitorEmails).toBe(true);

    const unlocked = unlockedBy({ file: id, label: "The <2025> benchmark", expiresInHours: 72 }, new Date());
    const stored = await h.pipeline.contact.store.store({
      message: { name: "Ada <b>Lovelace</b>", email: "ada@example.com", company: "", phone: "", message: "" },
      channels: leadChannels(h.pipeline.channels, unlocked, h.pipeline.visitorEmails),
      form: { id: 1, version: 1, answers: {}, consent: [], unlocked },
    });
    expect(stored.status).toBe("created");
    // A contact-form lead unlocks nothing.
    expect((await h.post({ name: "Jane Smith", email: "jane@example.com", message: "Please call me." })).status).toBe(201);
    h.pipeline.worker.wake();

    const mail = await waitFor(() => smtp.mails.find((sent) => sent.to.includes("ada@example.com")));
    expect(mail.raw).toMatch(/^Subject: Your download: The <2025> benchmark\r?$/m);
    expect(mail.raw).toMatch(/^Reply-To: sales@vendor\.test\r?$/m);
    // The name is whatever was typed: it stays out of the email, as out of its To.
    expect(mail.text).toContain("Hello,");
    expect(mail.text).not.toContain("Lovelace");
    expect(mail.raw).toMatch(/^To: ada@example\.com\r?$/m);
    expect(mail.text).toContain(">The &lt;2025&gt; benchmark</a>");
    const link = new RegExp(`${h.url.replace(/[.]/g, "\\.")}/downloads/${id}\\?lead=${(stored as { id: string }).id}&expires=\\d+&sig=[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    const download = await fetch(link!);
    expect([download.status, Buffer.compare(Buffer.from(await download.arrayBuffer()), PDF)]).toEqual([200, 0]);

    // The team's email of both leads arrives; only Ada got a download.
    await waitFor(() => smtp.mails.filter((sent) => sent.to.includes("sales@vendor.test")).length === 2);
    expect(smtp.mails.filter((sent) => /^Subject: Your download/m.test(sent.raw))).toHaveLength(1);
  });

  it("stops the link a lead got once that lead is erased: it answers as a forged one does, long before it expires", async () => {
    const h = track(await startHarness());
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const admin = await adminClient(h, "admin@vendor.example", "admin");
    const id = (await upload(h, editor.headers, "benchmark.pdf", PDF)).body.file!.id;
    const lead = async (email: string) => {
      const unlocked = unlockedBy({ file: id, label: "The 2025 benchmark", expiresInHours: 24 * 30 }, new Date());
      const stored = await h.pipeline.contact.store.store({
        message: { name: "Ada Lovelace", email, company: "", phone: "", message: "" },
        channels: [],
        form: { id: 1, version: 1, answers: {}, consent: [], unlocked },
      });
      return `${h.url}${await h.pipeline.downloads.linkFor((stored as { id: string }).id, unlocked)}`;
    };
    const erased = await lead("ada@example.com");
    const kept = await lead("grace@example.com");
    expect((await fetch(erased)).status).toBe(200);

    const erasure = await admin.post("/erase", { email: "ada@example.com", confirm: "ada@example.com" });
    expect([erasure.status, await erasure.json()]).toEqual([200, { erased: 1 }]);
    const refused = await fetch(erased);
    const page = await refused.text();
    expect([refused.status, refused.headers.get("cache-control")]).toEqual([403, "private, no-store"]);
    expect(page).toContain("This download link is not valid");
    expect(page).not.toContain("%PDF");
    // Another lead's link to the same file still works.
    expect((await fetch(kept)).status).toBe(200);
  });

  it("refuses an address that asks for a file too often, in words, and still answers another address", async () => {
    const h = track(await startHarness({ proxyHops: 1 }));
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const id = (await upload(h, editor.headers, "benchmark.pdf", PDF)).body.file!.id;
    const unlocked = unlockedBy({ file: id, label: "The 2025 benchmark", expiresInHours: 24 }, new Date());
    const stored = await h.pipeline.contact.store.store({
      message: { name: "Ada Lovelace", email: "ada@example.com", company: "", phone: "", message: "" },
      channels: [],
      form: { id: 1, version: 1, answers: {}, consent: [], unlocked },
    });
    const link = `${h.url}${await h.pipeline.downloads.linkFor((stored as { id: string }).id, unlocked)}`;
    const from = (address: string) => fetch(link, { headers: { "x-forwarded-for": address } });
    const statuses = await Promise.all(Array.from({ length: 25 }, () => from("203.0.113.9").then((response) => response.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    const refused = await from("203.0.113.9");
    expect([refused.status, Number(refused.headers.get("retry-after")) > 0]).toEqual([429, true]);
    expect(await refused.text()).toContain("Too many downloads");
    expect((await from("198.51.100.4")).status).toBe(200);
  });

  it("sends one address at most three download emails a day, whatever the case of its address; the fourth is dead, saying why", async () => {
    const smtp = track(await startSmtpSink());
    const h = track(await startHarness({ email: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, to: "sales@vendor.test", from: "Website <web@vendor.test>" } }));
    const unlocked = unlockedBy({ file: "file_x", label: "Report", expiresInHours: 72 }, new Date());
    for (const email of ["victim@example.com", "Victim@example.com", "victim@example.com", "VICTIM@example.com"]) {
      const stored = await h.pipeline.contact.store.store({
        message: { name: "Spam spam spam", email, company: "", phone: "", message: "" },
        channels: leadChannels([], unlocked, h.pipeline.visitorEmails),
        form: { id: 1, version: 1, answers: {}, consent: [], unlocked },
      });
      expect(stored.status).toBe("created");
    }
    h.pipeline.worker.wake();
    const db = h.pipeline.database.db;
    const rows = await waitFor(async () => {
      const visitor = await db.select({ status: outbox.status, lastError: outbox.lastError }).from(outbox).where(eq(outbox.channel, "visitor"));
      return visitor.every((row) => row.status !== "pending") ? visitor : undefined;
    });
    expect(rows.map((row) => row.status).sort()).toEqual(["dead", "delivered", "delivered", "delivered"]);
    expect(rows.find((row) => row.status === "dead")!.lastError).toContain("VICTIM@example.com got 3 download emails in the last 24 hours");
    expect(smtp.mails.filter((sent) => /^Subject: Your download/m.test(sent.raw))).toHaveLength(3);
  });

  it("writes no visitor email without SMTP", async () => {
    const h = track(await startHarness());
    expect(h.pipeline.visitorEmails).toBe(false);
    expect(leadChannels(h.pipeline.channels, unlockedBy({ file: "file_x", label: "Report", expiresInHours: 1 }, new Date()), h.pipeline.visitorEmails)).not.toContain("visitor");
  });
});
