-- Every change to what the storefront shows is announced on the "catalogue_changes" channel,
-- whoever makes it (a seller's edit, an admin's review, checkout taking stock): the API's
-- read cache drops the answers filed under the named references, on every instance that
-- listens (docs/read-cache.md). The payload is space-separated references: "listings" (any
-- product list, count or suggestion), product:<id>, shop:<seller user id>, category:<id>, and
-- "all" for reference data every answer may show (units, places, stored files).
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ELSE
    refs := 'all';
  END IF;
  PERFORM pg_notify('catalogue_changes', refs);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_images"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_properties_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_properties"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "sellers_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "sellers"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "category_properties_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "category_properties"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "stock_types_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "stock_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "cities_catalogue_changed" AFTER UPDATE OR DELETE ON "cities"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "provinces_catalogue_changed" AFTER UPDATE OR DELETE ON "provinces"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
-- A new file is shown only once a product or shop row points at it (announced there); an
-- existing one changes when its image variants are made.
CREATE TRIGGER "files_catalogue_changed" AFTER UPDATE OR DELETE ON "files"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
