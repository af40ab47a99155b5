-- Proof of delivery (decision 030): the customer's code, checked by its hash and locked after
-- five wrong tries; on each order, how its handover was proven; and the notification that
-- tells the customer the code.
CREATE TABLE "delivery_codes" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_codes_attempts_check" CHECK ("delivery_codes"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_codes" ADD CONSTRAINT "delivery_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_proof" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_no_code_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_proof_check" CHECK ("orders"."delivery_proof" in ('code', 'no_code'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_no_code_reason_check" CHECK ("orders"."delivery_no_code_reason" in ('customer_without_code', 'customer_absent', 'handed_to_someone_else'));
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('order_paid', 'order_accepted', 'order_cancelled', 'order_delivered', 'delivery_code', 'proposal_received', 'proposal_accepted', 'proposal_declined', 'cash_out_paid', 'cash_out_rejected', 'shop_approved', 'shop_rejected', 'driver_approved', 'driver_rejected', 'admin_message', 'shop_suspended', 'driver_suspended', 'payment_confirmed', 'driver_assigned', 'order_on_the_way', 'order_refunded', 'dispute_opened', 'review_requested', 'new_loads'));
