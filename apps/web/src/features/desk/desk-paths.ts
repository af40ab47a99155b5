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

/** SPEC's names: `/customer/support-messages` and `/seller/support-messages`. */
export function supportApiPath(side: ReporterSide): string {
  return `/${side}/support-messages`;
}

/** The web pages of one's support threads, under the role's profile. */
export function supportPage(side: ReporterSide, id?: number): string {
  const base = side === "customer" ? "/customer/profile/support" : "/shop/profile/support";
  return id === undefined ? base : `${base}/${id}`;
}

/** One's support threads and each thread; a message or a new thread refetches them. */
export const OWN_SUPPORT_KEY = "own-support";

/** The admins' support list and threads. */
export const ADMIN_SUPPORT_KEY = "admin-support";

/** The admins' sent messages and the shops' threads. */
export const ADMIN_MESSAGES_KEY = "admin-messages";

/** The shop's thread with the admins. */
export const SHOP_ADMIN_THREAD_KEY = "shop-admin-thread";
