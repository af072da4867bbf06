import type { ClientConfig, PoolConfig } from 'pg';
import { BoundedClient } from './bounded-client';
import {
  DB_BACKGROUND_STATEMENT_TIMEOUT_MS,
  DB_CONNECT_TIMEOUT_MS,
  DB_STARTUP_CONNECT_TIMEOUT_MS,
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  DB_KEEPALIVE_DELAY_MS,
  DB_QUERY_TIMEOUT_MS,
  DB_STATEMENT_TIMEOUT_MS,
} from './timeouts';

/**
 * What a connection is for. It names the connection in `pg_stat_activity` (`application_name`), so an operator (and
 * the fault tests) can tell the request pool from the listening connections.
 */
export type ConnectionRole = 'requests' | 'background' | 'session-feed' | 'catalog-feed' | 'migrations';

/** How much longer the client waits than the server's statement_timeout: the server cancels first if it is alive. */
const CLIENT_GRACE_MS = DB_QUERY_TIMEOUT_MS - DB_STATEMENT_TIMEOUT_MS;

function statementTimeoutOf(role: ConnectionRole): number | undefined {
  if (role === 'migrations') return undefined;
  return role === 'background' ? DB_BACKGROUND_STATEMENT_TIMEOUT_MS : DB_STATEMENT_TIMEOUT_MS;
}

/** The settings of one connection to PostgreSQL for a role: every wait bounded (db/timeouts.ts), keep-alive on. */
export function postgresClientConfig(connectionString: string, role: ConnectionRole): ClientConfig {
  const statementTimeout = statementTimeoutOf(role);
  return {
    connectionString,
    application_name: `schaufenster ${role}`,
    connectionTimeoutMillis: role === 'migrations' ? DB_STARTUP_CONNECT_TIMEOUT_MS : DB_CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: DB_KEEPALIVE_DELAY_MS,
    idle_in_transaction_session_timeout: DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    // Migrations may rewrite a large table: they wait as long as they need, once, at start-up.
    ...(statementTimeout !== undefined && { statement_timeout: statementTimeout, query_timeout: statementTimeout + CLIENT_GRACE_MS }),
  };
}

/** The settings of a pool of such connections (BoundedClient: a connection that stops answering leaves the pool). */
export function postgresPoolConfig(connectionString: string, role: ConnectionRole, max?: number): PoolConfig {
  return { ...postgresClientConfig(connectionString, role), Client: BoundedClient, ...(max !== undefined && { max }) };
}
