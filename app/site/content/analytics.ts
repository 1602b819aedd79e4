/** The consent banner, shown for a provider that sets cookies (GA4) or page experiments that wait for consent (shared/analytics.ts). */
export const consentCopy = {
  region: "Cookie consent",
  title: "Can we measure your visit?",
  body: "We'd like to use Google Analytics, which sets cookies, to learn which pages and campaigns help people. Nothing is loaded unless you accept, and you can change your mind any time under Cookie Settings.",
  /** Said too when Accept also lets the page experiments count the visitor. */
  experimentsToo: "Accepting also lets us show you one version of a page we are testing, with a cookie of our own, and count your visit once.",
  /** A site whose analytics set no cookie, asking for its page experiments alone. */
  experimentsOnly: {
    title: "Can we count your visit?",
    body: "We sometimes try two versions of a page to learn which helps people more. With your consent, a cookie of our own keeps the version you see and counts your visit once. Nothing is set unless you accept, and you can change your mind any time under Cookie Settings.",
    accept: "Accept",
  },
  privacy: "Privacy policy",
  accept: "Accept analytics",
  reject: "Reject",
} as const;
