-- Freight for perishables (issue 29, decision 036): a loading request says what it needs
-- (temperature, arrive-by, fragility, packages) and which revision drivers bid on; a bid
-- stands until its own time; drivers ask questions the shop answers once for every bidder;
-- the pickup is recorded with counts, the scale's weight and photos, and the delivery keeps
-- where it happened.
ALTER TABLE "vehicle_types" ADD COLUMN "refrigerated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "vehicle_types" SET "refrigerated" = true WHERE "code" = 'refrigerated_truck';--> statement-breakpoint
ALTER TABLE "loading_requests" ADD COLUMN "temperature" text DEFAULT 'ambient' NOT NULL;--> statement-breakpoint
ALTER TABLE "loading_requests" ADD COLUMN "arrive_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loading_requests" ADD COLUMN "fragile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loading_requests" ADD COLUMN "package_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loading_requests" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loading_requests" ADD CONSTRAINT "loading_requests_temperature_check" CHECK ("loading_requests"."temperature" in ('ambient', 'cool', 'frozen'));--> statement-breakpoint
ALTER TABLE "loading_requests" ADD CONSTRAINT "loading_requests_package_count_check" CHECK ("loading_requests"."package_count" > 0);--> statement-breakpoint
ALTER TABLE "loading_requests" ADD CONSTRAINT "loading_requests_revision_check" CHECK ("loading_requests"."revision" > 0);--> statement-breakpoint
ALTER TABLE "driver_proposals" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driver_proposals" ADD COLUMN "request_revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_proposals" DROP CONSTRAINT "driver_proposals_status_check";--> statement-breakpoint
ALTER TABLE "driver_proposals" ADD CONSTRAINT "driver_proposals_status_check" CHECK ("driver_proposals"."status" in ('pending', 'accepted', 'declined', 'withdrawn', 'expired', 'stale'));--> statement-breakpoint
CREATE INDEX "driver_proposals_pending_valid_idx" ON "driver_proposals" USING btree ("valid_until") WHERE "driver_proposals"."status" = 'pending';--> statement-breakpoint
CREATE TABLE "load_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"loading_request_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "load_questions_question_check" CHECK (char_length("load_questions"."question") between 1 and 500),
	CONSTRAINT "load_questions_answer_check" CHECK (char_length("load_questions"."answer") between 1 and 1000),
	CONSTRAINT "load_questions_answered_check" CHECK (("load_questions"."answer" is null) = ("load_questions"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "load_questions" ADD CONSTRAINT "load_questions_loading_request_id_loading_requests_id_fk" FOREIGN KEY ("loading_request_id") REFERENCES "public"."loading_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_questions" ADD CONSTRAINT "load_questions_driver_id_drivers_user_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "load_questions_request_idx" ON "load_questions" USING btree ("loading_request_id","id");--> statement-breakpoint
CREATE TABLE "load_pickups" (
	"order_group_id" integer PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"status" text NOT NULL,
	"package_count" integer NOT NULL,
	"weight_kg" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"seller_note" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "load_pickups_status_check" CHECK ("load_pickups"."status" in ('matched', 'awaiting_seller', 'confirmed', 'disputed')),
	CONSTRAINT "load_pickups_counts_check" CHECK ("load_pickups"."package_count" > 0 and "load_pickups"."weight_kg" > 0),
	CONSTRAINT "load_pickups_place_check" CHECK (("load_pickups"."latitude" is null) = ("load_pickups"."longitude" is null) and "load_pickups"."latitude" between -90 and 90 and "load_pickups"."longitude" between -180 and 180),
	CONSTRAINT "load_pickups_seller_note_check" CHECK (char_length("load_pickups"."seller_note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "load_pickups" ADD CONSTRAINT "load_pickups_order_group_id_order_groups_id_fk" FOREIGN KEY ("order_group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_pickups" ADD CONSTRAINT "load_pickups_driver_id_drivers_user_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "load_pickup_photos" (
	"order_group_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"file_id" text NOT NULL,
	CONSTRAINT "load_pickup_photos_order_group_id_position_pk" PRIMARY KEY("order_group_id","position")
);
--> statement-breakpoint
ALTER TABLE "load_pickup_photos" ADD CONSTRAINT "load_pickup_photos_order_group_id_load_pickups_order_group_id_fk" FOREIGN KEY ("order_group_id") REFERENCES "public"."load_pickups"("order_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_pickup_photos" ADD CONSTRAINT "load_pickup_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "load_pickup_photos_file_idx" ON "load_pickup_photos" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_latitude" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_longitude" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_place_check" CHECK (("orders"."delivery_latitude" is null) = ("orders"."delivery_longitude" is null) and "orders"."delivery_latitude" between -90 and 90 and "orders"."delivery_longitude" between -180 and 180);--> statement-breakpoint
-- The shop hears of a driver's question and of a pickup to confirm; drivers of the answer and
-- of a changed load to bid on again.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('order_paid', 'order_accepted', 'order_cancelled', 'order_delivered', 'delivery_code', 'proposal_received', 'proposal_accepted', 'proposal_declined', 'cash_out_paid', 'cash_out_rejected', 'shop_approved', 'shop_rejected', 'driver_approved', 'driver_rejected', 'admin_message', 'shop_suspended', 'driver_suspended', 'payment_confirmed', 'driver_assigned', 'order_on_the_way', 'order_refunded', 'dispute_opened', 'review_requested', 'new_loads', 'return_requested', 'return_answered', 'monthly_statement', 'load_question', 'load_answered', 'rebid_requested', 'pickup_recorded'));--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('order_paid', 'order_accepted', 'order_cancelled', 'order_delivered', 'delivery_code', 'proposal_received', 'proposal_accepted', 'proposal_declined', 'cash_out_paid', 'cash_out_rejected', 'shop_approved', 'shop_rejected', 'driver_approved', 'driver_rejected', 'admin_message', 'shop_suspended', 'driver_suspended', 'payment_confirmed', 'driver_assigned', 'order_on_the_way', 'order_refunded', 'dispute_opened', 'review_requested', 'new_loads', 'return_requested', 'return_answered', 'monthly_statement', 'load_question', 'load_answered', 'rebid_requested', 'pickup_recorded'));
