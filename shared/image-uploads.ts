/**
 * What the media library takes as an image upload: the limit and the types, shared by the server
 * (which decides by the file's bytes, media-library.ts) and the studio, which says so before
 * sending a file the server would refuse (a 30 MB photo dropped into a post).
 */

export const MAX_IMAGE_UPLOAD_BYTES = 20 * 1024 * 1024;

/** The types the library keeps; the `accept` of every image upload. */
export const IMAGE_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export const IMAGE_UPLOAD_ACCEPT = IMAGE_UPLOAD_TYPES.join(",");

export const SVG_REFUSED = "SVG images are refused: they can carry script. Upload a PNG, JPEG, WebP or AVIF.";

export const tooLargeImage = (bytes: number) => `This file is ${(bytes / 1024 / 1024).toFixed(1)} MB; an image may be at most 20 MB.`;

/**
 * Why the library would refuse this file, in words, or undefined when it may be sent (the server
 * still reads its bytes). A file the browser gives no type is left for the server to judge.
 */
export function imageUploadProblem(file: { type: string; size: number }): string | undefined {
  if (file.type === "image/svg+xml") return SVG_REFUSED;
  if (file.type && !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return "This is not a JPEG, PNG, WebP or AVIF image.";
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return tooLargeImage(file.size);
  if (file.size === 0) return "The file is empty. Choose the image again.";
  return undefined;
}
