-- Writes sent with an Idempotency-Key header (IETF draft "The Idempotency-Key HTTP Header Field"; cart, voucher,
-- address and order calls): the key is stored in the write's own transaction, with a fingerprint of the request and
-- the answer it got, so a retry with the same key (its answer lost on the way) gets that answer again instead of
-- writing twice. Scoped to the session that sent it; purged with the other expired rows a day later.
CREATE TABLE "idempotency_keys" (
	"session_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_session_id_key_pk" PRIMARY KEY("session_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys" USING btree ("expires_at");
