import type { ProductDetail } from "@kesht/contracts";

/**
 * What the purchase box reads of a product. The page hands it only these: a client component's
 * props are written into the page's HTML a second time, for hydration, and the description,
 * properties, photos and seller are not read here.
 */
export type PurchasedProduct = Pick<
  ProductDetail,
  | "id"
  | "name"
  | "latin_name"
  | "is_active"
  | "stock"
  | "stock_type"
  | "price_rials"
  | "discount_percent"
  | "discounted_price_rials"
  | "variants"
>;

/** The fields of `product` the purchase box reads. */
export function purchasedProduct(product: ProductDetail): PurchasedProduct {
  const { id, name, latin_name, is_active, stock, stock_type, variants } = product;
  const { price_rials, discount_percent, discounted_price_rials } = product;
  return {
    id,
    name,
    latin_name,
    is_active,
    stock,
    stock_type,
    price_rials,
    discount_percent,
    discounted_price_rials,
    variants,
  };
}
