import type { CartGroup, CartLine } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { toProductImage } from "../catalog/product-view";
import * as repo from "./cart.repo";
import { lineTotalRials, lineWithinBounds } from "./cart.rules";

const titled = (row: { id: number; nameFa: string; nameEn: string }) => ({
  id: row.id,
  title: row.nameFa,
  title_en: row.nameEn,
});

/** A line as the cart shows it: its price then and today, and whether it can be bought. */
function toLine(row: repo.CartLineRow): CartLine {
  const count = Number(row.count);
  const stock = Number(row.stock);
  const bounded = lineWithinBounds(row.currentUnitPriceRials, count);
  return {
    id: row.id,
    product_id: row.productId,
    name: row.name,
    latin_name: row.latinName,
    variant_id: row.variantId,
    variant_label: row.variantLabel,
    variant_label_en: row.variantLabelEn,
    image: row.cover ? toProductImage(row.cover) : null,
    count,
    stock,
    stock_type: { ...titled(row.stockType), code: row.stockType.code },
    unit_price_rials: row.unitPriceRials,
    current_unit_price_rials: row.currentUnitPriceRials,
    price_changed: row.unitPriceRials !== row.currentUnitPriceRials,
    available: row.listed && stock > 0 && bounded,
    // Out of bounds the product would not be a safe integer; such a line is not available,
    // so it counts for nothing and the customer can change or remove it.
    total_rials: bounded ? lineTotalRials(row.currentUnitPriceRials, count) : 0,
  };
}

/**
 * Cart groups with their lines, today's prices and totals. The total counts only lines that
 * can be bought, at today's price, since that is what checkout charges.
 */
export async function toGroups(
  db: Database,
  carts: readonly repo.CartWithShop[],
): Promise<CartGroup[]> {
  if (carts.length === 0) return [];
  const lines = await repo.linesOf(
    db,
    carts.map((row) => row.cart.id),
  );
  return carts.map((row) => {
    const orders = lines.filter((line) => line.cartId === row.cart.id).map(toLine);
    return {
      id: row.cart.id,
      status: row.cart.status,
      seller: {
        id: row.cart.sellerId,
        store_name: row.storeName,
        store_name_en: row.storeNameEn,
        logo: row.logo ? toProductImage(row.logo) : null,
        city: row.city ? titled(row.city) : null,
      },
      orders,
      items_total_rials: orders
        .filter((line) => line.available)
        .reduce((sum, line) => sum + line.total_rials, 0),
    };
  });
}
