-- The in-memory search index of every server process learns that the catalog changed (products, brands, help pages)
-- and builds itself again from the database: one announcement per changing statement on channel catalog_changed.
CREATE FUNCTION "catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "brands_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "help_pages_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "help_pages"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
