-- One person, several roles: a user's role moves to user_roles (one row per role held), the
-- session remembers the role it acts in, and money that belongs to a wallet remembers whose.
-- Everyone keeps the role they had.
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"registration" text DEFAULT 'complete' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('customer', 'seller', 'driver', 'admin')),
	CONSTRAINT "user_roles_registration_check" CHECK ("user_roles"."registration" in ('shop_step1', 'complete'))
);
--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "user_roles" ("user_id", "role", "registration", "created_at", "updated_at")
	SELECT "id", "role", CASE WHEN "registration" = 'shop_step1' THEN 'shop_step1' ELSE 'complete' END, "created_at", "updated_at"
	FROM "users" WHERE "role" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "role" text;--> statement-breakpoint
UPDATE "sessions" SET "role" = "users"."role" FROM "users" WHERE "users"."id" = "sessions"."user_id";--> statement-breakpoint
ALTER TABLE "cash_requests" ADD COLUMN "role" text;--> statement-breakpoint
UPDATE "cash_requests" SET "role" = CASE WHEN "users"."role" = 'seller' THEN 'seller' ELSE 'customer' END
	FROM "users" WHERE "users"."id" = "cash_requests"."user_id";--> statement-breakpoint
ALTER TABLE "cash_requests" ALTER COLUMN "role" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "payer_role" = 'seller' FROM "users"
	WHERE "users"."id" = "payments"."user_id" AND "users"."role" = 'seller' AND "payments"."purpose" = 'wallet_credit';--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_registration_check";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "registration";--> statement-breakpoint
DROP INDEX "cash_requests_user_idx";--> statement-breakpoint
CREATE INDEX "cash_requests_user_idx" ON "cash_requests" USING btree ("user_id","role","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "cash_requests" ADD CONSTRAINT "cash_requests_role_check" CHECK ("cash_requests"."role" in ('customer', 'seller'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_role_check" CHECK ("payments"."payer_role" in ('customer', 'seller'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_role_check" CHECK ("sessions"."role" in ('customer', 'seller', 'driver', 'admin'));
--> statement-breakpoint
-- A shop's name in Latin letters for English pages. Existing shops start with their Persian
-- name; at start-up the API replaces every name that still has no Latin letter with the
-- translator's suggestion (sellers.latin-names.ts).
ALTER TABLE "sellers" ADD COLUMN "store_name_en" text;--> statement-breakpoint
UPDATE "sellers" SET "store_name_en" = "store_name";--> statement-breakpoint
ALTER TABLE "sellers" ALTER COLUMN "store_name_en" SET NOT NULL;
