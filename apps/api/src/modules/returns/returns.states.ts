import type { ReturnStatus } from "@kesht/contracts";
import * as lifecycle from "../../lib/state-machine";

/**
 * A return's lifecycle (issue 28 item 2), in one place:
 *
 *   requested → refunded                 (the shop accepts: all of what was asked)
 *   requested → offered → refunded       (the shop offers part; the customer takes it)
 *   requested → refused                  (the shop refuses)
 *   offered   → refused                  (the customer refuses the offer)
 *   refused   → disputed → resolved      (an admin ends it with an amount, 0 … what was asked)
 *
 * `refunded` and `resolved` are final; a `refused` return nobody disputes stays as it is.
 * Every status change goes through `transitionReturn` (returns.repo.ts), which asks here.
 */
export const returnTransitions: lifecycle.TransitionTable<ReturnStatus> = {
  requested: ["refunded", "offered", "refused"],
  offered: ["refunded", "refused"],
  refused: ["disputed"],
  disputed: ["resolved"],
  refunded: [],
  resolved: [],
};

/** Throws 409 `return_state_changed` unless `from → to` is in the table. */
export function assertReturnTransition(from: ReturnStatus, to: ReturnStatus): void {
  lifecycle.assertTransition(returnTransitions, from, to, "return_state_changed");
}
