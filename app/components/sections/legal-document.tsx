import ExternalLinkIcon from "lucide-react/icons/external-link";
import { useEffect, useRef, useState } from "react";
import { legalCopy } from "~/content/legal";
import { formatLongDate } from "~/lib/dates";
import { LEGAL_SCRIPT_ID, legalEmbed, type LegalDocumentKind } from "~/lib/legal-provider";

/**
 * SPEC "Privacy and Terms": the provider's script is added when the page is shown and removed when
 * the visitor leaves (a fresh element each time, so the loader runs again on every visit). Until the
 * hosted document renders, and if it never does, the site's own baseline text is shown.
 */
export function LegalDocument({ kind, html, effectiveDate }: { kind: LegalDocumentKind; html: string; effectiveDate: string }) {
  const embed = legalEmbed(kind);
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [providerRendered, setProviderRendered] = useState(false);

  useEffect(() => {
    const provider = legalEmbed(kind);
    // The provider's attributes (e.g. Termly's non-standard `name` on a div) are set here, in the
    // live page where its loader looks for them, so the prerendered HTML stays valid.
    const placeholder = placeholderRef.current;
    for (const [attribute, value] of Object.entries(provider.placeholder(provider.documentId))) placeholder?.setAttribute(attribute, value);

    const script = document.createElement("script");
    script.id = LEGAL_SCRIPT_ID;
    script.src = provider.scriptUrl;
    script.async = true;
    document.body.appendChild(script);

    // The provider fills the placeholder when its document renders; until then the baseline stays.
    const observer = new MutationObserver(() => {
      if (placeholder && placeholder.childElementCount > 0) setProviderRendered(true);
    });
    if (placeholder) observer.observe(placeholder, { childList: true, subtree: true });

    return () => {
      observer.disconnect();
      script.remove();
    };
  }, [kind]);

  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
        <span>
          {legalCopy.effective} <time dateTime={effectiveDate}>{formatLongDate(effectiveDate)}</time>
        </span>
        <span aria-hidden="true">·</span>
        <a href={embed.hostedUrl} rel="noopener noreferrer" target="_blank" className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4">
          {legalCopy.hostedLink}
          <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{legalCopy.opensInNewTab}</span>
        </a>
      </p>
      <div ref={placeholderRef} className="mt-8 empty:hidden" data-testid="legal-provider-embed" />
      {providerRendered ? null : (
        <div
          className="prose-article mt-8"
          data-testid="legal-baseline"
          // Our own Markdown, sanitized at build time (lib/legal.server.ts).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </div>
  );
}
