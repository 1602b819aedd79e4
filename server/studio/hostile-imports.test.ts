/**
 * An export from another blog is a file from outside: reading it fetches nothing from the network,
 * reads no file but the export's own folder, and expands no entity the file declares.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readForeignImport } from "#server/cli/content-files.ts";
import { readWordPressExport } from "./wordpress-export.ts";

const SECRET = "the-operator's-own-file";
let secretText = "";

/** A WordPress export of one post, with `head` before <rss> (a DOCTYPE) and `title`, `body` and `cover` as given. */
function wxr({ head = "", title = "A post", body = "<p>Words.</p>", cover = "" }: { head?: string; title?: string; body?: string; cover?: string }): string {
  const attachment = cover ? `<item><title>cover</title><wp:post_id>42</wp:post_id><wp:post_type>attachment</wp:post_type><wp:attachment_url><![CDATA[${cover}]]></wp:attachment_url></item>` : "";
  const thumbnail = cover ? "<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>42</wp:meta_value></wp:postmeta>" : "";
  return `<?xml version="1.0" encoding="UTF-8" ?>${head}
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Old blog</title><wp:wxr_version>1.2</wp:wxr_version>
<item><title>${title}</title><dc:creator>jo</dc:creator><content:encoded><![CDATA[${body}]]></content:encoded>
<wp:post_id>10</wp:post_id><wp:post_date_gmt>2025-01-05 10:00:00</wp:post_date_gmt><wp:post_name>a-post</wp:post_name><wp:status>draft</wp:status><wp:post_type>post</wp:post_type>${thumbnail}</item>
${attachment}
</channel></rss>`;
}

/** A folder holding `files`, removed after the test file. */
const folders: string[] = [];
function folderWith(files: Record<string, string | Buffer>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "hostile-import-"));
  folders.push(folder);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), content);
  }
  return folder;
}

describe("an export from outside", () => {
  let requests = 0;
  let origin = "";
  const server = http.createServer((_request, response) => {
    requests += 1;
    response.end("image bytes");
  });
  let secretFile = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A picture of the operator's own, elsewhere on the machine: an image, so only where it is can refuse it.
    secretFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "secret-")), "private.jpg");
    secretText = path.join(path.dirname(secretFile), "secret.txt");
    fs.writeFileSync(secretText, SECRET);
    fs.writeFileSync(
      secretFile,
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#a33" } })
        .jpeg()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    for (const folder of [...folders, path.dirname(secretFile)]) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("reads no file an external entity names", () => {
    const head = `<!DOCTYPE rss [<!ENTITY leak SYSTEM "file://${secretText}"><!ENTITY remote SYSTEM "${origin}/entity">]>`;
    let read: ReturnType<typeof readWordPressExport> | undefined;
    try {
      read = readWordPressExport(wxr({ head, title: "Leak &leak; and &remote;", body: "&leak;" }), "hostile.xml");
      expect(read.posts[0]!.title).not.toContain(SECRET);
    } catch (error) {
      // Refusing the file is as good as reading it without the entities.
      expect((error as Error).message).not.toContain(SECRET);
    }
    expect(JSON.stringify(read ?? {})).not.toContain(SECRET);
    expect(requests).toBe(0);
  });

  it("expands no entity a billion times (the billion laughs)", () => {
    const levels = Array.from({ length: 9 }, (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`).join("");
    const head = `<!DOCTYPE rss [<!ENTITY lol0 "lol">${levels}]>`;
    const started = performance.now();
    let title = "";
    try {
      title = readWordPressExport(wxr({ head, title: "&lol9;" }), "laughs.xml").posts[0]?.title ?? "";
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
    }
    expect(title.length).toBeLessThan(10_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("fetches no image from the network and reads none outside its folder", async () => {
    const outside = path.relative(path.join(os.tmpdir(), "x", "uploads"), secretFile);
    const folder = folderWith({
      "old.WordPress.xml": wxr({
        cover: `https://old.example/wp-content/uploads/${encodeURIComponent(outside)}`,
        body: `<p>Words.</p><img src="${origin}/wp-content/uploads/remote.jpg" alt="A chart"><img src="https://old.example/wp-content/uploads/..%2F..%2F${encodeURIComponent(path.basename(secretFile))}" alt="Up">`,
      }),
    });
    const input = await readForeignImport(folder);
    expect(input?.documents).toHaveLength(1);
    expect(input?.images).toEqual([]);
    expect(requests).toBe(0);
  });
});
