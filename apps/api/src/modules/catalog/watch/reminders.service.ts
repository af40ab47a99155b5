import type { ProductReminders, ReminderKind } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../../lib/app-error";
import { notifyEach } from "../../notifications/notifications.service";
import * as repo from "./reminders.repo";

/*
 * "Tell me when it's back" and "tell me if it gets cheaper" (issue 30 item 2, decision 039).
 * A reminder is claimed by the transaction that changes the product's stock or price, right
 * after that change: the notification is written with it, exactly once, and the reminder ends.
 */

/** What a person has open on a product. */
export async function remindersOn(
  db: Database,
  userId: number,
  productId: number,
): Promise<ProductReminders> {
  const kinds = await repo.openReminderKinds(db, userId, productId);
  return {
    back_in_stock: kinds.includes("back_in_stock"),
    price_drop: kinds.includes("price_drop"),
  };
}

/**
 * Opens a reminder (again is a no-op). "Back in stock" only on a product that is out of stock:
 * the product's row is share-locked while it is read, so a restock either comes first (the
 * request is refused: it is in stock) or comes after and finds this reminder to fire.
 */
export async function setReminder(
  db: Database,
  userId: number,
  productId: number,
  kind: ReminderKind,
): Promise<ProductReminders> {
  await db.transaction(async (tx) => {
    const product = await repo.lockProductForReminder(tx, productId);
    if (!product?.isActive || product.deletedAt !== null) {
      throw new AppError("product_not_found");
    }
    if (kind === "back_in_stock" && product.stock > 0) throw new AppError("product_in_stock");
    await repo.insertReminder(tx, {
      userId,
      productId,
      kind,
      priceRialsAtSet: product.discountedPriceRials,
    });
  });
  return remindersOn(db, userId, productId);
}

export async function cancelReminder(
  db: Database,
  userId: number,
  productId: number,
  kind: ReminderKind,
): Promise<ProductReminders> {
  await repo.deleteOpenReminder(db, { userId, productId, kind });
  return remindersOn(db, userId, productId);
}

/** A product's stock and the price a customer pays, before or after a change. */
export interface StockAndPrice {
  stock: number;
  discountedPriceRials: number;
}

/**
 * After a change of a product's stock or price, in the same transaction (the product's row
 * is locked by the change): stock back from nothing fires "back in stock"; a price below what
 * a reminder was set at fires "price drop". Each person is told once; the reminder ends.
 */
export async function fireReminders(
  tx: Database,
  productId: number,
  before: StockAndPrice,
  after: StockAndPrice,
): Promise<void> {
  const restocked = before.stock <= 0 && after.stock > 0;
  const cheaper = after.discountedPriceRials < before.discountedPriceRials;
  if (!restocked && !cheaper) return;
  const backInStock = restocked
    ? await repo.claimOpenReminders(tx, productId, "back_in_stock")
    : [];
  const priceDrop = cheaper
    ? await repo.claimOpenReminders(tx, productId, "price_drop", after.discountedPriceRials)
    : [];
  if (backInStock.length === 0 && priceDrop.length === 0) return;
  const names = await repo.productNames(tx, productId);
  const params = { name: names?.name ?? "", latin_name: names?.latinName ?? "" };
  if (backInStock.length > 0) {
    await notifyEach(
      tx,
      backInStock.map((row) => row.userId),
      { role: "customer", kind: "back_in_stock", subjectId: productId, params },
    );
  }
  if (priceDrop.length > 0) {
    await notifyEach(
      tx,
      priceDrop.map((row) => row.userId),
      {
        role: "customer",
        kind: "price_dropped",
        subjectId: productId,
        params: { ...params, price_rials: after.discountedPriceRials },
      },
    );
  }
}
