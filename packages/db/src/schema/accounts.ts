import { roles } from "@kesht/contracts";
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { checkList } from "./check-list";
import { countries } from "./geo";

/** Degrees a customer may hold in a farming guild (shown on the profile). */
export const guildDegrees = pgTable("guild_degrees", {
  id: serial("id").primaryKey(),
  titleEn: text("title_en").notNull(),
  titleFa: text("title_fa").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/**
 * A person: everyone who has verified a mobile number, once per number. What they may do is
 * in `user_roles`, one row per role they hold; someone who has not registered yet holds none.
 */
export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  mobile: text("mobile").notNull().unique(),
  name: text("name"),
  email: text("email"),
  countryId: integer("country_id").references(() => countries.id),
  guildDegreeId: integer("guild_degree_id").references(() => guildDegrees.id),
  /** Set by an admin: a blocked person is signed out everywhere and can't sign in. */
  blockedAt: timestamp("blocked_at", { withTimezone: true }),
  blockedReason: text("blocked_reason"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The roles a person holds: a customer who opens a shop gets a second row, and a driver
 * account is one more. `registration` is how far that role's sign-up went: a shop is at
 * `shop_step1` between its first and second registration steps.
 */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    registration: text("registration").notNull().default("complete"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    check("user_roles_role_check", sql`${table.role} in (${checkList(roles)})`),
    check(
      "user_roles_registration_check",
      sql`${table.registration} in ('shop_step1', 'complete')`,
    ),
  ],
);

/** Sessions are random tokens; only their SHA-256 is stored, so a leaked table signs no one in. */
export const sessions = pgTable(
  "sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * The role this session acts in, chosen at the sign-in door or by switching; null until
     * the person registers one. It only counts while the person still holds the role.
     */
    role: text("role"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (table) => [
    index("sessions_user_idx").on(table.userId),
    check("sessions_role_check", sql`${table.role} in (${checkList(roles)})`),
  ],
);

/**
 * One-time codes, hashed. A row is one code sent; wrong attempts are counted on it. Rows stay
 * for a day so the daily caps per number and per IP can be counted.
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    mobile: text("mobile").notNull(),
    door: text("door").notNull(),
    codeHash: text("code_hash").notNull(),
    ip: text("ip").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    invalidatedAt: timestamp("invalidated_at", { withTimezone: true }),
  },
  (table) => [
    index("otp_codes_mobile_created_idx").on(table.mobile, table.createdAt.desc()),
    index("otp_codes_ip_created_idx").on(table.ip, table.createdAt.desc()),
  ],
);

/** A number locked after too many wrong codes, until `lockedUntil`. */
export const otpLocks = pgTable("otp_locks", {
  mobile: text("mobile").primaryKey(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
});

/** SMS the dev "outbox" provider would have sent; never written in production. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    mobile: text("mobile").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sms_outbox_mobile_idx").on(table.mobile, table.createdAt.desc())],
);
