import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { object, string, type Infer } from 'superstruct';
import { advanceUntil } from '../../test/shared/fake-time';
import { useTestServer, type Answer } from '../../test/shared/test-server';
import { request, type RequestOptions } from './request';
import { resetCsrfFlow } from './csrf';

// When request() sends a call again, and when it gives up: the rest of request() is in request.test.ts.
const Greeting = object({ hello: string() });
const server = useTestServer();
const ADD = '/api/checkout-v3/cart/add/';

/** How a call ended and when, on the fake clock. */
interface Outcome {
  done: boolean;
  error?: unknown;
  at: number;
}

/** Starts one action (an add with the spec's 3 retries unless told otherwise) and records how and when it ends. */
function startAction(options: Partial<RequestOptions<Infer<typeof Greeting>>> = {}, path = ADD): Outcome {
  const outcome: Outcome = { done: false, at: 0 };
  request(path, { method: 'POST', json: {}, schema: Greeting, maxRetries: 3, ...options }).then(
    () => Object.assign(outcome, { done: true, at: Date.now() }),
    (error: unknown) => Object.assign(outcome, { done: true, error, at: Date.now() }),
  );
  return outcome;
}

const writes = (path = ADD) => server.requests.filter((received) => received.path === path);
const gaps = (path = ADD) => writes(path).slice(1).map((received, index) => received.at - (writes(path)[index]?.at ?? 0));
const unavailable = (headers: Record<string, string> = {}): Answer => ({ status: 503, headers, json: { message: 'Der Shop ist gerade nicht erreichbar.', error: { code: 'unavailable' } } });

beforeEach(() => {
  resetCsrfFlow();
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('one shopper action', () => {
  it('against a server that answers 503 sends the spec back-off (2 s, then 4 s) and ends within 8 s, before a third retry would be due', async () => {
    server.answer(() => unavailable());
    const started = Date.now();
    const outcome = startAction();
    await advanceUntil(() => outcome.done);
    expect(outcome.error).toMatchObject({ name: 'HttpError', status: 503, code: 'unavailable', message: 'Internal Server Error' });
    expect(outcome.at - started).toBeLessThanOrEqual(8000);
    expect(writes()).toHaveLength(3);
    const [first = 0, second = 0] = gaps();
    // Each wait is the back-off plus at most a tenth of it, so pages that failed together do not come back together.
    expect(first).toBeGreaterThanOrEqual(2000);
    expect(first).toBeLessThanOrEqual(2200 + 50);
    expect(second).toBeGreaterThanOrEqual(4000);
    expect(second).toBeLessThanOrEqual(4400 + 50);
  });

  it('against a server that never answers sends once and gives up at the deadline (8 s) as a call without an answer', async () => {
    server.answer(() => ({ status: 200, hang: true }));
    const started = Date.now();
    const outcome = startAction();
    await advanceUntil(() => outcome.done);
    expect(outcome.error).toMatchObject({ name: 'HttpError', status: 0, message: 'Internal Server Error' });
    expect(outcome.at - started).toBeGreaterThanOrEqual(8000);
    expect(outcome.at - started).toBeLessThanOrEqual(8000 + 50);
    expect(writes()).toHaveLength(1);
  });

  it('waits the Retry-After seconds a 503 asks for instead of the shorter back-off, and ends when the next try would be past the deadline', async () => {
    server.answer(() => unavailable({ 'retry-after': '5' }));
    const started = Date.now();
    const outcome = startAction();
    await advanceUntil(() => outcome.done);
    expect(writes()).toHaveLength(2);
    expect(gaps()[0]).toBeGreaterThanOrEqual(5000);
    expect(gaps()[0]).toBeLessThanOrEqual(5500 + 50);
    // The third would be due 5 s after the second, past the 8 s: the shopper hears at once instead.
    expect(outcome.at - started).toBeLessThan(8000);
    expect(outcome.error).toMatchObject({ status: 503 });
  });

  it('reads a Retry-After given as an HTTP date', async () => {
    let answered = 0;
    server.answer(() => ((answered += 1) === 1 ? unavailable({ 'retry-after': new Date(Date.now() + 4000).toUTCString() }) : { status: 200, json: { hello: 'Welt' } }));
    const outcome = startAction();
    await advanceUntil(() => outcome.done);
    expect(outcome.error).toBeUndefined();
    // The date has whole seconds: the wait is more than 3 s, never the 2 s of the back-off.
    expect(gaps()[0]).toBeGreaterThan(3000);
    expect(gaps()[0]).toBeLessThanOrEqual(4400 + 50);
  });

  it('does not wait for a Retry-After longer than the longest back-off of the spec (6 s): it ends at once', async () => {
    server.answer(() => unavailable({ 'retry-after': '3600' }));
    const started = Date.now();
    const outcome = startAction();
    await advanceUntil(() => outcome.done);
    expect(writes()).toHaveLength(1);
    expect(outcome.at - started).toBeLessThan(1000);
  });

  it.each<[string, Answer]>([
    ['400', { status: 400, json: { error: { code: 'bad_request' } } }],
    ['428 without a CSRF flow to renew', { status: 428, json: { error: { code: 'csrf_invalid' } } }],
    ['429', { status: 429, headers: { 'retry-after': '1' }, json: { error: { code: 'too_many_requests' } } }],
    ['503 busy (a server shedding load)', { status: 503, headers: { 'retry-after': '5' }, json: { error: { code: 'busy' } } }],
    ['504', { status: 504, json: {} }],
  ])('does not send a %s again', async (_status, answer) => {
    server.answer(() => answer);
    const outcome = startAction();
    await advanceUntil(() => outcome.done);
    expect(outcome.error).toMatchObject({ name: 'HttpError', status: answer.status });
    expect(writes()).toHaveLength(1);
  });

  it('has one budget for every kind of retry: a renewed CSRF flow, a replaced session token and 5xx together send at most 1 + 3', async () => {
    let flows = 0;
    server.answer((received) => {
      if (received.path === '/api/s/c/') return { status: 200, json: {}, headers: { 'x-cs-flow-id': `flow-${(flows += 1)}` } };
      if (received.headers['x-cs-flow-id'] === 'flow-1') return { status: 428, json: { error: { code: 'csrf_invalid' } } };
      if (writes('/api/auth/login').length === 2) return { status: 409, json: { error: { code: 'session_superseded' } } };
      return unavailable();
    });
    const outcome = startAction({ csrf: true }, '/api/auth/login');
    await advanceUntil(() => outcome.done);
    expect(outcome.error).toMatchObject({ status: 503 });
    expect(writes('/api/auth/login')).toHaveLength(4);
  });

  it('sends a call without retries of its own again only for a replaced session token, and one 503 not at all', async () => {
    server.answer(() => unavailable());
    const outcome = startAction({ maxRetries: undefined });
    await advanceUntil(() => outcome.done);
    expect(writes()).toHaveLength(1);
  });

  it('lets a call have a longer deadline when it asks for one, and still stops there', async () => {
    server.answer(() => ({ status: 200, hang: true }));
    const started = Date.now();
    const outcome = startAction({ maxRetries: 0, deadlineMs: 15_000 });
    await advanceUntil(() => outcome.done, { stepMs: 100 });
    expect(outcome.at - started).toBeGreaterThanOrEqual(15_000);
    expect(outcome.at - started).toBeLessThanOrEqual(15_000 + 100);
  });
});
