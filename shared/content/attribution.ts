/** How a lead's attribution is named wherever people read it: the admin app, the lead email, the reports. */
export const attributionCopy = {
  heading: "Where it came from",
  firstTouch: "First touch",
  lastTouch: "Last touch",
  sameTouch: "First and last touch",
  facts: {
    channel: "Source / medium",
    campaign: "Campaign",
    term: "Term",
    content: "Content",
    landingPage: "Landing page",
    referrer: "Referrer",
    clickIds: "Ad click ids",
    at: "When",
  },
  timeToConvert: "First visit to message",
  experimentsSeen: "Experiments seen",
  /** One experiment the visitor saw, for people: its name and the version they got (null: the page as it was). */
  experimentSeen: (name: string, variant: string | null) => `${name} (${variant === null ? "the original page" : `variant ${variant}`})`,
  serverOnly: "Only the page the form was sent from is known (sent without JavaScript, or from a fresh tab).",
  notRecorded: "Not recorded: this lead arrived before attribution was collected.",
} as const;
