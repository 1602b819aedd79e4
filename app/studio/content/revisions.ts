/** A document's revisions: the list, its differences and restoring one. */
export const revisionsCopy = {
  title: "Revisions",
  lead: "Every save that changed the post, with who and when, and how it differs from the copy you are editing. One person's saves within ten minutes are one revision.",
  none: "No revisions yet: the first save keeps one.",
  kinds: { edit: "Saved", restore: "Restored", conflict: "Not applied (conflict)", before: "Before the first edit", import: "Imported", experiment: "Published from an experiment" } as Record<
    string,
    string
  >,
  same: "Same as the copy you are editing.",
  loading: "Reading this revision…",
  /** The fields a revision differs in, as a sentence: "Title, text and tags differ". */
  differ: (fields: readonly string[]) => {
    const names = fields.map((name, index) => (index === 0 ? name : name.toLowerCase()));
    return `${names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]} ${names.length > 1 ? "differ" : "differs"}`;
  },
  compare: "What differs",
  hide: "Hide",
  restore: "Restore…",
  confirm: "Restore this version? It becomes the copy you edit; what you have now stays in the revisions.",
  confirmLive: "Restore this version? It becomes the post's unpublished changes (the live article changes when you update it); what you have now stays in the revisions.",
  confirmRestore: "Restore this version",
  cancel: "Cancel",
  waitForSave: "Wait for your edits to be saved first.",
  field: {
    title: "Title",
    slug: "Address",
    excerpt: "Excerpt",
    body: "Text",
    author: "Author",
    category: "Category",
    tags: "Tags",
    cover: "Cover photo",
    coverAlt: "Cover description",
    seoTitle: "Search title",
    seoDescription: "Search description",
    canonicalUrl: "Original address",
    noindex: "Out of search engines",
  } as Record<string, string>,
} as const;
