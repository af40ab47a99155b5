import type { FastifyInstance } from "fastify";
import { autoConfirmDueReceipts } from "../flows/confirm-receipt";
import type { JobKind } from "./job-kind";

/**
 * Confirms the receipt of orders delivered RECEIPT_AUTO_CONFIRM_HOURS ago (three days by
 * default) that their customers neither confirmed nor disputed, settling each (SPEC §9).
 * Idempotent: an order is claimed with SKIP LOCKED and settled under a unique ledger key.
 */
export const confirmReceiptsJob: JobKind<FastifyInstance> = {
  kind: "confirm_receipts",
  everyMs: 5 * 60_000,
  async run(app) {
    const count = await autoConfirmDueReceipts(app.db, {
      afterHours: app.settlement.receiptAutoConfirmHours,
      commissionPercent: app.settlement.commissionPercent,
    });
    if (count > 0) app.log.info({ count }, "receipts confirmed after the waiting time");
    return count;
  },
};
