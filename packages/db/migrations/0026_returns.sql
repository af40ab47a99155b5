-- Returns and partial refunds (issue 28 item 2): a customer's return of chosen lines of a
-- received order, its lines and photos. The refund is one ledger transaction keyed by the
-- return (ledger.postings.ts, postReturnRefund); one open return per order, by a unique index.
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"asked_rials" bigint NOT NULL,
	"offered_rials" bigint,
	"refund_rials" bigint,
	"goods_back" boolean,
	"shop_note" text,
	"admin_note" text,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_status_check" CHECK ("returns"."status" in ('requested', 'offered', 'refused', 'disputed', 'refunded', 'resolved')),
	CONSTRAINT "returns_reason_check" CHECK (char_length("returns"."reason") between 1 and 1000),
	CONSTRAINT "returns_shop_note_check" CHECK (char_length("returns"."shop_note") <= 1000),
	CONSTRAINT "returns_admin_note_check" CHECK (char_length("returns"."admin_note") <= 1000),
	CONSTRAINT "returns_amounts_check" CHECK ("returns"."asked_rials" > 0 and "returns"."offered_rials" between 1 and "returns"."asked_rials" and "returns"."refund_rials" between 0 and "returns"."asked_rials")
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"amount_rials" bigint NOT NULL,
	CONSTRAINT "return_lines_return_id_order_item_id_pk" PRIMARY KEY("return_id","order_item_id"),
	CONSTRAINT "return_lines_quantity_check" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_amount_check" CHECK ("return_lines"."amount_rials" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_photos" (
	"return_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"file_id" text NOT NULL,
	CONSTRAINT "return_photos_return_id_position_pk" PRIMARY KEY("return_id","position")
);
--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_seller_id_sellers_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "returns_one_open_per_order" ON "returns" USING btree ("order_id") WHERE "returns"."status" in ('requested', 'offered', 'disputed');--> statement-breakpoint
CREATE INDEX "returns_seller_idx" ON "returns" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "returns_disputed_idx" ON "returns" USING btree ("updated_at") WHERE "returns"."status" = 'disputed';--> statement-breakpoint
CREATE INDEX "return_lines_item_idx" ON "return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_photos_file_idx" ON "return_photos" USING btree ("file_id");--> statement-breakpoint
-- The shop hears of a return asked, the customer of its answer.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('order_paid', 'order_accepted', 'order_cancelled', 'order_delivered', 'delivery_code', 'proposal_received', 'proposal_accepted', 'proposal_declined', 'cash_out_paid', 'cash_out_rejected', 'shop_approved', 'shop_rejected', 'driver_approved', 'driver_rejected', 'admin_message', 'shop_suspended', 'driver_suspended', 'payment_confirmed', 'driver_assigned', 'order_on_the_way', 'order_refunded', 'dispute_opened', 'review_requested', 'new_loads', 'return_requested', 'return_answered'));--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('order_paid', 'order_accepted', 'order_cancelled', 'order_delivered', 'delivery_code', 'proposal_received', 'proposal_accepted', 'proposal_declined', 'cash_out_paid', 'cash_out_rejected', 'shop_approved', 'shop_rejected', 'driver_approved', 'driver_rejected', 'admin_message', 'shop_suspended', 'driver_suspended', 'payment_confirmed', 'driver_assigned', 'order_on_the_way', 'order_refunded', 'dispute_opened', 'review_requested', 'new_loads', 'return_requested', 'return_answered'));--> statement-breakpoint
-- The return window is an admin's setting, kept as history like the commission.
ALTER TABLE "setting_changes" DROP CONSTRAINT "setting_changes_key_check";--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_key_check" CHECK ("setting_changes"."key" in ('commission_percent', 'return_window_days'));--> statement-breakpoint
-- An admin ending a return's dispute is audited.
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_target_kind_check";--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_target_kind_check" CHECK ("admin_audit_log"."target_kind" in ('admin', 'banner', 'cash_request', 'category', 'category_property', 'content_page', 'dispute', 'driver', 'order', 'package_type', 'person', 'rate', 'report', 'seller', 'setting', 'stock_type', 'support_thread', 'admin_message', 'review', 'return'));
