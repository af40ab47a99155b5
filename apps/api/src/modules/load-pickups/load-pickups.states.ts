import { type PickupStatus, pickupStatuses } from "@kesht/contracts";
import { AppError } from "../../lib/app-error";
import * as lifecycle from "../../lib/state-machine";

/*
 * A pickup record's lifecycle (docs/decisions/036-freight.md):
 *
 *   (recorded) ──▶ matched                      counts and weight agree: the load may leave
 *              └─▶ awaiting_seller ──▶ confirmed  the shop agrees: the load may leave
 *                        │  ▲      └─▶ disputed ──▶ (recorded again)
 *                        └──┘ (recorded again)
 *
 * The driver records over a record that waits for the shop or was disputed; matched and
 * confirmed are final, as the load may already be on its way.
 */
export const pickupTransitions: lifecycle.TransitionTable<PickupStatus> = {
  matched: [],
  awaiting_seller: ["matched", "awaiting_seller", "confirmed", "disputed"],
  confirmed: [],
  disputed: ["matched", "awaiting_seller"],
};

/** What recording gives: the two states a record is born in. */
export type RecordedStatus = Extract<PickupStatus, "matched" | "awaiting_seller">;
/** What the shop answers a record that waits for it. */
export type ShopDecision = Extract<PickupStatus, "confirmed" | "disputed">;

/** The statuses a new recording may write over (per the table). */
export const rerecordable = pickupStatuses.filter((from) =>
  pickupTransitions[from].includes("matched"),
);

/** 409 `invalid_transition` when the driver records over a matched or confirmed record. */
export function assertRecordable(from: PickupStatus | undefined, to: RecordedStatus) {
  if (from !== undefined) lifecycle.assertTransition(pickupTransitions, from, to);
}

/** 409 `pickup_not_pending` unless the record waits for the shop's answer. */
export function assertShopMayAnswer(from: PickupStatus | undefined, to: ShopDecision) {
  if (from === undefined) throw new AppError("pickup_not_pending");
  lifecycle.assertTransition(pickupTransitions, from, to, "pickup_not_pending");
}

/**
 * Whether the load may leave: only once its record is matched or confirmed. Without one, or
 * after a dispute, the driver records (again); while the shop has not answered, they wait.
 */
export function assertMayLeave(status: PickupStatus | undefined) {
  if (status === "matched" || status === "confirmed") return;
  throw new AppError(
    status === "awaiting_seller" ? "pickup_awaiting_seller" : "pickup_not_recorded",
  );
}

/**
 * Whether the shop may call the load off (docs/decisions/045-cancel-disputed-load.md): only
 * after it disputed the record. A record that waits for the shop is answered, not cancelled
 * around; a matched or confirmed one lets the load leave. 409 `load_not_cancellable` otherwise.
 */
export function assertLoadCancellable(status: PickupStatus | undefined) {
  if (status !== "disputed") throw new AppError("load_not_cancellable");
}
