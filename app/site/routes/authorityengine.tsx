import { ProductPage } from "#app/site/components/templates/product-page.tsx";
import { productMeta } from "#app/site/lib/page-meta.ts";
import { authorityengine } from "#app/site/content/products/authorityengine.ts";

export const meta = () => productMeta(authorityengine);

export default function Route() {
  return <ProductPage product={authorityengine} />;
}
