import { ProductPage } from "#app/components/templates/product-page.tsx";
import { productMeta } from "#app/lib/page-meta.ts";
import { authorityengine } from "#app/content/products/authorityengine.ts";

export const meta = () => productMeta(authorityengine);

export default function Route() {
  return <ProductPage product={authorityengine} />;
}
