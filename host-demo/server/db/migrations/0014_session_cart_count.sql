-- A cached session carries its cart's item count (the header's badge, rendered on the server without a query), so a
-- change of a cart's lines is announced for the session owning the cart, on the session caches' channel and counter
-- as 0008 announces the session's own changes (same version row, same payload).
-- Lines added, changed or removed: the sessions of their carts. A cart deleted with its session (cascade) finds no
-- session here; the session's own delete announced it.
CREATE FUNCTION "cart_lines_cache_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed_keys text[];
	new_version bigint;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT 't:' || s.token_hash) INTO changed_keys
		FROM new_rows l JOIN "carts" c ON c.id = l.cart_id JOIN "sessions" s ON s.id = c.session_id;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT 't:' || s.token_hash) INTO changed_keys
		FROM old_rows l JOIN "carts" c ON c.id = l.cart_id JOIN "sessions" s ON s.id = c.session_id;
	ELSE
		SELECT array_agg(DISTINCT 't:' || s.token_hash) INTO changed_keys
		FROM (SELECT cart_id FROM old_rows UNION SELECT cart_id FROM new_rows) l
			JOIN "carts" c ON c.id = l.cart_id JOIN "sessions" s ON s.id = c.session_id;
	END IF;
	IF changed_keys IS NULL THEN
		RETURN NULL;
	END IF;
	UPDATE "session_cache_version" SET "version" = "version" + 1 RETURNING "version" INTO new_version;
	-- Over 64 sessions (a payload holds under 8000 bytes): every cache empties, as 0008 does.
	PERFORM pg_notify('session_cache', new_version || ' ' || CASE WHEN cardinality(changed_keys) > 64 THEN '*' ELSE array_to_string(changed_keys, ' ') END);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cart_lines_cache_insert" AFTER INSERT ON "cart_lines" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cart_lines_cache_changed"();
--> statement-breakpoint
CREATE TRIGGER "cart_lines_cache_update" AFTER UPDATE ON "cart_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cart_lines_cache_changed"();
--> statement-breakpoint
CREATE TRIGGER "cart_lines_cache_delete" AFTER DELETE ON "cart_lines" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cart_lines_cache_changed"();
