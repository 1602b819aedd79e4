import ExternalLinkIcon from "lucide-react/icons/external-link";
import { InlineScript } from "#app/ui/inline-script.tsx";
import type { SectionOf } from "#shared/pages/sections.ts";
import legalEmbedScript from "#app/site/enhance/legal-page.ts?inline-script";
import { formatLongDate } from "#shared/dates.ts";
import { useSite } from "#app/site/lib/site-context.tsx";
import { LEGAL_SCRIPT_ID, legalEmbed, type LegalDocumentKind } from "#shared/legal-provider.ts";
import type { SectionView } from "#sections/view.ts";

/**
 * The privacy and terms pages: the provider's loader runs on every visit (app/site/enhance/legal-embed.ts).
 * Until the hosted document renders, and if it never does, the site's own baseline text is shown.
 */
export function LegalDocument({
  kind,
  html,
  effectiveDate,
  copy,
}: {
  kind: LegalDocumentKind;
  html: string;
  effectiveDate: string;
  copy: SectionOf<"legal">["copy"];
}) {
  const embed = legalEmbed(kind, useSite());
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      {/* Two tidy lines on a phone rather than a row that wraps wherever the width runs out. */}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
        <span className="basis-full sm:basis-auto">
          {copy.effective} <time dateTime={effectiveDate}>{formatLongDate(effectiveDate)}</time>
        </span>
        <span aria-hidden="true" className="hidden sm:inline">·</span>
        <a href={embed.hostedUrl} rel="noopener noreferrer" target="_blank" className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4">
          {copy.hostedLink}
          <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{copy.opensInNewTab}</span>
        </a>
      </p>
      <div
        className="mt-8 empty:hidden"
        data-legal-embed=""
        data-script-src={embed.scriptUrl}
        data-script-id={LEGAL_SCRIPT_ID}
        data-provider-attributes={JSON.stringify(embed.placeholder(embed.documentId))}
      />
      <div
        className="prose-article mt-8"
        data-legal-baseline=""
        // Our own Markdown, sanitized at build time (lib/legal.server.ts).
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <InlineScript code={legalEmbedScript} />
    </div>
  );
}

const View: SectionView<"legal"> = ({ section, prepared }) => <LegalDocument kind={section.document} html={prepared.html} effectiveDate={prepared.effectiveDate} copy={section.copy} />;

export default View;
