/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { array, assert, create, object } from 'superstruct';
import { HOME_INPUT } from '../../test/shared/address-fixtures';
import { useTestApp, type TestClient } from '../../test/server/harness';
import { AddressView } from './address-body';

const LIST = '/api/account/addresses/';
const AddressList = object({ addresses: array(AddressView) });

// The shopper's typing, with spaces the server trims.
const home = { ...HOME_INPUT, givenName: ' Anna ' };

describe('address book API', () => {
  const server = useTestApp();
  let anna: TestClient;
  beforeAll(async () => {
    anna = await server.client({ customer: {} });
  });

  async function create201(client: TestClient, body: unknown): Promise<AddressView> {
    const answer = await client.request('POST', LIST, body);
    expect(answer.status).toBe(201);
    return create(answer.json, AddressView);
  }

  it('answers 401 not_logged_in to visitors on every call', async () => {
    const visitor = server.visitor();
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown][] = [
      ['GET', LIST, undefined],
      ['POST', LIST, home],
      ['PUT', `${LIST}${id}`, home],
      ['DELETE', `${LIST}${id}`, undefined],
      ['POST', `${LIST}${id}/default/`, { delivery: true }],
    ];
    for (const [method, path, body] of calls) {
      expect(await visitor.request(method, path, body)).toEqual({
        status: 401,
        json: { message: 'Bitte melde dich an.', error: { code: 'not_logged_in' } },
      });
    }
  });

  it('creates a trimmed address, the first one default for delivery and billing, with its distribution code', async () => {
    const created = await create201(anna, { ...home, addressId: 'ignored', distributionCode: ' x ' });
    expect(created).toEqual({
      addressId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      addressType: 'home',
      gender: 'female',
      country: 'DE',
      givenName: 'Anna',
      familyName: 'Schmidt',
      streetHouseNumber: 'Hauptstraße 5',
      additional: null,
      servicePointMemberId: null,
      servicePointId: null,
      state: null,
      zipCode: '10115',
      city: 'Berlin',
      distributionCode: 'x',
      defaultDeliverAddress: true,
      defaultBillingAddress: true,
    });
    const list = await anna.request('GET', LIST);
    assert(list.json, AddressList);
    expect(list.json.addresses.map((address) => address.addressId)).toContain(created.addressId);
  });

  it('applies the shared country rules with their German messages', async () => {
    const noNumber = await anna.request('POST', LIST, { ...home, streetHouseNumber: 'Hauptstraße' });
    expect(noNumber).toEqual({
      status: 422,
      json: {
        message: 'Bitte gib eine gültige Straße und Hausnummer ein.',
        error: { code: 'validation' },
        fieldErrors: { streetHouseNumber: 'Bitte gib eine gültige Straße und Hausnummer ein.' },
      },
    });
    const several = await anna.request('POST', LIST, { ...home, zipCode: '1234', city: '', givenName: 'A'.repeat(10_000) });
    expect(several).toMatchObject({
      status: 422,
      json: {
        fieldErrors: {
          zipCode: 'Bitte gib eine gültige Postleitzahl ein.',
          city: 'Bitte gib eine Stadt ein.',
          givenName: 'Bitte gib einen gültigen Vornamen ein.',
        },
      },
    });
    const wrongTypes = await anna.request('POST', LIST, { ...home, country: 49, defaultBillingAddress: 'ja' });
    expect(wrongTypes).toMatchObject({ status: 422, json: { fieldErrors: { country: 'Bitte gib ein gültiges Land ein.' } } });
    for (const body of [null, [], 'text', {}]) expect((await anna.request('POST', LIST, body)).status).toBe(422);
  });

  describe('DE address validation: postal code and city belong together', () => {
    it('refuses a city of another postal code with a German 422 on city that offers the corrected city', async () => {
      const answer = await anna.request('POST', LIST, { ...home, city: 'München' });
      expect(answer).toEqual({
        status: 422,
        json: {
          message: 'Die Stadt passt nicht zur Postleitzahl. Meintest du: Berlin?',
          error: { code: 'city_mismatch' },
          fieldErrors: { city: 'Die Stadt passt nicht zur Postleitzahl. Meintest du: Berlin?' },
          suggestedCities: ['Berlin'],
        },
      });
    });

    it('offers the places of a code with several, the closest to the typed city first', async () => {
      const answer = await anna.request('POST', LIST, { ...home, zipCode: '04936', city: 'Hohenbuko' });
      expect(answer.status).toBe(422);
      expect(answer.json).toMatchObject({ fieldErrors: { city: 'Die Stadt passt nicht zur Postleitzahl. Meintest du: Hohenbucko?' } });
      expect((answer.json as { suggestedCities: string[] }).suggestedCities).toEqual(expect.arrayContaining(['Hohenbucko', 'Schlieben']));
      expect((answer.json as { suggestedCities: string[] }).suggestedCities[0]).toBe('Hohenbucko');
    });

    it.each([
      ['the same name in other letters', '10115', 'BERLIN'],
      ['umlauts spelled out', '80331', 'Muenchen'],
      ['a district after the place', '10115', 'Berlin-Mitte'],
      ['one of several places of the code', '04936', 'Schlieben'],
      ['a code the data does not know', '10000', 'Irgendwo'],
    ])('takes %s (%s %s)', async (_case, zipCode, city) => {
      expect((await anna.request('POST', LIST, { ...home, zipCode, city })).status).toBe(201);
    });

    it('checks packstation addresses too, and no other country (AT has no address validation)', async () => {
      const station = { country: 'DE', addressType: 'packstation', givenName: 'Anna', familyName: 'Schmidt', servicePointMemberId: '12345678', servicePointId: '123' };
      expect((await anna.request('POST', LIST, { ...station, zipCode: '20095', city: 'Berlin' })).json).toMatchObject({ error: { code: 'city_mismatch' } });
      expect((await anna.request('POST', LIST, { ...home, country: 'AT', zipCode: '1010', city: 'Graz' })).status).toBe(201);
    });

    it('checks a changed address as well', async () => {
      const stored = await create201(anna, home);
      const answer = await anna.request('PUT', `${LIST}${stored.addressId}`, { ...home, zipCode: '20095' });
      expect(answer.json).toMatchObject({ fieldErrors: { city: 'Die Stadt passt nicht zur Postleitzahl. Meintest du: Hamburg?' }, suggestedCities: ['Hamburg'] });
    });
  });

  it('resolves the address type by country: packstation in DE keeps the station fields, elsewhere home', async () => {
    const station = await create201(anna, {
      addressType: 'packstation',
      country: 'DE',
      givenName: 'Anna',
      familyName: 'Schmidt',
      servicePointMemberId: '12345678',
      servicePointId: '123',
      streetHouseNumber: 'ignored 1',
      zipCode: '10115',
      city: 'Berlin',
    });
    expect(station).toMatchObject({ addressType: 'packstation', servicePointId: '123', streetHouseNumber: null, defaultDeliverAddress: false });
    const austria = await create201(anna, { ...home, addressType: 'packstation', country: 'AT', zipCode: '1010', city: 'Wien' });
    expect(austria.addressType).toBe('home');
  });
});
