import { describe, expect, it } from "vitest";
import { renderArticle } from "./blog.server.ts";
import { videoOf } from "#shared/cards.ts";

const html = async (markdown: string) => (await renderArticle(markdown)).html;

describe("an article's cards", () => {
  it("draws a call to action as a button to a page of the site or an https address, and nothing else", async () => {
    expect(await html('::cta[Book a demo]{href="/booking"}')).toBe('<p class="article-cta"><a href="/booking" class="article-cta-button">Book a demo</a></p>');
    expect(await html('::cta[Pricing]{href="https://example.com/pricing"}')).toContain('<a href="https://example.com/pricing" class="article-cta-button">');
    // Not a place a button may lead: the line stays as it was written.
    expect(await html('::cta[Click]{href="javascript:alert(1)"}')).toBe("<p>::cta[Click]{href=“javascript:alert(1)”}</p>");
  });

  it("draws a callout around formatted text, in one of its tones", async () => {
    expect(await html(':::callout{tone="tip"}\nWrite **often**.\n:::')).toBe('<aside class="article-callout" data-tone="tip"><p>Write <strong>often</strong>.</p></aside>');
    expect(await html(':::callout{tone="shouting"}\nHi.\n:::')).toContain('data-tone="note"');
  });

  it("draws a video as a link to it that a click turns into the player: privacy-enhanced YouTube, Vimeo without tracking", async () => {
    expect(await html('::video[Product tour]{src="https://youtu.be/dQw4w9WgXcQ"}')).toBe(
      '<figure class="article-video"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" class="video-facade" data-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1" data-title="Product tour">Play the video: Product tour</a></figure>',
    );
    expect(videoOf("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3")?.embed).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(videoOf("https://vimeo.com/76979871")?.embed).toBe("https://player.vimeo.com/video/76979871?autoplay=1&dnt=1");
    expect([videoOf("https://evil.example/watch?v=dQw4w9WgXcQ"), videoOf("javascript:alert(1)")]).toEqual([undefined, undefined]);
  });

  it("draws a gallery as its images side by side, each with its caption, sized for half the text's width", async () => {
    const images = { where: "test", from: "the library", size: async () => ({ width: 1600, height: 1000 }) };
    const { html: gallery } = await renderArticle(':::gallery\n![The inbox](images/inbox.jpg "Leads as they arrive")\n![A chart](images/chart.png)\n:::', images);
    expect(gallery).toMatch(/^<div class="article-gallery"><figure><picture>.*alt="The inbox".*<\/picture><figcaption>Leads as they arrive<\/figcaption><\/figure><p><picture>.*alt="A chart".*<\/picture><\/p><\/div>$/);
    expect(gallery).toContain('sizes="(min-width: 808px) 376px');
    // Text among the images: not a gallery, the lines as they were written.
    expect(await html(":::gallery\nSome words\n:::")).toBe("<p>:::gallery\nSome words\n:::</p>");
  });

  it("leaves text that only looks like a directive as it was", async () => {
    expect(await html("Doors at 9:30am, ratio 3:a, see :smile and :x[y]{z}.")).toBe("<p>Doors at 9:30am, ratio 3:a, see :smile and :x[y]{z}.</p>");
    expect(await html("::unknown[label]{a=b}")).toBe("<p>::unknown[label]{a=b}</p>");
  });
});
