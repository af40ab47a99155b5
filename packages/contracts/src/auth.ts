import { z } from "zod";
import { mobileSchema, otpCodeSchema } from "./identity";

/** Everyone with an account has one role; anonymous visitors act as customers (SPEC §1). */
export const roles = ["customer", "seller", "driver", "admin"] as const;
export type Role = (typeof roles)[number];

/** The sign-in doors: /customer/login, /seller/login, /driver/login, /admin/login. */
export type LoginDoor = Role;

/** One-time code rules (ARCHITECTURE §10). */
export const otpRules = {
  codeLength: 6,
  codeTtlSeconds: 120,
  resendCooldownSeconds: 60,
  maxWrongAttempts: 5,
  lockMinutes: 15,
  dailySendsPerNumber: 10,
  dailySendsPerIp: 50,
} as const;

export const SESSION_COOKIE = "kesht_session";
/** A readable hint of the signed-in role for the web server's redirects; never trusted. */
export const ROLE_HINT_COOKIE = "kesht_role";
/** Clients that keep the token themselves ask for it with this header (value "bearer"). */
export const SESSION_TRANSPORT_HEADER = "x-session-transport";
export const sessionTtlDays = 30;

export const sendCodeBodySchema = z.strictObject({ mobile: mobileSchema });
export type SendCodeBody = z.input<typeof sendCodeBodySchema>;
export const sendCodeResultSchema = z.object({
  mobile: z.string(),
  resend_after_seconds: z.number().int(),
  expires_in_seconds: z.number().int(),
});
export type SendCodeResult = z.infer<typeof sendCodeResultSchema>;

export const loginBodySchema = z.strictObject({ mobile: mobileSchema, code: otpCodeSchema });
export type LoginBody = z.input<typeof loginBodySchema>;

/**
 * Where registration stands: `none` until the person chooses customer or shop,
 * `shop_step1` after the shop's first step, `complete` afterwards.
 */
export const registrationStates = ["none", "shop_step1", "complete"] as const;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  role: z.enum(roles).nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  registration: z.enum(registrationStates),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResultSchema = z.object({
  registered: z.boolean(),
  user: sessionUserSchema,
  /** Only for clients that asked for it with the session-transport header. */
  token: z.string().nullable(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const sessionStateSchema = z.object({ user: sessionUserSchema.nullable() });
