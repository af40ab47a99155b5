CREATE TABLE "search_prefixes" (
	"prefix" text NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_key" integer NOT NULL,
	"product_count" integer NOT NULL,
	CONSTRAINT "search_prefixes_prefix_category_id_subcategory_key_pk" PRIMARY KEY("prefix","category_id","subcategory_key")
);
--> statement-breakpoint
CREATE INDEX "search_prefixes_empty_idx" ON "search_prefixes" USING btree ("prefix") WHERE "search_prefixes"."product_count" <= 0;--> statement-breakpoint
-- Search suggestions read the prefix table (schema/search.ts) instead of scanning products per
-- keystroke; these triggers keep it in step with every write to products and shops, whoever
-- makes it (docs/decisions/017-search-prefix-table.md).

-- The prefixes a product is suggested by: each prefix (1 to 24 characters) of each word of its
-- search vector, once, so a product counts once however many of its words share a prefix.
CREATE FUNCTION "search_prefixes_of"(document tsvector) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT left(word.lexeme, size.n)
  FROM unnest(document) AS word
  CROSS JOIN LATERAL generate_series(1, least(char_length(word.lexeme), 24)) AS size(n)
$$;
--> statement-breakpoint
-- Adds each product (delta 1) or takes it away (delta -1), netted per key first, so an edit
-- that keeps a word writes nothing for it. Keys are written in one order, so two writers
-- that share keys wait for each other instead of deadlocking; rows that reach zero go.
CREATE FUNCTION "search_prefixes_apply"(
  documents tsvector[], category_ids integer[], subcategory_ids integer[], deltas integer[]
) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "search_prefixes" AS "current" ("prefix", "category_id", "subcategory_key", "product_count")
  SELECT prefix.value, change.category_id, coalesce(change.subcategory_id, 0), sum(change.delta)
  FROM unnest(documents, category_ids, subcategory_ids, deltas)
    AS change(document, category_id, subcategory_id, delta)
  CROSS JOIN LATERAL "search_prefixes_of"(change.document) AS prefix(value)
  GROUP BY 1, 2, 3
  HAVING sum(change.delta) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ("prefix", "category_id", "subcategory_key")
    DO UPDATE SET "product_count" = "current"."product_count" + excluded."product_count";
  DELETE FROM "search_prefixes" WHERE "product_count" <= 0;
$$;
--> statement-breakpoint
-- Counted products: active, not deleted, of an approved shop (the product's and the shop's half
-- of "listed"; categories are checked when reading).
CREATE FUNCTION "products_search_prefixes_insert"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_prefixes_apply"(array_agg(p.search_vector), array_agg(p.category_id),
    array_agg(p.subcategory_id), array_agg(1))
  FROM new_products p
  JOIN "sellers" s ON s.user_id = p.seller_id AND s.review_status = 'approved'
  WHERE p.is_active AND p.deleted_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose text, categories, shop or listing changed count: a stock or price update
-- (every checkout) writes nothing.
CREATE FUNCTION "products_search_prefixes_update"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_prefixes_apply"(array_agg(change.document), array_agg(change.category_id),
    array_agg(change.subcategory_id), array_agg(change.delta))
  FROM (
    SELECT o.search_vector AS document, o.category_id, o.subcategory_id, o.seller_id,
      o.is_active AND o.deleted_at IS NULL AS live, -1 AS delta, o.id
    FROM old_products o
    UNION ALL
    SELECT n.search_vector, n.category_id, n.subcategory_id, n.seller_id,
      n.is_active AND n.deleted_at IS NULL, 1, n.id
    FROM new_products n
  ) AS change
  JOIN "sellers" s ON s.user_id = change.seller_id AND s.review_status = 'approved'
  WHERE change.live
    AND EXISTS (
      SELECT 1 FROM old_products o JOIN new_products n ON n.id = o.id
      WHERE o.id = change.id
        AND (o.search_document, o.category_id, o.subcategory_id, o.seller_id, o.is_active,
          o.deleted_at IS NULL)
        IS DISTINCT FROM (n.search_document, n.category_id, n.subcategory_id, n.seller_id,
          n.is_active, n.deleted_at IS NULL)
    );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "products_search_prefixes_delete"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_prefixes_apply"(array_agg(p.search_vector), array_agg(p.category_id),
    array_agg(p.subcategory_id), array_agg(-1))
  FROM old_products p
  JOIN "sellers" s ON s.user_id = p.seller_id AND s.review_status = 'approved'
  WHERE p.is_active AND p.deleted_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "products_search_prefixes_truncate"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_prefixes";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert (a seed, an import) is one netted
-- write per key, not one per product and key.
CREATE TRIGGER "products_search_prefixes_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION "products_search_prefixes_insert"();
--> statement-breakpoint
CREATE TRIGGER "products_search_prefixes_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION "products_search_prefixes_update"();
--> statement-breakpoint
CREATE TRIGGER "products_search_prefixes_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_products
  FOR EACH STATEMENT EXECUTE FUNCTION "products_search_prefixes_delete"();
--> statement-breakpoint
CREATE TRIGGER "products_search_prefixes_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "products_search_prefixes_truncate"();
--> statement-breakpoint
-- A shop approved, or no longer approved: its live products come or go with it.
CREATE FUNCTION "sellers_search_prefixes_review"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_prefixes_apply"(array_agg(p.search_vector), array_agg(p.category_id),
    array_agg(p.subcategory_id),
    array_agg(CASE WHEN NEW.review_status = 'approved' THEN 1 ELSE -1 END))
  FROM "products" p
  WHERE p.seller_id = NEW.user_id AND p.is_active AND p.deleted_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sellers_search_prefixes_review" AFTER UPDATE OF "review_status" ON "sellers"
  FOR EACH ROW
  WHEN ((OLD.review_status = 'approved') IS DISTINCT FROM (NEW.review_status = 'approved'))
  EXECUTE FUNCTION "sellers_search_prefixes_review"();
--> statement-breakpoint
-- A deleted approved shop takes its products away before the cascade deletes them: by then
-- the shop is gone and the products' trigger no longer sees them as counted.
CREATE FUNCTION "sellers_search_prefixes_delete"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_prefixes_apply"(array_agg(p.search_vector), array_agg(p.category_id),
    array_agg(p.subcategory_id), array_agg(-1))
  FROM "products" p
  WHERE p.seller_id = OLD.user_id AND p.is_active AND p.deleted_at IS NULL;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sellers_search_prefixes_delete" BEFORE DELETE ON "sellers"
  FOR EACH ROW WHEN (OLD.review_status = 'approved')
  EXECUTE FUNCTION "sellers_search_prefixes_delete"();
--> statement-breakpoint
-- The products already there (the demo and the scale seeds).
SELECT "search_prefixes_apply"(array_agg(p.search_vector), array_agg(p.category_id),
  array_agg(p.subcategory_id), array_agg(1))
FROM "products" p
JOIN "sellers" s ON s.user_id = p.seller_id AND s.review_status = 'approved'
WHERE p.is_active AND p.deleted_at IS NULL;
