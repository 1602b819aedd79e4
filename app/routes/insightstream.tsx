import { ProductPage, productMeta } from "~/components/templates/product-page";
import { insightstream } from "~/content/products/insightstream";

export const meta = () => productMeta(insightstream);

export default function Route() {
  return <ProductPage product={insightstream} />;
}
