-- The product feed (GET /api/catalog/feed/?updatedSince=…) hands a CMS only the products that changed since its last
-- import: a product's row changes, or its brand's or category's name does. Stock is left out on purpose (the buy box
-- reads it live): every order would otherwise touch its products and announce a catalog change (0009).
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE FUNCTION "product_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.updated_at := clock_timestamp();
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_touched" BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION "product_touched"();
--> statement-breakpoint
CREATE FUNCTION "brand_or_category_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'brands' THEN
		UPDATE "products" SET "updated_at" = clock_timestamp() WHERE "brand_id" = NEW.id;
	ELSE
		UPDATE "products" SET "updated_at" = clock_timestamp() WHERE "category_id" = NEW.id;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "brands_touch_products" AFTER UPDATE ON "brands" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "brand_or_category_touched"();
--> statement-breakpoint
CREATE TRIGGER "categories_touch_products" AFTER UPDATE ON "categories" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "brand_or_category_touched"();
