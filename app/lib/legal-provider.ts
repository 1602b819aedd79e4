/**
 * The legal-policy provider's embed, kept behind one small adapter so the provider can be swapped
 * in site.ts. Termly: a `<div name="termly-embed" data-id=… data-type="iframe">` placeholder and its
 * loader script, which replaces the placeholder with the hosted document.
 */
import { site } from "~/content/site";

export type LegalDocumentKind = "privacy" | "terms";

export const LEGAL_SCRIPT_ID = "legal-policy-loader";

export function legalEmbed(kind: LegalDocumentKind) {
  const { legal } = site;
  return {
    scriptUrl: legal.scriptUrl,
    documentId: kind === "privacy" ? legal.privacyPolicyId : legal.termsOfServiceId,
    hostedUrl: kind === "privacy" ? legal.privacyPolicyUrl : legal.termsOfServiceUrl,
    /** Attributes of the placeholder element the provider's loader looks for. */
    placeholder: (documentId: string) => ({ name: "termly-embed", "data-id": documentId, "data-type": "iframe" }),
  };
}
