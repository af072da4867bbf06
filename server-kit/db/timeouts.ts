// How long anything on PostgreSQL may take before a request stops waiting for it. A healthy database answers the
// shop's queries in milliseconds; past these budgets it is unavailable for the request (503 with Retry-After), not
// slow. PGlite runs inside the process and has none of them: nothing there can stall without the process stalling.

/** Getting a connection: from the pool when all are busy, or a new one (TCP, TLS, start-up) when none is idle. */
export const DB_CONNECT_TIMEOUT_MS = 2000;

/**
 * Connecting for the migrations at start-up: once per start, with no shopper waiting, so a busy database server (a
 * restart of many processes, a loaded machine) is waited for rather than ending the start.
 */
export const DB_STARTUP_CONNECT_TIMEOUT_MS = 15_000;

/** One statement on the server (`statement_timeout`): a lock wait or a runaway plan is cancelled there. */
export const DB_STATEMENT_TIMEOUT_MS = 2000;

/**
 * One query as the client waits for it (`query_timeout`): a little longer than the server's own limit, so a live
 * server cancels first (and keeps the connection); only a server that does not answer at all reaches this one.
 */
export const DB_QUERY_TIMEOUT_MS = 2500;

/** A transaction whose client went quiet (a request cut off mid-transaction) gives its locks back after this. */
export const DB_IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;

/** TCP keep-alive probes start after this much silence on a connection: a dead peer that never resets is found. */
export const DB_KEEPALIVE_DELAY_MS = 10_000;

/**
 * Background work that reads or writes a lot at once (the search index's catalog read, the seed, the purge of
 * expired rows) gets this per statement on a pool of its own, so a large catalog still builds and a shopper's
 * request never queues behind it.
 */
export const DB_BACKGROUND_STATEMENT_TIMEOUT_MS = 60_000;

/** How long a request waits for its process to know every session change committed so far (the session cache). */
export const SESSION_FRESHNESS_WAIT_MS = 500;

/** A listening connection that has not been asked anything for this long is asked `SELECT 1`: silence is no proof of life. */
export const FEED_HEARTBEAT_MS = 30_000;

/** How long `GET /readyz` waits for the database's `SELECT 1`. */
export const READY_CHECK_TIMEOUT_MS = 1000;

/** Seconds a 503 for an unavailable database asks the client to wait before it tries again (`Retry-After`). */
export const DATABASE_RETRY_AFTER_S = 5;

/**
 * The longest a request waits on a database that stopped answering before it is answered 503: the session cache's
 * freshness wait (twice, when it queues behind a read under way), then one query timeout (the first query that
 * fails ends the request; a connection from a full pool is given up on sooner, after DB_CONNECT_TIMEOUT_MS).
 * @internal what the fault tests hold every request to
 */
export const DB_REQUEST_BUDGET_MS = 2 * SESSION_FRESHNESS_WAIT_MS + DB_QUERY_TIMEOUT_MS;
