import { ProductPage, productMeta } from "~/components/templates/product-page";
import { authorityengine } from "~/content/products/authorityengine";

export const meta = () => productMeta(authorityengine);

export default function Route() {
  return <ProductPage product={authorityengine} />;
}
