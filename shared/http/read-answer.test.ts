import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { array, boolean, object, optional, string } from 'superstruct';
import { useTestServer } from '../../test/shared/test-server';
import { parseAnswer, readAnswer } from './read-answer';
import { request } from './request';

const Session = object({
  id: string(),
  aboutMe: object({ isLogged: boolean(), givenName: optional(string()) }),
  groups: array(object({ type: string() })),
});
const server = useTestServer();
let logged: string[];

beforeEach(() => {
  logged = [];
  jest.spyOn(console, 'error').mockImplementation((message: unknown) => void logged.push(String(message)));
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('reading an answer', () => {
  it('drops fields the schema does not know, at any depth, as a backend that answers more sends them', async () => {
    server.answer(() => ({
      status: 200,
      json: {
        id: 's-1',
        pageId: 'home',
        clickIds: { gclid: 'g' },
        aboutMe: { isLogged: true, givenName: 'Anna', loyalty: { points: 3 } },
        groups: [{ type: 'FAQ', rank: 1 }],
      },
    }));
    expect(await request('/api/s/', { schema: Session })).toEqual({ id: 's-1', aboutMe: { isLogged: true, givenName: 'Anna' }, groups: [{ type: 'FAQ' }] });
    expect(logged).toEqual([]);
  });

  it('drops fields named like members of Object.prototype instead of failing on them', () => {
    const text = '{"id":"s-1","constructor":1,"aboutMe":{"isLogged":false,"__proto__":{"isLogged":true},"toString":"x"},"groups":[{"type":"FAQ","valueOf":2}]}';
    expect(readAnswer(parseAnswer(text), Session, 'GET /api/s/')).toEqual({ id: 's-1', aboutMe: { isLogged: false }, groups: [{ type: 'FAQ' }] });
    expect(({} as { isLogged?: boolean }).isLogged).toBeUndefined();
  });

  it('still fails on a missing or wrongly typed required field: Internal Error, the field path in the console, no value', async () => {
    server.answer(() => ({ status: 200, json: { id: 's-1', aboutMe: { isLogged: 'anna@example.de' }, groups: [] } }));
    await expect(request('/api/s/', { schema: Session })).rejects.toMatchObject({ name: 'HttpError', status: 200, code: 'invalid_response', message: 'Internal Error' });
    expect(logged).toEqual(['[schaufenster] GET /api/s/ answered an unexpected body at aboutMe.isLogged: expected boolean']);

    server.answer(() => ({ status: 200, json: { id: 's-1', aboutMe: { isLogged: true }, groups: [{ rank: 1 }] } }));
    await expect(request('/api/s/', { schema: Session })).rejects.toMatchObject({ code: 'invalid_response' });
    expect(logged[1]).toBe('[schaufenster] GET /api/s/ answered an unexpected body at groups.0.type: expected string');
  });
});
