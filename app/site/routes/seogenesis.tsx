import { ProductPage } from "#app/site/components/templates/product-page.tsx";
import { productMeta } from "#app/site/lib/page-meta.ts";
import { seogenesis } from "#app/site/content/products/seogenesis.ts";

export const meta = () => productMeta(seogenesis);

export default function Route() {
  return <ProductPage product={seogenesis} />;
}
