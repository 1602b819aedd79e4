import { ProductPage } from "#app/site/components/templates/product-page.tsx";
import { productMeta } from "#app/site/lib/page-meta.ts";
import { insightstream } from "#app/site/content/products/insightstream.ts";

export const meta = () => productMeta(insightstream);

export default function Route() {
  return <ProductPage product={insightstream} />;
}
