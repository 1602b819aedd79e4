import fs from "node:fs";
import path from "node:path";
import type { Element, Root } from "hast";
import sharp from "sharp";
import { contentImagePaths, contentImageWidths } from "#shared/cover-images.ts";

/** `images/<file>` in an article's Markdown: a file in content/blog/images/. */
export const CONTENT_IMAGE = /^images\/[A-Za-z0-9._-]+\.(jpe?g|png|webp|avif|gif)$/i;

/** Where an article's images are found: files in a folder (content/blog) or the store's rows. */
export interface ArticleImages {
  /** Names the article in messages. */
  where: string;
  /** Names where images are looked for, in messages. */
  from: string;
  /** The image's pixel size, or undefined when there is no such image. */
  size(src: string): Promise<{ width: number; height: number } | undefined>;
}

/** The images of `dir`/images/, as content/blog keeps them. */
export function imagesInDir(dir: string, where: string): ArticleImages {
  return {
    where,
    from: "content/blog/images/",
    async size(src) {
      const file = path.join(dir, src);
      if (!fs.existsSync(file)) return undefined;
      const { width = 0, height = 0 } = await sharp(file).metadata();
      return { width, height };
    },
  };
}

/** The text's width (768 px, less the page's margins on a phone); a gallery's two columns from 480 px (app.css). */
const TEXT_SIZES = "(min-width: 808px) 768px, calc(100vw - 40px)";
const GALLERY_SIZES = "(min-width: 808px) 376px, (min-width: 480px) calc(50vw - 28px), calc(100vw - 40px)";
const isGallery = (element: Element) => Array.isArray(element.properties.className) && element.properties.className.includes("article-gallery");

/**
 * Each image of an article's text that is the team's own file (`![A chart](images/chart.png)`)
 * becomes a <picture>: AVIF and WebP at the widths scripts/generate-assets.ts makes, its width and
 * height from the original (no layout shift), loaded lazily; alone in its paragraph with a title, a
 * <figure> with that caption. A missing file fails the build with the
 * article and the file named; an image without alternative text too. Runs after sanitizing.
 */
export function rehypeContentImages(options: ArticleImages) {
  return async (tree: Root) => {
    const images: Array<{ image: Element; parent: Root | Element; sizes: string }> = [];
    const collect = (node: Root | Element, sizes: string) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        if (child.tagName === "img" && CONTENT_IMAGE.test(String(child.properties.src ?? ""))) images.push({ image: child, parent: node, sizes });
        else collect(child, isGallery(child) ? GALLERY_SIZES : sizes);
      }
    };
    collect(tree, TEXT_SIZES);
    for (const { image, parent, sizes } of images) {
      const src = String(image.properties.src);
      const size = await options.size(src);
      if (!size) throw new Error(`${options.where}: image "${src}" is not in ${options.from}`);
      const alt = String(image.properties.alt ?? "").trim();
      if (!alt) throw new Error(`${options.where}: image "${src}" needs a description: ![what it shows](${src})`);
      const { width, height } = size;
      const widths = contentImageWidths(width);
      const paths = contentImagePaths(src);
      const shown = widths.at(-1)!;
      const srcSet = (format: "avif" | "webp") => widths.map((w) => `${paths[format](w)} ${w}w`).join(", ");
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
      const caption = String(image.properties.title ?? "").trim();
      Object.assign(image, picture);
      // An image alone in its paragraph with a title (`![A chart](images/c.png "Traffic by month")`) is a figure with its caption.
      const alone = parent.type === "element" && parent.tagName === "p" && parent.children.every((child) => child === image || (child.type === "text" && !child.value.trim()));
      if (caption && alone) {
        parent.tagName = "figure";
        parent.children = [image, { type: "element", tagName: "figcaption", properties: {}, children: [{ type: "text", value: caption }] }];
      }
    }
  };
}
