import fs from "node:fs";
import path from "node:path";
import type { Element, Root } from "hast";
import sharp from "sharp";
import { contentImagePaths, contentImageWidths } from "./cover-images.ts";

/** `images/<file>` in an article's Markdown: a file in content/blog/images/. */
export const CONTENT_IMAGE = /^images\/[A-Za-z0-9._-]+\.(jpe?g|png|webp|avif|gif)$/i;

/**
 * Each image of an article's text that is the team's own file (`![A chart](images/chart.png)`)
 * becomes a <picture>: AVIF and WebP at the widths scripts/generate-assets.ts makes, its width and
 * height from the file (no layout shift), loaded lazily. A missing file fails the build with the
 * article and the file named; an image without alternative text too. Runs after sanitizing.
 */
export function rehypeContentImages(options: { dir: string; where: string }) {
  return async (tree: Root) => {
    const images: Element[] = [];
    const collect = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        if (child.tagName === "img" && CONTENT_IMAGE.test(String(child.properties.src ?? ""))) images.push(child);
        else collect(child);
      }
    };
    collect(tree);
    for (const image of images) {
      const src = String(image.properties.src);
      const file = path.join(options.dir, src);
      if (!fs.existsSync(file)) throw new Error(`${options.where}: image "${src}" is not in content/blog/images/`);
      const alt = String(image.properties.alt ?? "").trim();
      if (!alt) throw new Error(`${options.where}: image "${src}" needs a description: ![what it shows](${src})`);
      const { width = 0, height = 0 } = await sharp(file).metadata();
      const widths = contentImageWidths(width);
      const paths = contentImagePaths(src);
      const shown = widths.at(-1)!;
      const srcSet = (format: "avif" | "webp") => widths.map((w) => `${paths[format](w)} ${w}w`).join(", ");
      const sizes = "(min-width: 808px) 768px, calc(100vw - 40px)";
      const picture: Element = {
        type: "element",
        tagName: "picture",
        properties: {},
        children: [
          { type: "element", tagName: "source", properties: { type: "image/avif", srcSet: srcSet("avif"), sizes }, children: [] },
          {
            type: "element",
            tagName: "img",
            properties: {
              src: paths.webp(widths[0]!),
              srcSet: srcSet("webp"),
              sizes,
              alt,
              width: shown,
              height: Math.round((height / width) * shown),
              loading: "lazy",
              decoding: "async",
            },
            children: [],
          },
        ],
      };
      Object.assign(image, picture);
    }
  };
}
