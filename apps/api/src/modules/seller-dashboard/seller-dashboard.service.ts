import type { SellerDashboard } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { listOwnLowStockProducts } from "../catalog/seller-products.service";
import { favouriteCounts } from "../catalog/watch/favourites.service";
import { DELIVERY_TIME_ZONE, todayIn } from "../checkout/checkout.rules";
import { countSellerOrdersPaidOn } from "../orders/orders.service";
import { sellerPendingIncome } from "../wallet/wallet.service";

/**
 * The figures on a shop's home page, each computed by the module that owns its data: today's
 * orders (orders), the income waiting for settlement (wallet, from the ledger), the listed
 * products running out and how many people keep the shop and its products as favourites
 * (catalogue). "Today" is Iran's calendar day, as everywhere in Kesht.
 */
export async function getSellerDashboard(db: Database, sellerId: number): Promise<SellerDashboard> {
  const today = todayIn(new Date(), DELIVERY_TIME_ZONE);
  const [ordersToday, pendingIncome, lowStock, favourites] = await Promise.all([
    countSellerOrdersPaidOn(db, sellerId, { date: today, timeZone: DELIVERY_TIME_ZONE }),
    sellerPendingIncome(db, sellerId),
    listOwnLowStockProducts(db, sellerId),
    favouriteCounts(db, sellerId),
  ]);
  return {
    today,
    orders_today: ordersToday,
    pending_income_rials: pendingIncome,
    low_stock: lowStock,
    favourites,
  };
}
