/**
 * The legal-policy provider's embed, kept behind one small adapter so the provider can be swapped
 * in site.ts. Termly: a `<div name="termly-embed" data-id=… data-type="iframe">` placeholder and its
 * loader script, which replaces the placeholder with the hosted document.
 */
import { site as defaults, type SiteConfig } from "#shared/content/site.ts";

export type LegalDocumentKind = "privacy" | "terms";

/** The path each document is published at (app/routes.ts maps both to routes/legal.tsx). */
export function legalKindOf(pathname: string): LegalDocumentKind {
  if (pathname === "/privacy" || pathname === "/terms") return pathname.slice(1) as LegalDocumentKind;
  throw new Error(`No legal document at ${pathname}`);
}

export const LEGAL_SCRIPT_ID = "legal-policy-loader";

export function legalEmbed(kind: LegalDocumentKind, { legal }: Pick<SiteConfig, "legal"> = defaults) {
  return {
    scriptUrl: legal.scriptUrl,
    documentId: kind === "privacy" ? legal.privacyPolicyId : legal.termsOfServiceId,
    hostedUrl: kind === "privacy" ? legal.privacyPolicyUrl : legal.termsOfServiceUrl,
    /** Attributes of the placeholder element the provider's loader looks for. */
    placeholder: (documentId: string) => ({ name: "termly-embed", "data-id": documentId, "data-type": "iframe" }),
  };
}
