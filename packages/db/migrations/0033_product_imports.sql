-- A shop's CSV imports of its products (issue 30, decision 042): the uploaded file, the
-- checking job's progress and the dry run's report, until the shop applies it.
CREATE TABLE "product_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"csv" text NOT NULL,
	"status" text DEFAULT 'checking' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{"new":0,"updated":0,"unchanged":0,"error":0}'::jsonb NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_imports_status_check" CHECK ("product_imports"."status" in ('checking', 'checked', 'applying', 'applied', 'failed')),
	CONSTRAINT "product_imports_rows_check" CHECK ("product_imports"."processed_rows" between 0 and "product_imports"."total_rows")
);--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_seller_id_sellers_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_imports_seller_idx" ON "product_imports" USING btree ("seller_id","created_at" DESC NULLS LAST);
