-- A shop's name in Latin letters for English pages. Existing shops start with their Persian
-- name; at start-up the API replaces every name that still has no Latin letter with the
-- translator's suggestion (sellers.latin-names.ts).
ALTER TABLE "sellers" ADD COLUMN "store_name_en" text;--> statement-breakpoint
UPDATE "sellers" SET "store_name_en" = "store_name";--> statement-breakpoint
ALTER TABLE "sellers" ALTER COLUMN "store_name_en" SET NOT NULL;
