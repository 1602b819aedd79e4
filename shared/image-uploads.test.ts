import { describe, expect, it } from "vitest";
import { imageUploadProblem, MAX_IMAGE_UPLOAD_BYTES } from "./image-uploads.ts";

describe("an image the studio sends to the media library", () => {
  it("goes when it is a JPEG, PNG, WebP or AVIF within 20 MB, or the browser cannot tell its type", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/avif", ""]) expect(imageUploadProblem({ type, size: 1024 }), type).toBeUndefined();
    expect(imageUploadProblem({ type: "image/png", size: MAX_IMAGE_UPLOAD_BYTES })).toBeUndefined();
  });

  it("is refused in words before it is sent when the server would refuse it", () => {
    expect(imageUploadProblem({ type: "image/png", size: MAX_IMAGE_UPLOAD_BYTES + 1 })).toBe("This file is 20.0 MB; an image may be at most 20 MB.");
    expect(imageUploadProblem({ type: "image/jpeg", size: 31.4 * 1024 * 1024 })).toBe("This file is 31.4 MB; an image may be at most 20 MB.");
    expect(imageUploadProblem({ type: "image/svg+xml", size: 900 })).toMatch(/^SVG images are refused/);
    expect(imageUploadProblem({ type: "image/gif", size: 900 })).toBe("This is not a JPEG, PNG, WebP or AVIF image.");
    expect(imageUploadProblem({ type: "image/png", size: 0 })).toMatch(/empty/);
  });
});
