/**
 * The admin console's sections, grouped as the sidebar shows them. `key` names the section's
 * label in the "console.nav" messages.
 */
export type AdminSectionKey =
  | "dashboard"
  | "people"
  | "orders"
  | "sellers"
  | "drivers"
  | "cashRequests"
  | "ledger"
  | "discountCodes"
  | "disputes"
  | "returns"
  | "reports"
  | "messages"
  | "deliveries"
  | "categories"
  | "units"
  | "banners"
  | "rates"
  | "content"
  | "settings"
  | "admins"
  | "audit";

export interface AdminSection {
  key: AdminSectionKey;
  path: string;
}

export interface AdminSectionGroup {
  key: "overview" | "marketplace" | "money" | "desk" | "catalogue" | "administration";
  sections: readonly AdminSection[];
}

export const adminSectionGroups: readonly AdminSectionGroup[] = [
  { key: "overview", sections: [{ key: "dashboard", path: "/admin" }] },
  {
    key: "marketplace",
    sections: [
      { key: "people", path: "/admin/people" },
      { key: "orders", path: "/admin/orders" },
      { key: "sellers", path: "/admin/sellers" },
      { key: "drivers", path: "/admin/drivers" },
    ],
  },
  {
    key: "money",
    sections: [
      { key: "cashRequests", path: "/admin/cash-requests" },
      { key: "ledger", path: "/admin/ledger" },
      { key: "discountCodes", path: "/admin/discount-codes" },
    ],
  },
  {
    key: "desk",
    sections: [
      { key: "disputes", path: "/admin/disputes" },
      { key: "returns", path: "/admin/returns" },
      { key: "reports", path: "/admin/reports" },
      { key: "messages", path: "/admin/messages" },
      { key: "deliveries", path: "/admin/deliveries" },
    ],
  },
  {
    key: "catalogue",
    sections: [
      { key: "categories", path: "/admin/categories" },
      { key: "units", path: "/admin/units" },
      { key: "banners", path: "/admin/banners" },
      { key: "rates", path: "/admin/rates" },
      { key: "content", path: "/admin/content" },
    ],
  },
  {
    key: "administration",
    sections: [
      { key: "settings", path: "/admin/settings" },
      { key: "admins", path: "/admin/admins" },
      { key: "audit", path: "/admin/audit" },
    ],
  },
];

/**
 * The dashboard is current only on /admin itself; any other section on its path and below.
 * Support threads live under the reports section (the desk's tabs link them).
 */
export function isCurrentAdminSection(section: AdminSection, pathname: string): boolean {
  if (section.path === "/admin") return pathname === "/admin";
  if (section.path === "/admin/reports" && pathname.startsWith("/admin/support")) return true;
  return pathname === section.path || pathname.startsWith(`${section.path}/`);
}
