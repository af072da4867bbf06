/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { databaseOutageCause } from './database-outage';

/** An error as node-postgres makes them: a message, and a code for server and socket errors. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code === undefined ? {} : { code });

describe('telling a database outage from a bug', () => {
  it.each([
    ['a query the server did not answer in time', pgError('Query read timeout'), 'query timeout'],
    ['no free connection in the pool in time', pgError('timeout exceeded when trying to connect'), 'no connection within the connect timeout'],
    ['a new connection that did not start in time', pgError('Connection terminated due to connection timeout'), 'connect timeout'],
    ['a connection cut mid-query', pgError('Connection terminated unexpectedly'), 'connection lost'],
    ['a client whose connection broke before', pgError('Client has encountered a connection error and is not queryable'), 'connection lost'],
    ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), 'connection failed (ECONNREFUSED)'],
    ['a server shutting down', pgError('terminating connection due to administrator command', '57P01'), 'server shutting down (57P01)'],
    ['a server starting up', pgError('the database system is starting up', '57P03'), 'server starting up (57P03)'],
    ['a statement cancelled by statement_timeout', pgError('canceling statement due to statement timeout', '57014'), 'statement timeout (57014)'],
    ['a connection exception of class 08', pgError('connection failure', '08006'), 'connection exception (08006)'],
    ['an embedded PGlite that was closed', new Error('PGlite is closed'), 'database closed'],
    ['both addresses of localhost refusing', new AggregateError([pgError('x', 'ECONNREFUSED'), pgError('y', 'ECONNREFUSED')]), 'connection failed (ECONNREFUSED)'],
  ])('names %s', (_case, error, cause) => {
    expect(databaseOutageCause(error)).toBe(cause);
  });

  it('looks through drizzle’s wrapper, whose message carries the query’s values, and names only the cause', () => {
    const wrapped = new DrizzleQueryError('select * from users where email = $1', ['anna@example.de'], pgError('Query read timeout'));
    expect(databaseOutageCause(wrapped)).toBe('query timeout');
  });

  it.each([
    ['a unique violation', pgError('duplicate key value violates unique constraint "users_email"', '23505')],
    ['a syntax error', pgError('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a driver message that only contains an outage text', pgError('Query read timeout while parsing anna@example.de')],
    ['no error at all', 'Query read timeout'],
  ])('does not count %s as an outage', (_case, error) => {
    expect(databaseOutageCause(error)).toBeUndefined();
  });
});
