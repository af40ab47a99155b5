import type { SupportStatus } from "@kesht/contracts";
import { assertTransition, type TransitionTable } from "../../lib/state-machine";

/**
 * A support thread's lifecycle, in one place:
 *
 *   open ──(an admin answers)──▶ answered ──(the asker writes again)──▶ open
 *     └───────────(an admin closes it)───────────▶ closed ◀──(an admin closes it)──┘
 *
 * `closed` is final: it takes no more messages from anyone (409). An admin may answer an
 * answered thread again. Every change goes through `assertSupportTransition`.
 */
export const supportTransitions: TransitionTable<SupportStatus> = {
  open: ["open", "answered", "closed"],
  answered: ["open", "answered", "closed"],
  closed: [],
};

/** Throws 409 `conversation_closed` unless `from → to` is in the table. */
export function assertSupportTransition(from: SupportStatus, to: SupportStatus): void {
  assertTransition(supportTransitions, from, to, "conversation_closed");
}
