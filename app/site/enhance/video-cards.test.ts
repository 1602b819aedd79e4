// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { init } from "./video-cards.ts";

const card = (embed: string) =>
  `<figure class="article-video"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" class="video-facade" data-embed="${embed}" data-title="Product tour">Play the video: Product tour</a></figure>`;

describe("a video card", () => {
  it("loads its player only when clicked, in the link's place, named by its title", () => {
    document.body.innerHTML = card("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    init(document);
    expect(document.querySelector("iframe")).toBeNull();
    document.querySelector<HTMLAnchorElement>("a.video-facade")!.click();
    const player = document.querySelector("iframe")!;
    expect([player.getAttribute("src"), player.title, document.querySelector("a.video-facade")]).toEqual(["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1", "Product tour", null]);
  });

  it("loads nothing from an address that is not one of the two players: the link is followed instead", () => {
    document.body.innerHTML = card("https://evil.example/embed/x");
    init(document);
    document.querySelector<HTMLAnchorElement>("a.video-facade")!.click();
    expect(document.querySelector("iframe")).toBeNull();
  });
});
