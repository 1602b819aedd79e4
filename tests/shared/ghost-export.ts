/**
 * A small Ghost 5 export as its admin writes it (Settings › Import/Export), for the studio's import:
 * two posts by one author, tags, a callout and a bookmark card, a picture that did not come with it.
 * `unique` keeps slugs, titles and the author apart between runs that share a store.
 */
export function ghostExport(unique: string) {
  return {
    db: [
      {
        meta: { exported_on: 1764000000000, version: "5.96.0" },
        data: {
          posts: [
            {
              id: "p1",
              title: `Ten ways to grow ${unique}`,
              slug: `ten-ways-to-grow-${unique}`,
              html:
                '<p>Write <strong>often</strong>.</p><div class="kg-card kg-callout-card kg-callout-card-green"><div class="kg-callout-emoji">💡</div><div class="kg-callout-text">Start with one post a week.</div></div>' +
                '<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="https://ghost.org/docs/"><div class="kg-bookmark-content"><div class="kg-bookmark-title">Ghost Docs</div><div class="kg-bookmark-description">Everything about Ghost.</div></div></a></figure>',
              type: "post",
              status: "published",
              published_at: "2025-01-05T10:00:00.000Z",
              created_at: "2025-01-04T10:00:00.000Z",
              custom_excerpt: "What worked for us.",
              feature_image: "__GHOST_URL__/content/images/2025/01/cover.png",
            },
            {
              id: "p2",
              title: `A draft ${unique}`,
              slug: `a-draft-${unique}`,
              html: '<p>Words and <img src="https://cdn.elsewhere.example/x.jpg" alt="A chart"></p>',
              type: "post",
              status: "draft",
              created_at: "2025-02-01T09:00:00.000Z",
            },
            { id: "p3", title: "About", slug: `about-${unique}`, html: "<p>Us.</p>", type: "page", status: "published" },
          ],
          posts_meta: [{ post_id: "p1", feature_image_alt: "The team at work" }],
          tags: [
            { id: "t1", name: "Growth", slug: "growth" },
            { id: "t2", name: "#internal", slug: "hash-internal" },
            { id: "t3", name: "Writing", slug: "writing" },
          ],
          posts_tags: [
            { post_id: "p1", tag_id: "t1", sort_order: 0 },
            { post_id: "p1", tag_id: "t2", sort_order: 1 },
            { post_id: "p1", tag_id: "t3", sort_order: 2 },
          ],
          users: [{ id: "u1", name: `Jo Bloggs ${unique}`, slug: "jo", bio: "Writes about growth.", profile_image: null }],
          posts_authors: [
            { post_id: "p1", author_id: "u1" },
            { post_id: "p2", author_id: "u1" },
          ],
        },
      },
    ],
  };
}
