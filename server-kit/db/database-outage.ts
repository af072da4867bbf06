/** Node's codes for a connection that could not be made or was cut. */
const SOCKET_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATEs that say the server is going, coming or full, or that a statement ran out of its time. */
const SQLSTATE_CAUSES: Readonly<Record<string, string>> = {
  '57P01': 'server shutting down (57P01)',
  '57P02': 'server crashed (57P02)',
  '57P03': 'server starting up (57P03)',
  '53300': 'too many connections (53300)',
  '57014': 'statement timeout (57014)',
  '55P03': 'lock timeout (55P03)',
  '25P03': 'idle in transaction timeout (25P03)',
};

/**
 * The drivers' own messages (node-postgres, pg-pool; PGlite's once it is closed) for a database that did not
 * answer: fixed texts without any value of a query, mapped to the cause a log line names.
 */
const DRIVER_MESSAGES: Readonly<Record<string, string>> = {
  'Query read timeout': 'query timeout',
  'timeout exceeded when trying to connect': 'no connection within the connect timeout',
  'Connection terminated due to connection timeout': 'connect timeout',
  'timeout expired': 'connect timeout',
  'Connection terminated unexpectedly': 'connection lost',
  'Connection terminated': 'connection lost',
  'Client has encountered a connection error and is not queryable': 'connection lost',
  'Client was closed and is not queryable': 'connection lost',
  'Cannot use a pool after calling end on the pool': 'pool closed',
  'PGlite is closed': 'database closed',
};

function ownCause(error: object): string | undefined {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    if (SOCKET_CODES.has(code)) return `connection failed (${code})`;
    const known = SQLSTATE_CAUSES[code];
    if (known) return known;
    // Class 08: connection exceptions reported by the server.
    if (/^08[0-9A-Z]{3}$/.test(code)) return `connection exception (${code})`;
  }
  return error instanceof Error ? DRIVER_MESSAGES[error.message] : undefined;
}

/**
 * Why an error means the database is unavailable (not answering, not reachable, restarting, out of its time
 * budget), as a short fixed text for the log line `database unavailable: …`; undefined for anything else (a bug, a
 * constraint, bad input). Looks through `cause` (drizzle wraps driver errors, with the query's values in its
 * message: only codes and the driver's fixed messages are read) and AggregateError's parts.
 */
export function databaseOutageCause(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined;
  const own = ownCause(error);
  if (own) return own;
  if (error instanceof AggregateError) {
    for (const part of error.errors) {
      const found = databaseOutageCause(part, depth + 1);
      if (found) return found;
    }
  }
  return 'cause' in error ? databaseOutageCause(error.cause, depth + 1) : undefined;
}
