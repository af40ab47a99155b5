import { z } from "zod";
import { mobileSchema, otpCodeSchema } from "./identity";
import { type Role, registrationStates, roles } from "./roles";

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

/** A role the person holds, and how far its registration went. */
export const heldRoleSchema = z.object({
  role: z.enum(roles),
  registration: z.enum(["shop_step1", "complete"]),
});
export type HeldRole = z.infer<typeof heldRoleSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  /** The role this session acts in; null until the person has registered one. */
  role: z.enum(roles).nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** The registration of `role` (`none` without one). */
  registration: z.enum(registrationStates),
  /** Every role the person holds, so a client can offer to switch between them. */
  roles: z.array(heldRoleSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `POST /auth/session/role`: act in another role the person holds, without a new code. */
export const switchRoleBodySchema = z.strictObject({ role: z.enum(roles, "invalid_choice") });
export type SwitchRoleBody = z.input<typeof switchRoleBodySchema>;

export const loginResultSchema = z.object({
  registered: z.boolean(),
  user: sessionUserSchema,
  /** Only for clients that asked for it with the session-transport header. */
  token: z.string().nullable(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const sessionStateSchema = z.object({ user: sessionUserSchema.nullable() });
