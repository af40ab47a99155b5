-- Reviews from verified buyers (issue 28 item 1): a product review per order line, a shop
-- review per order, their photos and "helpful" votes. Averages are read from these rows
-- (docs/decisions/031-reviews-averages-from-rows.md).
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer,
	"product_id" integer,
	"seller_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"body" text,
	"photo_count" smallint DEFAULT 0 NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_kind_check" CHECK ("reviews"."kind" in ('product', 'shop')),
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_body_check" CHECK (char_length("reviews"."body") <= 1000),
	CONSTRAINT "reviews_answer_check" CHECK (char_length("reviews"."answer") <= 1000),
	CONSTRAINT "reviews_photo_count_check" CHECK ("reviews"."photo_count" between 0 and 5),
	CONSTRAINT "reviews_subject_check" CHECK (("reviews"."kind" = 'product' and "reviews"."order_item_id" is not null and "reviews"."product_id" is not null) or ("reviews"."kind" = 'shop' and "reviews"."order_item_id" is null and "reviews"."product_id" is null))
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"review_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"file_id" text NOT NULL,
	CONSTRAINT "review_photos_review_id_position_pk" PRIMARY KEY("review_id","position")
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_sellers_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_item_unique" ON "reviews" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_shop_order_unique" ON "reviews" USING btree ("order_id") WHERE "reviews"."kind" = 'shop';--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS LAST) WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_seller_idx" ON "reviews" USING btree ("seller_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_photos_file_idx" ON "review_photos" USING btree ("file_id");--> statement-breakpoint
-- Reviews can be reported from the desk like products, shops, orders and messages.
ALTER TABLE "reports" DROP CONSTRAINT "reports_subject_check";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_check" CHECK ("reports"."subject_kind" in ('product', 'shop', 'order', 'chat_message', 'review'));--> statement-breakpoint
-- Admins hide and restore reviews, audited like every admin action.
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_target_kind_check";--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_target_kind_check" CHECK ("admin_audit_log"."target_kind" in ('admin', 'banner', 'cash_request', 'category', 'category_property', 'content_page', 'dispute', 'driver', 'order', 'package_type', 'person', 'rate', 'report', 'seller', 'setting', 'stock_type', 'support_thread', 'admin_message', 'review'));--> statement-breakpoint
-- A product's card and page show its rating, so a review's change drops the cached answers
-- that show it (the catalogue_changed function of 0019 learns the reviews table).
CREATE OR REPLACE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  refs text;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'products' THEN
    refs := 'listings product:' || changed.id || ' shop:' || changed.seller_id;
  ELSIF TG_TABLE_NAME IN ('product_images', 'product_properties') THEN
    refs := 'listings product:' || changed.product_id;
  ELSIF TG_TABLE_NAME = 'sellers' THEN
    refs := 'listings shop:' || changed.user_id;
  ELSIF TG_TABLE_NAME = 'categories' THEN
    refs := 'listings category:' || changed.id;
  ELSIF TG_TABLE_NAME = 'category_properties' THEN
    refs := 'category:' || changed.category_id;
  ELSIF TG_TABLE_NAME = 'reviews' THEN
    IF changed.product_id IS NULL THEN
      refs := 'shop:' || changed.seller_id;
    ELSE
      refs := 'listings product:' || changed.product_id;
    END IF;
  ELSE
    refs := 'all';
  END IF;
  PERFORM pg_notify('catalogue_changes', refs);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only what a card or page shows: stars and visibility (a vote or an answer changes neither).
CREATE TRIGGER "reviews_catalogue_changed" AFTER INSERT OR DELETE OR UPDATE OF "stars", "hidden_at" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
