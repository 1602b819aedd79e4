import { ProductPage } from "#app/components/templates/product-page.tsx";
import { productMeta } from "#app/lib/page-meta.ts";
import { seogenesis } from "#app/content/products/seogenesis.ts";

export const meta = () => productMeta(seogenesis);

export default function Route() {
  return <ProductPage product={seogenesis} />;
}
