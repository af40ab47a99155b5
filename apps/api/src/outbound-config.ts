import { type NotificationKind, notificationKinds } from "@kesht/contracts";
import { z } from "zod";

/*
 * The settings of the outbound channels (issue 27), merged into config.ts's schema. Each
 * channel has a development provider that keeps what it would send in a table (the
 * outboxes) and a real one; unset, a channel uses its outbox outside production and is off
 * in production, and an outbox is refused there.
 */

/**
 * A fixed development key pair, so a browser can subscribe to Web Push against the push
 * outbox without anyone generating keys. Never accepted in production.
 */
export const developmentVapidKeys = {
  publicKey:
    "BI9lZjkhdgVHfo_MLTH-U3LGmCAEehY6iSMw5GwH_yhIiT1garKt0uUzDvCJuoVMpN0cpRQe1i_D6xjndZDx99w",
  privateKey: "KBqWNevJqlZFSB1R6epDX0bymubWXzrXwoJvqKLstug",
};

/** `KAVENEGAR_TEMPLATE_ORDER_PAID`, …: one lookup template per kind, optional each. */
export const kavenegarTemplateSetting = (kind: NotificationKind) =>
  `KAVENEGAR_TEMPLATE_${kind.toUpperCase()}` as `KAVENEGAR_TEMPLATE_${Uppercase<NotificationKind>}`;

const templateSettings = Object.fromEntries(
  notificationKinds.map((kind) => [kavenegarTemplateSetting(kind), z.string().min(1).optional()]),
) as Record<ReturnType<typeof kavenegarTemplateSetting>, z.ZodOptional<z.ZodString>>;

export const outboundSettings = {
  ...templateSettings,
  /** `outbox` keeps pushes in `push_outbox` (development); `webpush` sends them; `off`. */
  PUSH_PROVIDER: z.enum(["outbox", "webpush", "off"]).optional(),
  /** Comma-separated push service hosts pushes may go to (default: the browsers' own). */
  PUSH_SERVICE_HOSTS: z
    .string()
    .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i, "must be host names separated by commas")
    .transform((list) => list.toLowerCase().split(","))
    .optional(),
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  /** Who the push services may contact about this sender: `mailto:` or an https URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, "must be mailto: or https:")
    .optional(),
  /** `outbox` keeps e-mails in `email_outbox` (development); `smtp` sends them; `off`. */
  EMAIL_PROVIDER: z.enum(["outbox", "smtp", "off"]).optional(),
  /** smtp://user:password@host:587 or smtps://…:465 */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  EMAIL_FROM: z.string().min(3).default("Kesht <no-reply@kesht.local>"),
  /**
   * Signs the one-tap "stop SMS" links. Unset: OTP_SECRET (required in production) signs
   * them, and a fixed development key where that is unset too.
   */
  NOTIFY_LINK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Tries of one delivery before it is dead (an admin may send it again). */
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  /**
   * The hours, Tehran time, in which no SMS goes out (`22-8`: from 22:00 until 08:00); `off`
   * sends at any hour (the end-to-end run, which may start at night).
   */
  SMS_QUIET_HOURS: z
    .string()
    .regex(/^(off|([01]?\d|2[0-3])-([01]?\d|2[0-3]))$/, "must be off or two hours such as 22-8")
    .transform((value) => {
      if (value === "off") return null;
      const [from, until] = value.split("-").map(Number) as [number, number];
      return { from, until };
    })
    .refine((hours) => hours === null || hours.from !== hours.until, "the hours must differ")
    .optional(),
  /** The least time between two new-load digests to one driver. */
  LOAD_DIGEST_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(20),
};

interface OutboundSettings {
  NODE_ENV: string;
  PUSH_PROVIDER?: "outbox" | "webpush" | "off" | undefined;
  PUSH_SERVICE_HOSTS?: string[] | undefined;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  EMAIL_PROVIDER?: "outbox" | "smtp" | "off" | undefined;
  SMTP_URL?: string | undefined;
}

/** The problems of the outbound settings, for config.ts's superRefine. */
export function outboundProblems(config: OutboundSettings): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const production = config.NODE_ENV === "production";
  if (production && config.PUSH_PROVIDER === "outbox") {
    problems.push({
      path: "PUSH_PROVIDER",
      message: "outbox is for development; use webpush or off",
    });
  }
  if (production && config.EMAIL_PROVIDER === "outbox") {
    problems.push({
      path: "EMAIL_PROVIDER",
      message: "outbox is for development; use smtp or off",
    });
  }
  if (config.PUSH_PROVIDER === "webpush") {
    for (const name of ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"] as const) {
      if (!config[name])
        problems.push({ path: name, message: "is required when PUSH_PROVIDER=webpush" });
    }
    if (production && config.VAPID_PUBLIC_KEY === developmentVapidKeys.publicKey) {
      problems.push({
        path: "VAPID_PUBLIC_KEY",
        message: "is the development key; generate your own",
      });
    }
  }
  if (config.EMAIL_PROVIDER === "smtp" && !config.SMTP_URL) {
    problems.push({ path: "SMTP_URL", message: "is required when EMAIL_PROVIDER=smtp" });
  }
  return problems;
}

/** Unset providers: the outboxes outside production, off in production. */
export function resolveOutboundProviders(config: OutboundSettings) {
  const fallback = config.NODE_ENV === "production" ? "off" : "outbox";
  return {
    PUSH_PROVIDER: config.PUSH_PROVIDER ?? fallback,
    EMAIL_PROVIDER: config.EMAIL_PROVIDER ?? fallback,
  } as const;
}
