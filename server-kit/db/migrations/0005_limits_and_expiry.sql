ALTER TABLE "sessions" ADD COLUMN "token_issued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "sessions" SET "token_issued_at" = "created_at";--> statement-breakpoint
ALTER TABLE "throttle_buckets" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sessions_last_seen_at_idx" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "sessions_token_issued_at_idx" ON "sessions" USING btree ("token_issued_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_expires_at_idx" ON "one_time_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "reset_tokens_expires_at_idx" ON "reset_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "throttle_buckets_expires_at_idx" ON "throttle_buckets" USING btree ("expires_at");
