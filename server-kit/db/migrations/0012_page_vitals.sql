-- Speed insights: one row per page view with its Core Web Vitals (LCP, INP, CLS, TTFB; any may be missing), the page's
-- route (the CMS page id, one per route, not per product), the widget versions mounted on it and the hour it was sent.
-- Nothing that names a visitor: no address, cookie, session, user agent or exact time. Kept 8 days (the catalog's 7 and one to spare).
CREATE TABLE "page_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"route" text NOT NULL,
	"widgets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lcp" real,
	"inp" real,
	"cls" real,
	"ttfb" real,
	"hour" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_vitals_environment_hour_idx" ON "page_vitals" USING btree ("environment","hour");
