ALTER TABLE "orders" ADD COLUMN "system_cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_system_cancel_reason_check" CHECK ("orders"."system_cancel_reason" in ('payment_failed', 'payment_expired', 'replaced'));--> statement-breakpoint
-- The system's reasons were stored as one text in both languages ("fa · en"); they become
-- codes that each reader sees in their own language.
UPDATE "orders" SET "system_cancel_reason" = CASE
    WHEN "cancel_reason" LIKE '% · The payment failed' THEN 'payment_failed'
    WHEN "cancel_reason" LIKE '% · Replaced by a newer checkout%' THEN 'replaced'
    ELSE 'payment_expired'
  END, "cancel_reason" = NULL
  WHERE "cancelled_by" = 'system' AND "paid_at" IS NULL;--> statement-breakpoint
UPDATE "order_events" SET "reason" = NULL
  WHERE "actor_id" IS NULL AND "to_status" = 'cancelled' AND "reason" LIKE '% · %';
