/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../../test/server/harness';
import { placesFor } from './postal-places';

describe('GET /api/address/postal-codes/', () => {
  const server = useTestApp();

  const places = (query: string) => server.visitor().request('GET', `/api/address/postal-codes/?${query}`);

  it('answers the place names of a German postal code, to anyone, cacheable', async () => {
    expect(await places('country=DE&zipCode=10115')).toEqual({ status: 200, json: { country: 'DE', zipCode: '10115', places: ['Berlin'] } });
    expect((await places('country=DE&zipCode=04936')).json).toMatchObject({ places: expect.arrayContaining(['Hohenbucko', 'Schlieben']) });
  });

  it('answers no places where it has no data: another country, or a code it does not know', async () => {
    expect((await places('country=AT&zipCode=1010')).json).toEqual({ country: 'AT', zipCode: '1010', places: [] });
    expect((await places('country=DE&zipCode=00000')).json).toEqual({ country: 'DE', zipCode: '00000', places: [] });
  });

  it.each(['country=DE', 'zipCode=10115', 'country=de&zipCode=10115', 'country=DE&zipCode=1&zipCode=2', `country=DE&zipCode=${'1'.repeat(51)}`])(
    'refuses %s with a German 422',
    async (query) => {
      expect(await places(query)).toEqual({ status: 422, json: { message: 'Die Anfrage ist ungültig.', error: { code: 'validation' } } });
    },
  );
});

describe('the German postal-code data', () => {
  it('maps every German postal code region to its places: over 8,000 codes, e.g. each big city', () => {
    const known = Array.from({ length: 100_000 }, (_, code) => String(code).padStart(5, '0')).filter((code) => placesFor('DE', code) !== undefined);
    expect(known.length).toBeGreaterThan(8_000);
    expect(placesFor('DE', '20095')).toEqual(['Hamburg']);
    expect(placesFor('DE', '80331')).toEqual(['München']);
    expect(placesFor('DE', '50667')).toEqual(['Köln']);
    expect(placesFor('DE', '01067')).toEqual(['Dresden']);
    expect(placesFor('AT', '1010')).toBeUndefined();
  });
});
