import type { Database } from "@kesht/db";
import { lastMonths } from "../modules/ledger/revenue-months";
import { ownersWithMovement } from "../modules/ledger/seller-statement";
import { notifyMonthlyStatement } from "../modules/notifications/notifications.service";

/**
 * Once a Jalali month has closed, every shop and driver whose money moved in it is told its
 * statement is ready (an e-mail, by default, through the channel layer; the e-mail carries the
 * month's figures). Each person hears of a month once, however often this runs. Answers how
 * many were written.
 */
export async function sendMonthlyStatements(db: Database, now: Date): Promise<number> {
  const [closed] = lastMonths(now, 2, "jalali");
  if (!closed) return 0;
  let written = 0;
  for (const owner of await ownersWithMovement(db, closed)) {
    const wrote = await db.transaction((tx) =>
      notifyMonthlyStatement(tx, { ...owner, month: closed }),
    );
    if (wrote) written += 1;
  }
  return written;
}
