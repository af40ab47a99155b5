-- Packed weight (issue 28 item 3, docs/decisions/033-packed-weight.md): what the shop packed
-- of a line sold by weight, in the line's own unit, and what was refunded for the shortfall.
-- The refund itself is a ledger transaction keyed by the line; this is its mirror on the line.
ALTER TABLE "order_items" ADD COLUMN "packed_count" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "packed_refund_rials" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_packed_count_check" CHECK ("order_items"."packed_count" is null or "order_items"."packed_count" > 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_packed_refund_check" CHECK ("order_items"."packed_refund_rials" >= 0 and "order_items"."packed_refund_rials" <= "order_items"."total_rials");
