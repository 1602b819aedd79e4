import { ProductPage } from "#app/components/templates/product-page.tsx";
import { productMeta } from "#app/lib/page-meta.ts";
import { contentos } from "#app/content/products/contentos.ts";

export const meta = () => productMeta(contentos);

export default function Route() {
  return <ProductPage product={contentos} />;
}
