-- Web analytics: how often each shop event (SPEC section 7's list) was pushed with analytics consent, per environment,
-- route (the CMS page id) and hour, added up as batches arrive. Counts only: no address, cookie, session, user agent,
-- order value or exact time. Kept 8 days (the catalog's 7 and one to spare).
CREATE TABLE "page_events" (
	"environment" text NOT NULL,
	"route" text NOT NULL,
	"event" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_events_environment_hour_route_event_pk" PRIMARY KEY("environment","hour","route","event")
);
