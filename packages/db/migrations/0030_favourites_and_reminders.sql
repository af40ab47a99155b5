-- Favourites, reminders and price history (issue 30 items 1 and 2, docs/decisions/039).
CREATE TABLE "favourite_products" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_products_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "favourite_shops" (
	"user_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_shops_user_id_seller_id_pk" PRIMARY KEY("user_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "product_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"price_rials_at_set" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fired_at" timestamp with time zone,
	CONSTRAINT "product_reminders_kind_check" CHECK ("product_reminders"."kind" in ('back_in_stock', 'price_drop'))
);
--> statement-breakpoint
CREATE TABLE "product_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price_rials" bigint NOT NULL,
	"discount_percent" integer NOT NULL,
	"discounted_price_rials" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourite_products" ADD CONSTRAINT "favourite_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_products" ADD CONSTRAINT "favourite_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_shops" ADD CONSTRAINT "favourite_shops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_shops" ADD CONSTRAINT "favourite_shops_seller_id_sellers_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reminders" ADD CONSTRAINT "product_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reminders" ADD CONSTRAINT "product_reminders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_products_product_idx" ON "favourite_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "favourite_shops_seller_idx" ON "favourite_shops" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reminders_open_unique" ON "product_reminders" USING btree ("user_id","product_id","kind") WHERE "product_reminders"."fired_at" is null;--> statement-breakpoint
CREATE INDEX "product_reminders_open_product_idx" ON "product_reminders" USING btree ("product_id","kind") WHERE "product_reminders"."fired_at" is null;--> statement-breakpoint
CREATE INDEX "product_price_history_product_idx" ON "product_price_history" USING btree ("product_id","changed_at");--> statement-breakpoint
-- Every product starts its history at the price it has now, from when it was listed.
INSERT INTO "product_price_history" ("product_id", "price_rials", "discount_percent", "discounted_price_rials", "changed_at")
SELECT "id", "price_rials", "discount_percent", "discounted_price_rials", "created_at" FROM "products";--> statement-breakpoint
-- A customer hears when a product is back in stock or cheaper.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('order_paid', 'order_accepted', 'order_cancelled', 'order_delivered', 'delivery_code', 'proposal_received', 'proposal_accepted', 'proposal_declined', 'cash_out_paid', 'cash_out_rejected', 'shop_approved', 'shop_rejected', 'driver_approved', 'driver_rejected', 'admin_message', 'shop_suspended', 'driver_suspended', 'payment_confirmed', 'driver_assigned', 'order_on_the_way', 'order_refunded', 'dispute_opened', 'review_requested', 'new_loads', 'return_requested', 'return_answered', 'monthly_statement', 'load_question', 'load_answered', 'rebid_requested', 'pickup_recorded', 'back_in_stock', 'price_dropped'));--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('order_paid', 'order_accepted', 'order_cancelled', 'order_delivered', 'delivery_code', 'proposal_received', 'proposal_accepted', 'proposal_declined', 'cash_out_paid', 'cash_out_rejected', 'shop_approved', 'shop_rejected', 'driver_approved', 'driver_rejected', 'admin_message', 'shop_suspended', 'driver_suspended', 'payment_confirmed', 'driver_assigned', 'order_on_the_way', 'order_refunded', 'dispute_opened', 'review_requested', 'new_loads', 'return_requested', 'return_answered', 'monthly_statement', 'load_question', 'load_answered', 'rebid_requested', 'pickup_recorded', 'back_in_stock', 'price_dropped'));
