/** Who files reports and support threads: a customer, or a shop (the API's `seller`). */
export type ReporterSide = "customer" | "seller";

/** SPEC's names: `/customer/report-message` and `/seller/report-message`. */
export function reportsPath(side: ReporterSide): string {
  return `/${side}/report-message`;
}

/** One's own reports; a new report refetches it. */
export const OWN_REPORTS_KEY = "own-reports";

/** The web page listing one's own reports, under the role's profile. */
export function ownReportsPage(side: ReporterSide): string {
  return side === "customer" ? "/customer/profile/reports" : "/shop/profile/reports";
}
