import { ProductPage } from "#app/components/templates/product-page.tsx";
import { productMeta } from "#app/lib/page-meta.ts";
import { aisdr } from "#app/content/products/aisdr.ts";

export const meta = () => productMeta(aisdr);

export default function Route() {
  return <ProductPage product={aisdr} />;
}
