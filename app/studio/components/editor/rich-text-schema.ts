/**
 * What the rich editor holds (ADR 041): what the articles' Markdown (GFM) renders, and nothing the
 * site would drop (no underline, no colours). One list for the editor and for the test that
 * round-trips every seed article through it.
 */
import type { NodeViewRenderer } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { CalloutCard, CtaCard, GalleryCard, VideoCard } from "./card-nodes.ts";

/**
 * `thumbnail`: where the editor shows a stored image (`images/x.jpg`), which the Markdown names;
 * `cardViews`: the forms the editor shows for the cards (the test reads and writes without them).
 */
export function richTextExtensions({ thumbnail, cardViews }: { thumbnail?: (name: string) => Promise<string | undefined>; cardViews?: { cta: NodeViewRenderer; video: NodeViewRenderer; callout: NodeViewRenderer; gallery: NodeViewRenderer } } = {}) {
  return [
    StarterKit.configure({
      // The article's title is its h1.
      heading: { levels: [2, 3, 4] },
      underline: false,
      link: { openOnClick: false, autolink: true, defaultProtocol: "https", HTMLAttributes: { rel: "noopener noreferrer", target: null } },
    }),
    TableKit.configure({ table: { resizable: false } }),
    cardViews ? CtaCard.extend({ addNodeView: () => cardViews.cta }) : CtaCard,
    cardViews ? CalloutCard.extend({ addNodeView: () => cardViews.callout }) : CalloutCard,
    cardViews ? VideoCard.extend({ addNodeView: () => cardViews.video }) : VideoCard,
    cardViews ? GalleryCard.extend({ addNodeView: () => cardViews.gallery }) : GalleryCard,
    Image.extend({
      addNodeView() {
        // The Markdown keeps the library's name; the editor shows the library's thumbnail of it.
        return ({ node }) => {
          const dom = document.createElement("img");
          dom.alt = String(node.attrs["alt"] ?? "");
          dom.className = "my-4 h-auto max-w-full rounded-lg bg-muted";
          void thumbnail?.(String(node.attrs["src"])).then((src) => src && (dom.src = src));
          return { dom };
        };
      },
    }),
  ];
}
