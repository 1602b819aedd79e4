import { ProductPage, productMeta } from "~/components/templates/product-page";
import { seogenesis } from "~/content/products/seogenesis";

export const meta = () => productMeta(seogenesis);

export default function Route() {
  return <ProductPage product={seogenesis} />;
}
