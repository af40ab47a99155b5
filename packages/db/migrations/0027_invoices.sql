-- Invoices (issue 28 item 4): every paid order has one, numbered per shop. The number comes
-- from the shop's counter row, taken in the transaction that marks the order paid, so a
-- number is never handed out twice and never reused (docs/decisions/035-invoice-numbers.md).
CREATE TABLE "invoice_counters" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_last_number_check" CHECK ("invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" > 0),
	CONSTRAINT "invoices_seller_number_unique" UNIQUE("seller_id","number")
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The price before the shop's discount, kept on the line so the invoice can show the discount;
-- lines bought before this column show none.
ALTER TABLE "order_items" ADD COLUMN "list_price_rials" bigint;
--> statement-breakpoint
-- Orders paid before invoices existed get theirs, in the order they were paid.
INSERT INTO "invoices" ("order_id", "seller_id", "number", "issued_at")
SELECT "id", "seller_id", row_number() OVER (PARTITION BY "seller_id" ORDER BY "paid_at", "id"), "paid_at"
FROM "orders" WHERE "paid_at" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "invoice_counters" ("seller_id", "last_number")
SELECT "seller_id", max("number") FROM "invoices" GROUP BY "seller_id";
--> statement-breakpoint
-- The shops' and drivers' monthly statement (issue 27 item 5) is a notification kind of its own,
-- which a person may turn off (the e-mail's unsubscribe link keeps a preference row).
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('order_paid', 'order_accepted', 'order_cancelled', 'order_delivered', 'delivery_code', 'proposal_received', 'proposal_accepted', 'proposal_declined', 'cash_out_paid', 'cash_out_rejected', 'shop_approved', 'shop_rejected', 'driver_approved', 'driver_rejected', 'admin_message', 'shop_suspended', 'driver_suspended', 'payment_confirmed', 'driver_assigned', 'order_on_the_way', 'order_refunded', 'dispute_opened', 'review_requested', 'new_loads', 'return_requested', 'return_answered', 'monthly_statement'));
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('order_paid', 'order_accepted', 'order_cancelled', 'order_delivered', 'delivery_code', 'proposal_received', 'proposal_accepted', 'proposal_declined', 'cash_out_paid', 'cash_out_rejected', 'shop_approved', 'shop_rejected', 'driver_approved', 'driver_rejected', 'admin_message', 'shop_suspended', 'driver_suspended', 'payment_confirmed', 'driver_assigned', 'order_on_the_way', 'order_refunded', 'dispute_opened', 'review_requested', 'new_loads', 'return_requested', 'return_answered', 'monthly_statement'));
