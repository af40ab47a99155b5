-- Discount codes (issue 30 item 3, docs/decisions/040-discount-codes.md): a shop's codes on
-- its own products and the platform's codes, their uses, and the discount an order and each
-- of its lines carry.
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"seller_id" integer,
	"kind" text NOT NULL,
	"percent" integer,
	"amount_rials" bigint,
	"min_basket_rials" bigint DEFAULT 0 NOT NULL,
	"per_person_limit" integer,
	"total_limit" integer,
	"starts_on" text,
	"ends_on" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_kind_check" CHECK ("discount_codes"."kind" in ('percent', 'amount')),
	CONSTRAINT "discount_codes_value_check" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."percent" between 1 and 100 and "discount_codes"."amount_rials" is null) or ("discount_codes"."kind" = 'amount' and "discount_codes"."amount_rials" > 0 and "discount_codes"."percent" is null)),
	CONSTRAINT "discount_codes_limits_check" CHECK ("discount_codes"."min_basket_rials" >= 0 and ("discount_codes"."per_person_limit" is null or "discount_codes"."per_person_limit" > 0) and ("discount_codes"."total_limit" is null or "discount_codes"."total_limit" > 0)),
	CONSTRAINT "discount_codes_dates_check" CHECK ("discount_codes"."starts_on" is null or "discount_codes"."ends_on" is null or "discount_codes"."starts_on" <= "discount_codes"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"discount_rials" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_redemptions_amount_check" CHECK ("discount_redemptions"."discount_rials" > 0)
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_seller_id_sellers_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "discount_codes_seller_idx" ON "discount_codes" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discount_redemptions_code_customer_idx" ON "discount_redemptions" USING btree ("code_id","customer_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_rials" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_funded_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_check" CHECK ("orders"."discount_rials" >= 0 and "orders"."discount_rials" < "orders"."items_total_rials" and ("orders"."discount_rials" = 0) = ("orders"."discount_funded_by" is null) and "orders"."discount_funded_by" in ('shop', 'platform'));--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_rials" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_check" CHECK ("order_items"."discount_rials" >= 0 and "order_items"."discount_rials" <= "order_items"."total_rials");;--> statement-breakpoint
-- An admin's platform codes are written to the audit log.
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_target_kind_check";--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_target_kind_check" CHECK ("admin_audit_log"."target_kind" in ('admin', 'banner', 'cash_request', 'category', 'category_property', 'content_page', 'dispute', 'driver', 'order', 'package_type', 'person', 'rate', 'report', 'seller', 'setting', 'stock_type', 'support_thread', 'admin_message', 'review', 'return', 'discount_code'));
