/**
 * The media library through the admin API: an upload's type read from its bytes, SVG and
 * non-images refused in words, a camera's GPS position gone from what is kept, where an image is
 * used, and the upload limit per account, many at once.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { authors, images, posts } from "#server/platform/db/schema.ts";
import { UPLOADS_PER_MINUTE } from "#server/studio/routes/media.ts";
import { ADMIN_API } from "#server/auth/http.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, startHarness } from "./harness.ts";

const track = closedAfterEach();

const picture = (format: "jpeg" | "png") => sharp({ create: { width: 640, height: 400, channels: 3, background: "#4f46e5" } })[format]().toBuffer();

describe("the media library", () => {
  it("keeps an upload by what its bytes are, at an address of its own, without the camera's metadata, refuses what cannot be read, and says where it is used", async () => {
    const h = track(await startHarness());
    const { db } = h.pipeline.database;
    const writer = await adminClient(h, "writer@vendor.example", "writer");
    const upload = async (name: string, body: Buffer | string, alt = "") => {
      const form = new FormData();
      form.set("file", new File([typeof body === "string" ? body : new Uint8Array(body)], name));
      form.set("alt", alt);
      const response = await fetch(`${h.url}${ADMIN_API}/media`, { method: "POST", headers: writer.headers, body: form });
      return { status: response.status, body: (await response.json()) as { image?: { name: string; contentType: string; width: number; thumbnail: string }; error?: string } };
    };

    // A phone's photo with its position in the EXIF data.
    const located = await sharp(await picture("jpeg"))
      .withExif({ IFD0: { Make: "Phone", Artist: "Maya Chen" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "38/1 34/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "121/1 29/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(located).metadata()).exif).toBeDefined();
    const photo = await upload("Team offsite 2026.JPG", located, "The team on the terrace");
    expect(photo).toMatchObject({ status: 201, body: { image: { name: "images/team-offsite-2026.jpg", contentType: "image/jpeg", width: 640 } } });
    const [kept] = await db.select().from(images).where(eq(images.name, "images/team-offsite-2026.jpg"));
    const metadata = await sharp(kept!.body).metadata();
    expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([undefined, undefined, undefined]);
    expect(kept!.body.includes(Buffer.from("Maya Chen"))).toBe(false);
    expect(kept!.alt).toBe("The team on the terrace");

    // The bytes decide: a PNG named .jpg is a PNG; the same name twice gets a number.
    expect((await upload("chart.jpg", await picture("png"))).body.image).toMatchObject({ name: "images/chart.png", contentType: "image/png" });
    expect((await upload("chart.png", await picture("png"))).body.image?.name).toBe("images/chart-2.png");
    const svg = await upload("logo.png", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect(svg).toEqual({ status: 422, body: { error: "SVG images are refused: they can carry script. Upload a PNG, JPEG, WebP or AVIF." } });
    const text = await upload("notes.png", "<html><script>alert(1)</script></html>");
    expect(text).toEqual({ status: 422, body: { error: "This is not a JPEG, PNG, WebP or AVIF image (the file's content decides, not its name)." } });
    expect((await db.select({ name: images.name }).from(images)).map((row) => row.name).sort()).toEqual(["images/chart-2.png", "images/chart.png", "images/team-offsite-2026.jpg"]);

    // The same picture in other formats: each gets an address of its own, and chart.png's stays chart.png's.
    const [webp, jpeg] = [await upload("chart.webp", await sharp(await picture("png")).webp().toBuffer()), await upload("Chart.jpg", await picture("jpeg"))];
    expect([webp.body.image?.name, jpeg.body.image?.name]).toEqual(["images/chart-3.webp", "images/chart-4.jpg"]);
    const thumbnails = (await writer.get<{ images: Array<{ thumbnail: string }> }>("/media")).images.map((image) => image.thumbnail);
    expect(new Set(thumbnails).size).toBe(thumbnails.length);

    // A file whose header reads well but whose pixels stop half way, and an empty one: refused by name, nothing kept.
    const cut = (whole: Buffer) => whole.subarray(0, Math.floor(whole.length / 2));
    for (const [name, body] of [["cut-short.jpg", cut(await picture("jpeg"))], ["cut-short.png", cut(await picture("png"))], ["empty.jpg", Buffer.alloc(0)]] as const) {
      const refused = await upload(name, body);
      expect(refused.status, name).toBe(422);
      expect(refused.body.error).toContain(`"${name}"`);
    }
    expect(await db.$count(images)).toBe(5);

    await db.insert(authors).values({ name: "Maya Chen", photo: "images/chart.png" });
    await db.insert(posts).values({ id: 3, slug: "offsite", title: "Offsite", excerpt: "x", body: "![The team](images/team-offsite-2026.jpg)", author: "Maya Chen", category: "Team", tags: ["Team"] });
    expect(await writer.get(`/media/uses?name=${encodeURIComponent("images/team-offsite-2026.jpg")}`)).toEqual({ posts: [{ id: 3, title: "Offsite", slug: "offsite", status: "draft" }], authors: [] });
    expect(await writer.get(`/media/uses?name=${encodeURIComponent("images/chart.png")}`)).toEqual({ posts: [], authors: ["Maya Chen"] });
  });

  it("takes a few uploads a minute from one account, however many arrive at once", async () => {
    const h = track(await startHarness());
    const writer = await adminClient(h, "writer@vendor.example", "writer");
    const body = await picture("png");
    const answers = await Promise.all(
      Array.from({ length: UPLOADS_PER_MINUTE + 5 }, (_, i) => {
        const form = new FormData();
        form.set("file", new File([new Uint8Array(body)], `shot-${i}.png`));
        return fetch(`${h.url}${ADMIN_API}/media`, { method: "POST", headers: writer.headers, body: form }).then((response) => response.status);
      }),
    );
    expect(answers.filter((status) => status === 201), JSON.stringify(answers)).toHaveLength(UPLOADS_PER_MINUTE);
    expect(answers.filter((status) => status === 429)).toHaveLength(5);
  });
});
