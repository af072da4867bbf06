-- Session caches in every server process learn of each change that matters to a cached session.
-- One row counts those changes: bumped in the changing transaction (row lock, so versions follow commit order),
-- and each bump is announced with the keys it touched on channel session_cache ("<version> t:<token hash> u:<user id> ...",
-- or "<version> *" for a large statement). A process serves a cached session only once it has applied every version
-- the database has committed, so no process ever answers with a session that changed elsewhere.
CREATE TABLE "session_cache_version" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "session_cache_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION "session_cache_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed_keys text[];
	new_version bigint;
BEGIN
	IF TG_TABLE_NAME = 'sessions' AND TG_OP = 'DELETE' THEN
		SELECT array_agg('t:' || o.token_hash) INTO changed_keys FROM old_rows o;
	ELSIF TG_TABLE_NAME = 'sessions' THEN
		-- token_issued_at (0005) bounds a cached session's absolute lifetime, so a change of it is announced.
		-- last_seen_at alone is not: the batched visits would empty the caches every few seconds; a cached row's
		-- last_seen_at may only lag behind, and a session deleted on sight is deleted only if the database agrees
		-- it is idle (session-store.ts). catalog_presets is not cached.
		SELECT array_agg('t:' || o.token_hash) INTO changed_keys
		FROM old_rows o JOIN new_rows n ON n.id = o.id
		WHERE (o.token_hash, o.user_id, o.page_id, o.referrer, o.click_ids, o.flow_id, o.token_issued_at)
			IS DISTINCT FROM (n.token_hash, n.user_id, n.page_id, n.referrer, n.click_ids, n.flow_id, n.token_issued_at);
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg('u:' || o.id) INTO changed_keys FROM old_rows o;
	ELSE
		-- A cached session shows its customer's names.
		SELECT array_agg('u:' || o.id) INTO changed_keys
		FROM old_rows o JOIN new_rows n ON n.id = o.id
		WHERE (o.given_name, o.family_name) IS DISTINCT FROM (n.given_name, n.family_name);
	END IF;
	IF changed_keys IS NULL THEN
		RETURN NULL;
	END IF;
	UPDATE "session_cache_version" SET "version" = "version" + 1 RETURNING "version" INTO new_version;
	-- A NOTIFY payload holds under 8000 bytes: a statement touching many sessions empties every cache instead.
	IF cardinality(changed_keys) > 64 THEN
		PERFORM pg_notify('session_cache', new_version || ' *');
	ELSE
		PERFORM pg_notify('session_cache', new_version || ' ' || array_to_string(changed_keys, ' '));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_cache_update" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "session_cache_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_cache_delete" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "session_cache_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_cache_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "session_cache_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_cache_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "session_cache_changed"();
