-- Mount counts per environment, and per hour for the catalog's last 24 hours and 7 days. Counts from before this
-- migration knew no environment: they are production's, except the development version's, which only npm run dev serves.
ALTER TABLE "widget_mounts" ADD COLUMN "environment" text DEFAULT 'production' NOT NULL;
--> statement-breakpoint
UPDATE "widget_mounts" SET "environment" = 'dev' WHERE "version" = '0.0.0-dev';
--> statement-breakpoint
ALTER TABLE "widget_mounts" DROP CONSTRAINT "widget_mounts_widget_version_outcome_pk";
--> statement-breakpoint
ALTER TABLE "widget_mounts" ADD CONSTRAINT "widget_mounts_environment_widget_version_outcome_pk" PRIMARY KEY("environment","widget","version","outcome");
--> statement-breakpoint
CREATE TABLE "widget_mount_hours" (
	"environment" text NOT NULL,
	"widget" text NOT NULL,
	"version" text NOT NULL,
	"outcome" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "widget_mount_hours_environment_widget_version_outcome_hour_pk" PRIMARY KEY("environment","widget","version","outcome","hour")
);
