import { ProductPage } from "#app/site/components/templates/product-page.tsx";
import { productMeta } from "#app/site/lib/page-meta.ts";
import { contentos } from "#app/site/content/products/contentos.ts";

export const meta = () => productMeta(contentos);

export default function Route() {
  return <ProductPage product={contentos} />;
}
