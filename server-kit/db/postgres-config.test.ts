/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { type ConnectionRole, postgresClientConfig } from './postgres-config';
import { DB_CONNECT_TIMEOUT_MS, DB_STARTUP_CONNECT_TIMEOUT_MS } from './timeouts';

const timeoutOf = (role: ConnectionRole) => postgresClientConfig('postgres://db.invalid/shop', role).connectionTimeoutMillis;

describe('postgresClientConfig', () => {
  it('gives a request up on a connection sooner than the start-up migrations, which wait for a busy server', () => {
    const served: ConnectionRole[] = ['requests', 'background', 'session-feed', 'catalog-feed'];
    expect(served.map(timeoutOf)).toEqual(served.map(() => DB_CONNECT_TIMEOUT_MS));
    expect(timeoutOf('migrations')).toBe(DB_STARTUP_CONNECT_TIMEOUT_MS);
    expect(DB_STARTUP_CONNECT_TIMEOUT_MS).toBeGreaterThan(DB_CONNECT_TIMEOUT_MS);
  });
});
