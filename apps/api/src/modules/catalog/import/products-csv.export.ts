import { productCsvColumns, type SessionUser } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { csvLine, utf8Bom } from "../../../lib/csv";
import { assertCanWrite } from "../seller-products.service";
import { ownProductsAfter } from "./product-imports.repo";
import { csvValuesOf } from "./product-rows";

/** Rows read per query while streaming: a large shop's file never sits in memory. */
const batchSize = 500;

/**
 * The shop's products as the CSV file the import reads back (UTF-8 with a BOM, the columns of
 * `productCsvColumns`), oldest first. Checked before the first byte, so a refusal is still an
 * envelope rather than half a file.
 */
export async function ownProductsCsv(
  db: Database,
  user: SessionUser,
): Promise<AsyncGenerator<string>> {
  await assertCanWrite(db, user);
  return lines(db, user.id);
}

async function* lines(db: Database, sellerId: number): AsyncGenerator<string> {
  yield utf8Bom + csvLine(productCsvColumns);
  let after = 0;
  for (;;) {
    const rows = await ownProductsAfter(db, sellerId, after, batchSize);
    for (const row of rows) {
      const values = csvValuesOf(row);
      yield csvLine(productCsvColumns.map((column) => (column === "id" ? row.id : values[column])));
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = last.id;
  }
}
