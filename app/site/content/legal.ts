/** Copy around the legal documents (the documents themselves are content/legal/*.md). */
export const legalCopy = {
  effective: "Effective",
  hostedLink: "View the hosted version",
  opensInNewTab: "(opens in a new tab)",
};

export type LegalCopy = typeof legalCopy;
