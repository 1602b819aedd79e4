/**
 * What the content CLI answers without the store: its usage, and which words are its commands.
 * Apart from commands.ts so that printing the usage loads nothing else (issue 74).
 */
export const CONTENT_USAGE = `Usage: npm run content -- <command>

  list                              every post: status, publish time, slug
  import <file or folder> [--publish]
                                    adds or updates posts from Markdown files (by id), with the
                                    images they name from images/ beside them and a folder's
                                    authors.yaml, and pages from .yaml or .json files (by
                                    address; a folder's own and its pages/); --publish puts each
                                    live (a post dated ahead: scheduled; a draft stays one),
                                    without it new posts and pages are drafts, a post keeps its
                                    status and a live page's import waits as its edits
  export <folder>                   every post as Markdown with frontmatter, authors.yaml, images/,
                                    every page as pages/<name>.yaml, and the menus as menus.yaml
  publish <slug>                    live now
  schedule <slug> <time>            live at a time to come (ISO 8601, e.g. 2026-12-01T09:00:00Z)
  unpublish <slug> [--at <time>]    off the site now (its address answers 410 Gone), or at a time
  redirect <from> <to>              a 301 from an old address to a path or a full URL
  redirect <from> --gone            an address that answers 410 Gone
  redirects                         every redirect: old slugs and manual ones
  translation-export <address> [--format xliff|json] [--out <file>]
                                    a page's, post's or form's translation's words for a
                                    translation agency (XLIFF 2.0 by default), the original's
                                    beside them, e.g. /de, /de/blog/abm-leitfaden, or form:12 (a
                                    form's translation by its number, as in the studio's address)
  translation-import <address> <file>
                                    the agency's file back (.xlf or .json), checked whole: every
                                    text there with its links and placeholders, or nothing taken
`;

const CONTENT_COMMANDS = new Set(["list", "import", "export", "publish", "unpublish", "schedule", "redirect", "redirects", "translation-export", "translation-import"]);

/** Whether `command` is one the CLI runs against the store; anything else gets the usage. */
export function isContentCommand(command: string | undefined): boolean {
  return command !== undefined && CONTENT_COMMANDS.has(command);
}
