import type { ReportStatus } from "@kesht/contracts";
import { assertTransition, type TransitionTable } from "../../lib/state-machine";

/**
 * A report's lifecycle, in one place:
 *
 *   open ──(an admin answers it)──▶ answered ──(an admin closes it)──▶ closed
 *     └──────────(an admin closes it without an answer)──────────────▶ closed
 *
 * `closed` is final; an answer is given once. Every change goes through `assertReportTransition`.
 */
export const reportTransitions: TransitionTable<ReportStatus> = {
  open: ["answered", "closed"],
  answered: ["closed"],
  closed: [],
};

/** Throws 409 `report_settled` unless `from → to` is in the table. */
export function assertReportTransition(from: ReportStatus, to: ReportStatus): void {
  assertTransition(reportTransitions, from, to, "report_settled");
}
