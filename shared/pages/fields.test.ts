import { describe, expect, it } from "vitest";
import { imagesIn, richText } from "./fields.ts";

const problems = (markdown: string) => richText().safeParse(markdown).error?.issues.map((issue) => issue.message) ?? [];

describe("formatted text", () => {
  it("takes the articles' Markdown and names the library's images it shows", () => {
    const markdown = "## Why\n\n- one\n- two\n\n![The team](images/team.jpg) and ![A chart](images/chart.png)";
    expect(problems(markdown)).toEqual([]);
    expect(imagesIn(markdown)).toEqual(["images/team.jpg", "images/chart.png"]);
  });

  it("refuses an image without words and one from outside the library, in words", () => {
    expect(problems("![](images/team.jpg)")).toEqual(["Describe each image for those who cannot see it: ![what it shows](images/photo.jpg)."]);
    expect(problems("![A tracker](https://tracker.example/pixel.gif)")).toEqual(["Show images of the media library by their name (images/photo.jpg); https://tracker.example/pixel.gif is not one."]);
  });
});
