import { describe, expect, it, jest } from '@jest/globals';
import { object, string } from 'superstruct';
import { rejectionOf, useTestServer } from '../../test/shared/test-server';
import { whenApiAnswers } from './api-recovery';
import { request } from './request';

const Greeting = object({ hello: string() });
const server = useTestServer();

describe('whenApiAnswers', () => {
  it('tells who waits once, at the next answer any call of the page gets, not at a failure, and not after it stopped waiting', async () => {
    const told = jest.fn();
    const stopped = jest.fn();
    whenApiAnswers(told);
    whenApiAnswers(stopped)();
    server.answer(() => ({ status: 500, json: {} }));
    await rejectionOf(request('/api/checkout-v3/cart/overview/', { schema: Greeting }));
    expect(told).not.toHaveBeenCalled();
    server.answer(() => ({ status: 200, json: { hello: 'Welt' } }));
    await request('/api/search/', { method: 'POST', json: {}, schema: Greeting });
    await request('/api/search/', { method: 'POST', json: {}, schema: Greeting });
    expect(told).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
  });
});
