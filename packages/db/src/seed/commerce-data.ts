import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { cancelMessages, timeBlocks } from "../schema";

/**
 * Checkout reference data: delivery windows and the reasons offered when an order is
 * cancelled. Times are local (Asia/Tehran) and shown the same in both languages.
 */
export const timeBlockSeeds = [
  { startsAt: "08:00", endsAt: "12:00" },
  { startsAt: "12:00", endsAt: "16:00" },
  { startsAt: "16:00", endsAt: "20:00" },
] as const;

/** What a customer may give as the reason for cancelling a paid order. */
export const customerCancelMessageSeeds = [
  { titleEn: "I no longer need this order", titleFa: "دیگر به این سفارش نیاز ندارم" },
  { titleEn: "I ordered by mistake", titleFa: "اشتباهی سفارش دادم" },
  {
    titleEn: "I chose the wrong count or product",
    titleFa: "مقدار یا محصول را اشتباه انتخاب کردم",
  },
  { titleEn: "I found a better price elsewhere", titleFa: "قیمت بهتری در جای دیگری پیدا کردم" },
  {
    titleEn: "The delivery date does not suit me any more",
    titleFa: "تاریخ تحویل دیگر برایم مناسب نیست",
  },
] as const;

/** What a shop may give as the reason for cancelling an order it cannot fulfil. */
export const sellerCancelMessageSeeds = [
  { titleEn: "The product has run out", titleFa: "محصول تمام شده است" },
  {
    titleEn: "The harvest is not ready or not good enough",
    titleFa: "محصول هنوز برداشت نشده یا کیفیت مناسب ندارد",
  },
  {
    titleEn: "We cannot deliver to this address",
    titleFa: "امکان ارسال به این نشانی را نداریم",
  },
  {
    titleEn: "We cannot prepare it by the requested date",
    titleFa: "تا تاریخ درخواستی امکان آماده‌سازی نداریم",
  },
  { titleEn: "The listed price was wrong", titleFa: "قیمت ثبت‌شده اشتباه بود" },
] as const;

async function isEmpty(db: Database, table: typeof timeBlocks | typeof cancelMessages) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
  return (row?.count ?? 0) === 0;
}

/**
 * Inserts the time blocks and cancel messages, each table only while it is empty, so it
 * may run on every start without duplicating rows or undoing an admin's edits.
 */
export async function seedCommerceReference(db: Database): Promise<void> {
  if (await isEmpty(db, timeBlocks)) {
    await db
      .insert(timeBlocks)
      .values(timeBlockSeeds.map((block, index) => ({ ...block, sortOrder: index })));
  }
  if (await isEmpty(db, cancelMessages)) {
    await db.insert(cancelMessages).values([
      ...customerCancelMessageSeeds.map((message, index) => ({
        type: "customer",
        ...message,
        sortOrder: index,
      })),
      ...sellerCancelMessageSeeds.map((message, index) => ({
        type: "seller",
        ...message,
        sortOrder: index,
      })),
    ]);
  }
}
