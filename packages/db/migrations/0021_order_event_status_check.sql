-- An order's history names only statuses an order can have, as orders.status already does
-- (every status column now has its CHECK; order_events was the one left as free text).
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_from_status_check" CHECK ("order_events"."from_status" in ('pending_payment', 'paid', 'preparing', 'awaiting_driver', 'driver_assigned', 'in_transit', 'delivered', 'received', 'completed', 'cancelled', 'disputed'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_to_status_check" CHECK ("order_events"."to_status" in ('pending_payment', 'paid', 'preparing', 'awaiting_driver', 'driver_assigned', 'in_transit', 'delivered', 'received', 'completed', 'cancelled', 'disputed'));
