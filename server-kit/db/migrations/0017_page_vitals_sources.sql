-- Whom each page view's vitals count for: keys of its session and its network (hashes that name nobody), so that a
-- figure says how many sessions and networks stand behind it and no session weighs more than a shopper's share.
ALTER TABLE "page_vitals" ADD COLUMN "session_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_vitals" ADD COLUMN "network_key" text DEFAULT '' NOT NULL;