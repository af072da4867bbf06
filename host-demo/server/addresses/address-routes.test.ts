/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { array, assert, create, object } from 'superstruct';
import { cartRoutes } from '../cart/cart-routes';
import { STARTUP_TIMEOUT_MS, startTestServer, type TestClient, type TestServer } from '../cart/test-server';
import { AddressView } from './address-body';
import { addressRoutes } from './address-routes';

const LIST = '/api/account/addresses/';
const AddressList = object({ addresses: array(AddressView) });

const home = {
  country: 'DE',
  gender: 'female',
  givenName: ' Anna ',
  familyName: 'Schmidt',
  streetHouseNumber: 'Hauptstraße 5',
  zipCode: '10115',
  city: 'Berlin',
};

describe('address book API', () => {
  let server: TestServer;
  let anna: TestClient;
  beforeAll(async () => {
    server = await startTestServer([cartRoutes, addressRoutes]);
    anna = server.client();
    await anna.login();
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
  });

  async function create201(client: TestClient, body: unknown): Promise<AddressView> {
    const answer = await client.request('POST', LIST, body);
    expect(answer.status).toBe(201);
    return create(answer.body, AddressView);
  }

  it('answers 401 not_logged_in to visitors on every call', async () => {
    const visitor = server.client();
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
        body: { message: 'Bitte melde dich an.', error: { code: 'not_logged_in' } },
      });
    }
  });

  it('creates a trimmed address, the first one default for delivery and billing', async () => {
    const created = await create201(anna, { ...home, addressId: 'ignored', distributionCode: 'x' });
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
      defaultDeliverAddress: true,
      defaultBillingAddress: true,
    });
    const list = await anna.request('GET', LIST);
    assert(list.body, AddressList);
    expect(list.body.addresses.map((address) => address.addressId)).toContain(created.addressId);
  });

  it('applies the shared country rules with their German messages', async () => {
    const noNumber = await anna.request('POST', LIST, { ...home, streetHouseNumber: 'Hauptstraße' });
    expect(noNumber).toEqual({
      status: 422,
      body: {
        message: 'Bitte gib eine gültige Straße und Hausnummer ein.',
        error: { code: 'validation' },
        fieldErrors: { streetHouseNumber: 'Bitte gib eine gültige Straße und Hausnummer ein.' },
      },
    });
    const several = await anna.request('POST', LIST, { ...home, zipCode: '1234', city: '', givenName: 'A'.repeat(10_000) });
    expect(several).toMatchObject({
      status: 422,
      body: {
        fieldErrors: {
          zipCode: 'Bitte gib eine gültige Postleitzahl ein.',
          city: 'Bitte gib eine Stadt ein.',
          givenName: 'Bitte gib einen gültigen Vornamen ein.',
        },
      },
    });
    const wrongTypes = await anna.request('POST', LIST, { ...home, country: 49, defaultBillingAddress: 'ja' });
    expect(wrongTypes).toMatchObject({ status: 422, body: { fieldErrors: { country: 'Bitte gib ein gültiges Land ein.' } } });
    for (const body of [null, [], 'text', {}]) expect((await anna.request('POST', LIST, body)).status).toBe(422);
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
