/** @jest-environment node */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fakeWallClock } from '../../test/shared/fake-time';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { DATABASE_RETRY_AFTER_S } from '../db/timeouts';
import { apiErrorHandler, OUTAGE_LOG_INTERVAL_MS } from './error-handler';
import { SERVER_TEXTS } from '../texts';

/** An app whose routes throw what a test gives them, with its log lines collected. */
function appThrowing(errors: Record<string, () => Error>) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  app.setErrorHandler(apiErrorHandler);
  for (const [path, error] of Object.entries(errors)) {
    app.get(path, async () => {
      throw error();
    });
  }
  return { app, lines };
}

const timedOut = () => new DrizzleQueryError('select * from users where email = $1', ['anna@example.de'], new Error('Query read timeout'));

describe('the API error handler', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('answers a database that does not answer with 503, Retry-After and a German message, and logs the cause without values', async () => {
    const { app, lines } = appThrowing({ '/api/konto/:email': timedOut });
    const answer = await app.inject({ method: 'GET', url: '/api/konto/anna%40example.de?ref=mail' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ message: SERVER_TEXTS.unavailable, error: { code: 'unavailable' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"msg":"database unavailable: query timeout"');
    expect(lines[0]).toContain('"route":"/api/konto/:email"');
    expect(lines.join('')).not.toMatch(/anna|example|select|ref=/);
    await app.close();
  });

  it('writes one line per cause and second while an outage lasts, counting the answers in between', async () => {
    fakeWallClock();
    const { app, lines } = appThrowing({ '/api/a/': timedOut });
    for (let call = 0; call < 5; call += 1) expect((await app.inject({ method: 'GET', url: '/api/a/' })).statusCode).toBe(503);
    expect(lines).toHaveLength(1);
    jest.setSystemTime(Date.now() + OUTAGE_LOG_INTERVAL_MS - 1);
    await app.inject({ method: 'GET', url: '/api/a/' });
    expect(lines).toHaveLength(1);
    jest.setSystemTime(Date.now() + 1);
    await app.inject({ method: 'GET', url: '/api/a/' });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('database unavailable: query timeout (and 5 more answers since the last line)');
    await app.close();
  });

  it('keeps answering a bug with a bare 500, logging only the error’s class', async () => {
    const { app, lines } = appThrowing({ '/api/b/': () => new TypeError('secret anna@example.de') });
    const answer = await app.inject({ method: 'GET', url: '/api/b/' });
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['retry-after']).toBeUndefined();
    expect(answer.json()).toEqual({ message: 'Internal Server Error', error: { code: 'internal' } });
    expect(lines[0]).toContain('"error":"TypeError"');
    expect(lines.join('')).not.toContain('anna');
    await app.close();
  });
});
