import { ProductPage, productMeta } from "~/components/templates/product-page";
import { contentos } from "~/content/products/contentos";

export const meta = () => productMeta(contentos);

export default function Route() {
  return <ProductPage product={contentos} />;
}
