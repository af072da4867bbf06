-- A cached session carries its cart's item count (the header's badge, rendered on the server without a query), so a
-- change of a cart's lines is announced for the session owning the cart, on the session caches' channel and counter
-- as 0008 announces the session's own changes (same version row, same payload). Per line: a cart statement touches
-- one line, or the few of a cart emptied by an order. A cart deleted with its session (cascade) finds no session
-- here; the session's own delete announced it.
CREATE FUNCTION "cart_lines_cache_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed_key text;
	new_version bigint;
BEGIN
	SELECT 't:' || s.token_hash INTO changed_key
	FROM "carts" c JOIN "sessions" s ON s.id = c.session_id
	WHERE c.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.cart_id ELSE NEW.cart_id END;
	IF changed_key IS NULL THEN
		RETURN NULL;
	END IF;
	UPDATE "session_cache_version" SET "version" = "version" + 1 RETURNING "version" INTO new_version;
	PERFORM pg_notify('session_cache', new_version || ' ' || changed_key);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cart_lines_cache" AFTER INSERT OR UPDATE OR DELETE ON "cart_lines"
	FOR EACH ROW EXECUTE FUNCTION "cart_lines_cache_changed"();
