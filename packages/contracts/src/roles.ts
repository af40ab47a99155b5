/**
 * Roles and how far their registration went, without zod (as languages.ts), so the browser's
 * shell can tell who it is drawn for without loading the schema library.
 */

/**
 * What a person may be; one mobile number may hold several (a customer who also runs a shop).
 * A session acts in one of them at a time. Anonymous visitors act as customers (SPEC §1).
 */
export const roles = ["customer", "seller", "driver", "admin"] as const;
export type Role = (typeof roles)[number];

/**
 * Where a role's registration stands: `none` until the person registers it, `shop_step1`
 * after the shop's first step, `complete` afterwards.
 */
export const registrationStates = ["none", "shop_step1", "complete"] as const;
export type RegistrationState = (typeof registrationStates)[number];
