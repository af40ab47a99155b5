-- Packs and sizes (issue 30 item 4, docs/decisions/041-product-variants.md): a product sells
-- in one or more variants, each with its own price, discount, stock, unit and weight. Every
-- existing product becomes a single-variant product with what it had; every cart line and
-- order line names that variant. The product row keeps its cheapest variant's price and unit
-- (lists sort and filter on them); stock lives only on the variants.
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"label_en" text DEFAULT '' NOT NULL,
	"price_rials" bigint NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"discounted_price_rials" bigint NOT NULL,
	"stock" numeric(14, 3) DEFAULT 0 NOT NULL,
	"stock_type_id" integer NOT NULL,
	"weight_kg" numeric(12, 3),
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price_rials" > 0),
	CONSTRAINT "product_variants_discount_check" CHECK ("product_variants"."discount_percent" between 0 and 90 and "product_variants"."discounted_price_rials" > 0),
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_weight_check" CHECK ("product_variants"."weight_kg" is null or "product_variants"."weight_kg" > 0)
);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_stock_type_id_stock_types_id_fk" FOREIGN KEY ("stock_type_id") REFERENCES "public"."stock_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position") WHERE "product_variants"."deleted_at" is null;--> statement-breakpoint
INSERT INTO "product_variants" ("product_id", "price_rials", "discount_percent", "discounted_price_rials", "stock", "stock_type_id", "created_at", "updated_at")
	SELECT "id", "price_rials", "discount_percent", "discounted_price_rials", "stock", "stock_type_id", "created_at", "updated_at" FROM "products" ORDER BY "id";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_stock_check";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "stock";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
UPDATE "cart_items" SET "variant_id" = "product_variants"."id" FROM "product_variants" WHERE "product_variants"."product_id" = "cart_items"."product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_product_unique";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_unique" UNIQUE("cart_id","variant_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit_weight_kg" numeric(12, 3);--> statement-breakpoint
UPDATE "order_items" SET "variant_id" = "product_variants"."id" FROM "product_variants" WHERE "product_variants"."product_id" = "order_items"."product_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- A card and a page show their variants' prices and stock, so a variant's change (a seller's
-- edit, checkout taking stock) drops the cached answers that show its product (docs/read-cache.md).
CREATE OR REPLACE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  refs text;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'products' THEN
    refs := 'listings product:' || changed.id || ' shop:' || changed.seller_id;
  ELSIF TG_TABLE_NAME IN ('product_images', 'product_properties', 'product_variants') THEN
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
CREATE TRIGGER "product_variants_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
