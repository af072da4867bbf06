CREATE TABLE "pending_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"newsletter_opt_in" boolean DEFAULT false NOT NULL,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD CONSTRAINT "pending_registrations_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_registrations_email_idx" ON "pending_registrations" USING btree ("email","created_at");--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "registration_id" uuid;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_registration_id_pending_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."pending_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Unconfirmed registrations of before become pending ones (bound to no session: a password login binds them).
INSERT INTO "pending_registrations" ("email", "given_name", "family_name", "password_hash", "newsletter_opt_in", "created_at")
	SELECT "email", "given_name", "family_name", "password_hash", "newsletter_opt_in", "created_at" FROM "users"
	WHERE NOT "verified" AND "password_hash" IS NOT NULL;--> statement-breakpoint
-- Their accounts go: none could log in, so only one that was a guest account before has orders or addresses,
-- and that one becomes the guest account again, without the registration's password and names.
DELETE FROM "users" WHERE NOT "verified" AND "password_hash" IS NOT NULL
	AND NOT EXISTS (SELECT 1 FROM "orders" WHERE "orders"."user_id" = "users"."id")
	AND NOT EXISTS (SELECT 1 FROM "addresses" WHERE "addresses"."user_id" = "users"."id");--> statement-breakpoint
UPDATE "users" SET "password_hash" = NULL, "given_name" = '', "family_name" = '', "newsletter_opt_in" = false, "is_guest" = true, "verified" = true
	WHERE NOT "verified" AND "password_hash" IS NOT NULL;--> statement-breakpoint
-- Open verification codes of before belong to no registration: they confirm nothing any more.
UPDATE "one_time_codes" SET "consumed_at" = now()
	WHERE "consumed_at" IS NULL AND "otp_type" IN ('VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST');
