-- A login or password change hands the session a fresh token and keeps the one it replaced: a request still carrying it
-- (sent before the browser had the new cookie) is told to try again instead of being given a new, anonymous session
-- whose cookie would overwrite the fresh one (session-store.ts). Looked up only when a token finds no session.
ALTER TABLE "sessions" ADD COLUMN "previous_token_hash" text;--> statement-breakpoint
CREATE INDEX "sessions_previous_token_hash_idx" ON "sessions" USING btree ("previous_token_hash");
