import type { Database } from "@kesht/db";
import { expireLapsedProposals } from "../modules/shipping/shipping.transition";

/**
 * Marks `expired` the pending proposals whose time (`valid_until`) passed, a batch per run
 * until none is left. Lists and accepts already treat such a bid as gone; this makes the
 * status say so. Each batch is one guarded update, so a second worker finds nothing left.
 */
export async function expireProposals(db: Database, now = new Date()): Promise<number> {
  let expired = 0;
  for (;;) {
    const count = await expireLapsedProposals(db, now);
    expired += count;
    if (count === 0) return expired;
  }
}
