import path from "node:path";
import { type Gateway, gateways, mobileSchema, otpRules } from "@kesht/contracts";
import { z } from "zod";
import { outboundProblems, outboundSettings, resolveOutboundProviders } from "./outbound-config";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/** Every setting the API reads from the environment, with its default. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    API_HOST: z.string().min(1).default("127.0.0.1"),
    API_PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    WEB_ORIGIN: z
      .string()
      .default("http://localhost:3000,http://127.0.0.1:3000")
      .transform((value) =>
        value
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ error: "must be a comma-separated list of URLs" })).min(1)),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    /**
     * Which proxies may set X-Forwarded-For: the web server, which runs on loopback and sets
     * the header from the visitor's real address (apps/web/server/client-address.ts).
     * `false` trusts no one.
     */
    TRUST_PROXY: z
      .string()
      .default("loopback")
      .transform((value) => (value.trim() === "false" ? false : value)),
    /**
     * The web servers (comma-separated base URLs) that keep public reads in their data cache;
     * after a change to such data the API asks each to revalidate it. Unset: none are told,
     * and their copies refresh on their own timers.
     */
    WEB_REVALIDATE_URLS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(z.url({ protocol: /^https?$/, error: "must be a comma-separated list of URLs" })),
      ),
    /** Shared with the web servers: proves a revalidation request comes from the API. */
    REVALIDATE_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SEED_DEMO_DATA: booleanFlag.default(true),
    /**
     * Mobile numbers (comma-separated) made admins at every start: how the first admin of a
     * new installation (and the end-to-end tests' admins) come to exist.
     */
    ADMIN_MOBILE: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((mobile) => mobile.trim())
          .filter(Boolean),
      )
      .pipe(z.array(mobileSchema)),
    /** Marks the session cookies `Secure`; turn on wherever the site is served over HTTPS. */
    COOKIE_SECURE: booleanFlag.default(false),
    /** Sends Strict-Transport-Security; unset: on exactly when COOKIE_SECURE is. */
    HSTS: booleanFlag.optional(),
    /**
     * The web app's listening address (scripts/start.mjs passes it on): like API_HOST, one
     * beyond loopback refuses development providers (dev-providers.ts).
     */
    WEB_HOST: z.string().min(1).optional(),
    /** Allows development providers on an address others can reach (a demo on a network). */
    ALLOW_DEV_PROVIDERS: booleanFlag.default(false),
    /**
     * Key of the HMAC over one-time codes, so a copy of the otp_codes table cannot be turned
     * back into codes. Required in production; a fixed development key is used otherwise.
     */
    OTP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** The per-IP daily cap of code sends (ARCHITECTURE §10); raised for end-to-end runs. */
    OTP_DAILY_SENDS_PER_IP: z.coerce.number().int().min(1).default(otpRules.dailySendsPerIp),
    /** `outbox` keeps texts in the database (development only); `kavenegar` sends them. */
    SMS_PROVIDER: z.enum(["outbox", "kavenegar"]).default("outbox"),
    KAVENEGAR_API_KEY: z.string().min(1).optional(),
    /** The sending line; unset means the account's default line. */
    KAVENEGAR_SENDER: z.string().min(1).optional(),
    /** A verify/lookup template with a `%token%` placeholder; when set, codes go through it. */
    KAVENEGAR_TEMPLATE: z.string().min(1).optional(),
    KAVENEGAR_BASE_URL: z.url().default("https://api.kavenegar.com"),
    SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Where uploads live: `local` under `$DATA_DIR/uploads`, `s3` for several API instances. */
    STORAGE: z.enum(["local", "s3"]).default("local"),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** An S3-compatible service's URL (MinIO, ArvanCloud…); unset means AWS itself. */
    S3_ENDPOINT: z.url().optional(),
    /** Unset means the AWS SDK's usual credential chain (environment, instance role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `true` for most self-hosted services (host/bucket/key rather than bucket.host/key). */
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** A key prefix, so one bucket can serve several environments. */
    S3_PREFIX: z.string().min(1).optional(),
    /**
     * Signs the "I'm not a robot" (ALTCHA) challenges. Required in production; elsewhere a
     * random key per process is used, so challenges do not survive a restart.
     */
    ALTCHA_HMAC_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    /**
     * The payment gateways offered, comma-separated: `sandbox` and `sandbox_aed` (development
     * only: nothing is charged) and `zarinpal`. Unset: both sandboxes, and none in production.
     */
    PAYMENT_GATEWAYS: z
      .string()
      .optional()
      .transform((value) =>
        value
          ?.split(",")
          .map((name) => name.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.enum(gateways, { error: `must list gateways among ${gateways.join(", ")}` }))
          .min(1, "must name at least one gateway")
          .optional(),
      ),
    ZARINPAL_MERCHANT_ID: z.string().min(1).optional(),
    /** Zarinpal's server; https://sandbox.zarinpal.com for its own test environment. */
    ZARINPAL_API_URL: z.url().default("https://payment.zarinpal.com"),
    /** How long a gateway may take to answer a request or a verification. */
    PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** A Nominatim-compatible place search server (place search on the map pickers). */
    GEOCODER_URL: z.url().default("https://nominatim.openstreetmap.org"),
    /** How Kesht names itself to the geocoder; unset: `Kesht/<version> (+PUBLIC_SITE_URL)`. */
    GEOCODER_USER_AGENT: z.string().min(1).optional(),
    GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** The least time between two searches from one API process (the public server: 1 s). */
    GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
    /**
     * The site's public address (the web app, which forwards /api/v1 to the API): a real
     * gateway sends the payer back to `$PUBLIC_SITE_URL/api/v1/payments/callback/…`.
     */
    PUBLIC_SITE_URL: z.url().default("http://localhost:3000"),
    /** Whether this instance works the job table; off where a test runs each job itself. */
    JOBS_ENABLED: booleanFlag.default(true),
    /** How often the job table is looked at for due jobs. */
    JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    /**
     * On SIGTERM, how long /readyz answers 503 while requests are still served, so the
     * balancer's next check takes this instance out before it stops accepting.
     */
    DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    /** After that, how long in-flight requests may take before the process exits anyway. */
    DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** Prometheus metrics on a listener of their own; unset: none. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
    /** Keep it internal: the metrics name routes, pools and queues. */
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    /** The platform's commission on a received order's goods (never on shipping), in percent. */
    COMMISSION_PERCENT: z.coerce.number().min(0).max(50).default(5),
    /** A delivered order neither confirmed nor disputed is confirmed by a job this much later. */
    RECEIPT_AUTO_CONFIRM_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 30)
      .default(72),
    ...outboundSettings,
  })
  .superRefine((config, context) => {
    for (const problem of outboundProblems(config)) {
      context.addIssue({ code: "custom", path: [problem.path], message: problem.message });
    }
    if (config.NODE_ENV === "production" && !config.ALTCHA_HMAC_KEY) {
      context.addIssue({
        code: "custom",
        path: ["ALTCHA_HMAC_KEY"],
        message: "is required in production",
      });
    }
    if (config.STORAGE === "s3" && !config.S3_BUCKET) {
      context.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "is required when STORAGE=s3",
      });
    }
    // Half a key pair is always a mistake; none at all means the SDK's own credential chain.
    if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: "custom",
        path: [config.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      });
    }
    // Development conveniences that would be a hole in production are refused at start.
    if (config.NODE_ENV === "production") {
      if (!config.OTP_SECRET) {
        context.addIssue({
          code: "custom",
          path: ["OTP_SECRET"],
          message: "is required in production",
        });
      }
      if (config.SMS_PROVIDER === "outbox") {
        context.addIssue({
          code: "custom",
          path: ["SMS_PROVIDER"],
          message: "outbox only keeps texts in the database; use kavenegar in production",
        });
      }
    }
    // The sandbox gateways charge nothing: offering them in production would give goods away.
    if (config.NODE_ENV === "production") {
      for (const name of config.PAYMENT_GATEWAYS ?? []) {
        if (name === "sandbox" || name === "sandbox_aed") {
          context.addIssue({
            code: "custom",
            path: ["PAYMENT_GATEWAYS"],
            message: `${name} charges nothing and is for development only; use zarinpal in production`,
          });
        }
      }
    }
    if (config.PAYMENT_GATEWAYS?.includes("zarinpal")) {
      if (!config.ZARINPAL_MERCHANT_ID) {
        context.addIssue({
          code: "custom",
          path: ["ZARINPAL_MERCHANT_ID"],
          message: "is required when PAYMENT_GATEWAYS includes zarinpal",
        });
      }
      // Zarinpal sends the payer back to this address; a local one cannot be reached.
      const host = new URL(config.PUBLIC_SITE_URL).hostname;
      if (config.NODE_ENV === "production" && ["localhost", "127.0.0.1", "[::1]"].includes(host)) {
        context.addIssue({
          code: "custom",
          path: ["PUBLIC_SITE_URL"],
          message: "must be the site's public address when PAYMENT_GATEWAYS includes zarinpal",
        });
      }
    }
    if (config.WEB_REVALIDATE_URLS.length > 0 && !config.REVALIDATE_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["REVALIDATE_SECRET"],
        message: "is required when WEB_REVALIDATE_URLS is set",
      });
    }
    if (config.SMS_PROVIDER === "kavenegar" && !config.KAVENEGAR_API_KEY) {
      context.addIssue({
        code: "custom",
        path: ["KAVENEGAR_API_KEY"],
        message: "is required when SMS_PROVIDER=kavenegar",
      });
    }
  })
  .transform((config) => ({
    ...config,
    ...resolveOutboundProviders(config),
    PAYMENT_GATEWAYS:
      config.PAYMENT_GATEWAYS ??
      (config.NODE_ENV === "production" ? [] : (["sandbox", "sandbox_aed"] as Gateway[])),
  }));

export type Config = z.infer<typeof configSchema> & { dataDir: string; version: string };

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and checks the environment once; every problem is reported, each on its own line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, version = "0.0.0"): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most shells' .env habits.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    version,
  };
}
