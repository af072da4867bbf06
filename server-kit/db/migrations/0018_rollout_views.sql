-- The page views of each rollout's version per session, what an automatic halt judges (each session counts a
-- shopper's share at most); keys of the session and network only, nothing that names a visitor.
CREATE TABLE "rollout_views" (
	"environment" text NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"session_key" text NOT NULL,
	"network_key" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rollout_views_environment_remote_version_session_key_pk" PRIMARY KEY("environment","remote","version","session_key")
);
