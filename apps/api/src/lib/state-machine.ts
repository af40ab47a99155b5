import type { ErrorCode } from "@kesht/contracts";
import { AppError } from "./app-error";

/**
 * A lifecycle as data: for each state, the states it may move to. Each domain with states
 * keeps its table in `<domain>.states.ts` and changes a status only through one writer that
 * asks `assertTransition` first.
 */
export type TransitionTable<S extends string> = Readonly<Record<S, readonly S[]>>;

export function canTransition<S extends string>(
  table: TransitionTable<S>,
  from: S,
  to: S,
): boolean {
  return table[from].includes(to);
}

/** Throws 409 (`invalid_transition`, or the domain's own code) unless `from → to` is in the table. */
export function assertTransition<S extends string>(
  table: TransitionTable<S>,
  from: S,
  to: S,
  code: ErrorCode = "invalid_transition",
): void {
  if (!canTransition(table, from, to)) throw new AppError(code);
}
