import type { CurrencyPair, RateBody, RateEntry, RateHistoryQuery } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { paged } from "../../lib/paged";
import { recordAdminAction } from "../audit/audit.service";
import { insertRate, listRates } from "./rates.repo";

/*
 * Rates as an admin keeps them (docs/admin-catalogue-api.md): the table is append-only, so
 * setting a rate adds a row that becomes the current one and keeps the old as history. The
 * storefront's conversions and the dirham gateway read the newest row on every request.
 */

function toEntry(row: Awaited<ReturnType<typeof insertRate>>): RateEntry {
  return {
    id: row.id,
    pair: row.pair as CurrencyPair,
    rate: Number(row.rate),
    source: row.source,
    created_at: row.createdAt.toISOString(),
  };
}

/** A page of a pair's history; one row more than asked says whether another page follows. */
export async function rateHistory(db: Database, query: RateHistoryQuery) {
  return paged(
    query,
    (window) => listRates(db, query.pair, { ...window, order: query.order }),
    (rows) => rows.map(toEntry),
  );
}

export async function setRate(
  db: Database,
  admin: { id: number },
  body: RateBody,
): Promise<RateEntry> {
  return db.transaction(async (tx) => {
    const [previous] = await listRates(tx, body.pair, { limit: 1 });
    const entry = toEntry(
      await insertRate(tx, { pair: body.pair, rate: body.rate.toFixed(6), source: "admin" }),
    );
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: "rate.set",
      targetKind: "rate",
      targetId: body.pair,
      before: previous ? toEntry(previous) : null,
      after: entry,
    });
    return entry;
  });
}
