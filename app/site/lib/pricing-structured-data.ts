import type { SectionOf } from "#shared/pages/sections.ts";
import { site } from "#shared/content/site.ts";
import { absoluteUrl } from "#shared/seo.ts";
import { priceBounds } from "./pricing.ts";

/** FAQPage from the same entries the accordion shows. */
export function faqPage(entries: SectionOf<"faq">["items"]) {
  return {
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

/** Product + Offer (fixed price) or AggregateOffer (range) per package, monthly, from the displayed prices. */
export function packageProduct(pkg: SectionOf<"pricing-packages">["items"][number]) {
  const bounds = priceBounds(pkg.monthly);
  const url = absoluteUrl(`/pricing#package-${pkg.id}`);
  const offers =
    bounds === undefined
      ? undefined
      : bounds.low === bounds.high
        ? {
            "@type": "Offer",
            price: bounds.low,
            priceCurrency: "USD",
            url,
            priceSpecification: { "@type": "UnitPriceSpecification", price: bounds.low, priceCurrency: "USD", unitText: "MONTH", billingDuration: "P1M" },
          }
        : { "@type": "AggregateOffer", lowPrice: bounds.low, highPrice: bounds.high, priceCurrency: "USD", offerCount: 1, url };
  return {
    "@type": "Product",
    name: `${pkg.name}`,
    description: pkg.description,
    brand: { "@type": "Brand", name: site.brand },
    category: "Marketing automation software",
    ...(offers ? { offers } : {}),
  };
}
