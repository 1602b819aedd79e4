/**
 * How the team's images are read, wherever they are read: every pixel at the door (an import, an
 * upload), and with the same tolerance where the pages' sizes are made, so an image let in can
 * always be drawn. A file cut short fails; a quirk browsers shrug off (stray bytes) does not.
 */
import sharp, { type Sharp } from "sharp";

const DECODE = { failOn: "truncated" } as const;

/** The words after a file's name when it cannot be drawn. */
export const CANNOT_BE_READ = "the image cannot be read to its end: the file is cut short or damaged";

/** An image to work on, read as the door reads it. */
export function readImage(body: Buffer): Sharp {
  return sharp(body, DECODE);
}

/**
 * The check in progress: libvips ties a decoder's warnings to no image, so two JPEGs read at once
 * can lose a cut-short one's (libvips issue 2309; 4 of 40 missed two at a time), and so can a
 * header read beside a decode (one in a few hundred checks under load): one at a time, both.
 */
let reading: Promise<unknown> = Promise.resolve();

/** `work` once the check before it is done: the door's reads of images never overlap. */
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const done = reading.then(work);
  reading = done.catch(() => undefined);
  return done;
}

/** Why `body` cannot be drawn (words to follow its name), or undefined when every pixel reads. */
export async function undrawable(body: Buffer): Promise<string | undefined> {
  if (!body.length) return "the file is empty";
  return oneAtATime(() => readsToItsEnd(body));
}

async function readsToItsEnd(body: Buffer): Promise<string | undefined> {
  // stats() decodes every pixel without keeping them: a header alone says nothing of the rest.
  return readImage(body)
    .stats()
    .then(
      () => undefined,
      () => CANNOT_BE_READ,
    );
}

/** A stored image the pages' sizes cannot be made from: kept before the door read every pixel. */
export class UndrawableImage extends Error {}

/** Runs `draw`; what it cannot draw becomes an UndrawableImage, which the pages answer as missing. */
export async function drawing<T>(draw: () => Promise<T>): Promise<T> {
  try {
    return await draw();
  } catch (error) {
    throw new UndrawableImage(error instanceof Error ? error.message : String(error), { cause: error });
  }
}
