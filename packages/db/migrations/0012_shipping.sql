CREATE TABLE "driver_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_group_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_m" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_positions_latitude_check" CHECK ("driver_positions"."latitude" between -90 and 90),
	CONSTRAINT "driver_positions_longitude_check" CHECK ("driver_positions"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "driver_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"loading_request_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"price_rials" bigint NOT NULL,
	"duration_hours" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_proposals_status_check" CHECK ("driver_proposals"."status" in ('pending', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "driver_proposals_price_check" CHECK ("driver_proposals"."price_rials" > 0),
	CONSTRAINT "driver_proposals_duration_check" CHECK ("driver_proposals"."duration_hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "driver_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_group_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_ratings_stars_check" CHECK ("driver_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "loading_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_group_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"loading_date" date NOT NULL,
	"time_block_id" integer NOT NULL,
	"package_type_id" integer NOT NULL,
	"weight_kg" integer NOT NULL,
	"note" text,
	"origin_province_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loading_requests_status_check" CHECK ("loading_requests"."status" in ('open', 'accepted', 'cancelled', 'expired')),
	CONSTRAINT "loading_requests_weight_check" CHECK ("loading_requests"."weight_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"destination_city_id" integer NOT NULL,
	"carrier" text,
	"driver_id" integer,
	"driver_price_rials" bigint,
	"expected_delivery_at" timestamp with time zone,
	"loaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_groups_carrier_check" CHECK ("order_groups"."carrier" in ('driver', 'seller')),
	CONSTRAINT "order_groups_driver_check" CHECK (("order_groups"."driver_id" is null) = ("order_groups"."driver_price_rials" is null)),
	CONSTRAINT "order_groups_driver_price_check" CHECK ("order_groups"."driver_price_rials" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_group_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_photo_file_id" text;--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_order_group_id_order_groups_id_fk" FOREIGN KEY ("order_group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_driver_id_drivers_user_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_proposals" ADD CONSTRAINT "driver_proposals_loading_request_id_loading_requests_id_fk" FOREIGN KEY ("loading_request_id") REFERENCES "public"."loading_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_proposals" ADD CONSTRAINT "driver_proposals_driver_id_drivers_user_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_ratings" ADD CONSTRAINT "driver_ratings_order_group_id_order_groups_id_fk" FOREIGN KEY ("order_group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_ratings" ADD CONSTRAINT "driver_ratings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_ratings" ADD CONSTRAINT "driver_ratings_driver_id_drivers_user_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loading_requests" ADD CONSTRAINT "loading_requests_order_group_id_order_groups_id_fk" FOREIGN KEY ("order_group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loading_requests" ADD CONSTRAINT "loading_requests_time_block_id_time_blocks_id_fk" FOREIGN KEY ("time_block_id") REFERENCES "public"."time_blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loading_requests" ADD CONSTRAINT "loading_requests_package_type_id_package_types_id_fk" FOREIGN KEY ("package_type_id") REFERENCES "public"."package_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loading_requests" ADD CONSTRAINT "loading_requests_origin_province_id_provinces_id_fk" FOREIGN KEY ("origin_province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_seller_id_sellers_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_destination_city_id_cities_id_fk" FOREIGN KEY ("destination_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_driver_id_drivers_user_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_positions_group_idx" ON "driver_positions" USING btree ("order_group_id","id");--> statement-breakpoint
CREATE INDEX "driver_positions_recorded_idx" ON "driver_positions" USING btree ("recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_proposals_driver_unique" ON "driver_proposals" USING btree ("loading_request_id","driver_id");--> statement-breakpoint
CREATE INDEX "driver_proposals_driver_idx" ON "driver_proposals" USING btree ("driver_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "driver_ratings_once_unique" ON "driver_ratings" USING btree ("order_group_id","customer_id");--> statement-breakpoint
CREATE INDEX "driver_ratings_driver_idx" ON "driver_ratings" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loading_requests_live_unique" ON "loading_requests" USING btree ("order_group_id") WHERE "loading_requests"."status" in ('open', 'accepted');--> statement-breakpoint
CREATE INDEX "loading_requests_open_idx" ON "loading_requests" USING btree ("origin_province_id","loading_date") WHERE "loading_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "order_groups_seller_idx" ON "order_groups" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_groups_driver_idx" ON "order_groups" USING btree ("driver_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_group_id_order_groups_id_fk" FOREIGN KEY ("order_group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_photo_file_id_files_id_fk" FOREIGN KEY ("delivery_photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_group_idx" ON "orders" USING btree ("order_group_id");--> statement-breakpoint
CREATE INDEX "orders_delivered_idx" ON "orders" USING btree ("delivered_at") WHERE "orders"."status" = 'delivered';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('customer_wallet', 'seller_pending', 'seller_wallet', 'seller_deficit', 'driver_wallet', 'platform_revenue', 'gateway_clearing', 'payout_clearing', 'payout_reserved'));