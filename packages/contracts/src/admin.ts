/**
 * The admin console's shared lists. Routes and bodies live beside each console section
 * (admin-*.ts); these are the values the database's CHECK lists are built from too.
 */

/** Platform settings an admin changes from the console; each change is kept as history. */
export const settingKeys = ["commission_percent", "return_window_days"] as const;
export type SettingKey = (typeof settingKeys)[number];

/**
 * What an audit-log row is about. The action names the verb (`category.create`,
 * `person.block`, `rate.set`…); the target kind and id say which row it touched.
 */
export const auditTargetKinds = [
  "admin",
  "banner",
  "cash_request",
  "category",
  "category_property",
  "content_page",
  "dispute",
  "driver",
  "order",
  "package_type",
  "person",
  "rate",
  "report",
  "seller",
  "setting",
  "stock_type",
  "support_thread",
  "admin_message",
  "review",
  "return",
  "discount_code",
] as const;
export type AuditTargetKind = (typeof auditTargetKinds)[number];
