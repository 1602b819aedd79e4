/**
 * An article with every card a writer can place (issue 52), published into a bench's own server
 * through the built content CLI, so Lighthouse audits an article as the studio makes them: a
 * callout, a call to action, a video behind its facade, a gallery of two library images, a table
 * and a divider. The seed's articles have none of them.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { productionNode } from "./production-node.ts";

export const CARDS_ARTICLE_ROUTE = "/blog/cards-in-an-article";

const MARKDOWN = `---
slug: "cards-in-an-article"
title: "Cards in an article"
excerpt: "Every card a writer can place, as a reader sees it."
author: "Maya Chen"
date: "2026-12-01"
category: "Field Notes"
tags: ["Cards"]
---

Search intent beats volume. The teams that grow fastest write for the question a buyer asks, then
measure what that page books.

:::callout{tone="tip"}
Start with the pages that already rank, and make each one answer its question in the first screen.
:::

## What we measured

| Quarter | Pages refreshed | Demos booked |
| --- | --- | --- |
| Q1 | 12 | 31 |
| Q2 | 18 | 47 |
| Q3 | 25 | 64 |

::video[Product tour]{src="https://youtu.be/dQw4w9WgXcQ"}

:::gallery
![The content team planning the quarter at a whiteboard](images/cards-planning.png "Planning week")
![A dashboard of demos booked by landing page](images/cards-dashboard.png)
:::

---

::cta[Book a demo]{href="/booking"}
`;

/** Writes the article and its two images to a folder and imports it, published, with `cwd`'s CLI into DATA_DIR `dataDir`. */
export async function publishCardsArticle(dataDir: string, cwd = process.cwd()): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "cards-article-"));
  try {
    fs.mkdirSync(path.join(folder, "images"));
    fs.writeFileSync(path.join(folder, "cards-in-an-article.md"), MARKDOWN);
    for (const [name, background] of [
      ["cards-planning.png", "#0e7490"],
      ["cards-dashboard.png", "#5b3df5"],
    ] as const) {
      await sharp({ create: { width: 1600, height: 1000, channels: 3, background } })
        .png()
        .toFile(path.join(folder, "images", name));
    }
    execFileSync(productionNode(), ["build/node/content.mjs", "import", folder, "--publish"], { cwd, env: { ...process.env, DATA_DIR: dataDir }, stdio: ["ignore", "ignore", "inherit"] });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
