/** The consent banner, shown only for a provider that sets cookies (GA4; shared/analytics.ts). */
export const consentCopy = {
  region: "Cookie consent",
  title: "Can we measure your visit?",
  body: "We'd like to use Google Analytics, which sets cookies, to learn which pages and campaigns help people. Nothing is loaded unless you accept, and you can change your mind any time under Cookie Settings.",
  privacy: "Privacy policy",
  accept: "Accept analytics",
  reject: "Reject",
} as const;
