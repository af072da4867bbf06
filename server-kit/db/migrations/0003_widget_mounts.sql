CREATE TABLE "widget_mounts" (
	"widget" text NOT NULL,
	"version" text NOT NULL,
	"outcome" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "widget_mounts_widget_version_outcome_pk" PRIMARY KEY("widget","version","outcome")
);
