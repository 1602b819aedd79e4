import { ProductPage } from "#app/site/components/templates/product-page.tsx";
import { productMeta } from "#app/site/lib/page-meta.ts";
import { aisdr } from "#app/site/content/products/aisdr.ts";

export const meta = () => productMeta(aisdr);

export default function Route() {
  return <ProductPage product={aisdr} />;
}
