/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../../test/server/harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  const test = useTestApp();

  it('names every answer\'s request, a new id each, errors and pages alike', async () => {
    const ids = [];
    for (const url of ['/api/s/', '/api/s/', '/gibt-es-nicht/', '/api/catalog/products/by-slug/Kaputt!']) {
      const answer = await test.app.inject({ method: 'GET', url });
      expect(String(answer.headers['x-request-id'])).toMatch(UUID);
      ids.push(answer.headers['x-request-id']);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the id a proxy in front made, so both logs name the same request; one that could break a log line is replaced', async () => {
    const handedOn = await test.app.inject({ method: 'GET', url: '/api/s/', headers: { 'x-request-id': 'a1b2c3d4e5f6' } });
    expect(handedOn.headers['x-request-id']).toBe('a1b2c3d4e5f6');
    for (const forged of ['zeile\nzwei', 'x'.repeat(65), '<script>', '']) {
      const answer = await test.app.inject({ method: 'GET', url: '/api/s/', headers: { 'x-request-id': forged } });
      expect(String(answer.headers['x-request-id'])).toMatch(UUID);
    }
  });
});
