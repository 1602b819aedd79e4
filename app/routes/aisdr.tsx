import { ProductPage, productMeta } from "~/components/templates/product-page";
import { aisdr } from "~/content/products/aisdr";

export const meta = () => productMeta(aisdr);

export default function Route() {
  return <ProductPage product={aisdr} />;
}
