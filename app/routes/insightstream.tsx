import { ProductPage } from "#app/components/templates/product-page.tsx";
import { productMeta } from "#app/lib/page-meta.ts";
import { insightstream } from "#app/content/products/insightstream.ts";

export const meta = () => productMeta(insightstream);

export default function Route() {
  return <ProductPage product={insightstream} />;
}
