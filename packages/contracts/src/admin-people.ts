import { z } from "zod";
import { tableQueryShape, tableSearchQuery } from "./admin-table";
import { pageOf } from "./catalog";
import { writtenText } from "./desk";
import { mobileSchema } from "./identity";
import { queryNumber } from "./query";
import { roles } from "./roles";

/** Ids are int4 in the database: a larger one is refused here, never sent to a query. */
const personId = () =>
  queryNumber((n) =>
    n.int("invalid_number").positive("invalid_number").max(2_147_483_647, "invalid_number"),
  );

export const adminPeopleSorts = ["created_at", "name"] as const;

/**
 * `GET /admin/people`: `q` finds a name, a shop's name, a mobile number in any digits
 * (۰۹۱۲…, ٠٩١٢…, 0912…, a part of it) or a national code; `role` keeps holders of one role.
 */
export const adminPeopleQuerySchema = z.strictObject({
  ...tableQueryShape(adminPeopleSorts, "created_at"),
  q: tableSearchQuery,
  role: z.enum(roles, "invalid_choice").optional(),
  status: z.enum(["active", "blocked"], "invalid_choice").optional(),
});

export const adminPersonRowSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  mobile: z.string(),
  roles: z.array(z.enum(roles)),
  store_name: z.string().nullable(),
  blocked_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminPersonRow = z.infer<typeof adminPersonRowSchema>;
export const adminPeoplePageSchema = pageOf(adminPersonRowSchema);

export const personIdParamsSchema = z.object({ uid: personId() });

/** `POST /admin/people/:uid/block`: the reason is kept with the block and in the audit log. */
export const blockPersonBodySchema = z.strictObject({ reason: writtenText(500) });

const reviewStandingSchema = z.object({
  review_status: z.string(),
  national_code: z.string(),
  reason: z.string().nullable(),
});

export const personSessionSchema = z.object({
  id: z.number().int(),
  role: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
});

export const personOrderSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  total_rials: z.number().int(),
  created_at: z.string(),
});

export const personWalletSchema = z.object({
  kind: z.enum(["customer_wallet", "seller_wallet", "driver_wallet"]),
  balance_rials: z.number().int(),
  turnovers: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      amount_rials: z.number().int(),
      created_at: z.string(),
    }),
  ),
});

/** `GET /admin/people/:uid`: who they are, their roles' standing, orders, wallets, sessions. */
export const adminPersonSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  mobile: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.object({ role: z.enum(roles), registration: z.string() })),
  blocked_at: z.string().nullable(),
  blocked_reason: z.string().nullable(),
  created_at: z.string(),
  shop: reviewStandingSchema.extend({ store_name: z.string() }).nullable(),
  driver: reviewStandingSchema.nullable(),
  orders: z.array(personOrderSchema),
  wallets: z.array(personWalletSchema),
  sessions: z.array(personSessionSchema),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

/** `POST /admin/admins`: the mobile of the person to make an admin, in any digits. */
export const addAdminBodySchema = z.strictObject({ mobile: mobileSchema });

export const adminAccountSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  mobile: z.string(),
  since: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
