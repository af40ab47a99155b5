import type { OrderReturn } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { toStoredFile } from "../files/files.service";
import * as repo from "./returns.repo";

/** Return rows → the contracts' shape, their lines and photos in two more queries. */
export async function toReturns(
  db: Database,
  rows: readonly repo.ReturnRow[],
): Promise<OrderReturn[]> {
  const ids = rows.map((row) => row.id);
  const [lines, photos] = await Promise.all([repo.linesOf(db, ids), repo.photosOf(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    order_id: row.orderId,
    status: row.status,
    reason: row.reason,
    lines: lines
      .filter((line) => line.returnId === row.id)
      .map((line) => ({
        order_item_id: line.orderItemId,
        name: line.name,
        latin_name: line.latinName,
        quantity: Number(line.quantity),
        amount_rials: line.amountRials,
      })),
    photos: photos
      .filter((photo) => photo.returnId === row.id)
      .map(({ file }) => toStoredFile(file)),
    asked_rials: row.askedRials,
    offered_rials: row.offeredRials,
    refund_rials: row.refundRials,
    goods_back: row.goodsBack,
    shop_note: row.shopNote,
    admin_note: row.adminNote,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function toReturn(db: Database, row: repo.ReturnRow): Promise<OrderReturn> {
  const [one] = await toReturns(db, [row]);
  if (!one) throw new Error(`return ${row.id} could not be shown`);
  return one;
}
