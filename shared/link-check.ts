/**
 * A document's links to this site checked before it goes live (publish, schedule, update): the
 * contract between the server, which finds them, and the studio, which shows them at the button
 * with "Publish anyway".
 */

/** A link of the document, flagged: it leads to no page of the site (`problem`), or through a redirect (`to`). */
export interface FlaggedLink {
  /** The field it is in, by path ("body", "sections.2.primary.href"): the studio names and opens it. */
  field: string;
  href: string;
  /** The words shown on it (a button's label, a link's text); empty for a bare address. */
  text: string;
  /** Why no page is there, in words; absent for a link that works through a redirect. */
  problem?: string;
  /** Where a redirect sends it (a path of the site or a full address). */
  to?: string;
}

/** The request's answer to the warning: go live with these links as they are. */
export const PUBLISH_ANYWAY = "publish-anyway";

export const isBroken = (link: FlaggedLink): boolean => link.problem !== undefined;
