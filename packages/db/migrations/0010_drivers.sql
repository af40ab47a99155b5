CREATE TABLE "driver_service_provinces" (
	"driver_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	CONSTRAINT "driver_service_provinces_driver_id_province_id_pk" PRIMARY KEY("driver_id","province_id")
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"national_code" text NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"plate" text NOT NULL,
	"capacity_kg" integer NOT NULL,
	"driving_licence_file_id" text,
	"vehicle_card_file_id" text,
	"sheba" text NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"review_status" text DEFAULT 'pending_review' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_review_status_check" CHECK ("drivers"."review_status" in ('pending_review', 'approved', 'rejected')),
	CONSTRAINT "drivers_capacity_check" CHECK ("drivers"."capacity_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vehicle_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "cash_requests" DROP CONSTRAINT "cash_requests_role_check";--> statement-breakpoint
ALTER TABLE "driver_service_provinces" ADD CONSTRAINT "driver_service_provinces_driver_id_drivers_user_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_service_provinces" ADD CONSTRAINT "driver_service_provinces_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_driving_licence_file_id_files_id_fk" FOREIGN KEY ("driving_licence_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_vehicle_card_file_id_files_id_fk" FOREIGN KEY ("vehicle_card_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_service_provinces_province_idx" ON "driver_service_provinces" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "drivers_review_status_idx" ON "drivers" USING btree ("review_status","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "cash_requests" ADD CONSTRAINT "cash_requests_role_check" CHECK ("cash_requests"."role" in ('customer', 'seller', 'driver'));