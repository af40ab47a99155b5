import { type CashRequestStatus, rialsToToman } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, eq, gt } from "drizzle-orm";
import { csvLine, utf8Bom } from "../../lib/csv";

const { cashRequests, sellers, users } = schema;

/** Rows read per query while streaming: the file may be long, memory stays small. */
const batchSize = 500;

const header = [
  "id",
  "requested_at",
  "status",
  "role",
  "name",
  "shop",
  "mobile",
  "sheba",
  "amount_rials",
  "amount_toman",
  "bank_reference",
];

/**
 * The cash-out requests of one status as CSV lines for the bank's batch, oldest first (the
 * order the queue is worked in), read in batches by id so a long file never sits in memory.
 */
export async function* cashRequestsCsv(
  db: Database,
  status: CashRequestStatus,
): AsyncGenerator<string> {
  yield utf8Bom + csvLine(header);
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        request: cashRequests,
        name: users.name,
        mobile: users.mobile,
        storeName: sellers.storeName,
      })
      .from(cashRequests)
      .innerJoin(users, eq(users.id, cashRequests.userId))
      .leftJoin(sellers, eq(sellers.userId, cashRequests.userId))
      .where(and(eq(cashRequests.status, status), gt(cashRequests.id, after)))
      .orderBy(asc(cashRequests.id))
      .limit(batchSize);
    for (const { request, name, mobile, storeName } of rows) {
      yield csvLine([
        request.id,
        request.createdAt.toISOString(),
        request.status,
        request.role,
        name,
        request.role === "seller" ? storeName : null,
        mobile,
        request.sheba,
        request.amountRials,
        rialsToToman(request.amountRials),
        request.bankReference,
      ]);
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = last.request.id;
  }
}
