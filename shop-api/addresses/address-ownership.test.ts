/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { array, create, object } from 'superstruct';
import { HOME_INPUT } from '../../test/shared/address-fixtures';
import { useTestApp, type TestClient } from '../../test/server/harness';
import { AddressView } from './address-body';

const LIST = '/api/account/addresses/';
const AddressList = object({ addresses: array(AddressView) });

// The shopper's typing, with spaces the server trims.
const home = { ...HOME_INPUT, givenName: ' Anna ' };

describe('address book API: defaults and ownership', () => {
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

  it('updates, moves the defaults in one go and deletes', async () => {
    const first = await create201(anna, home);
    const second = await create201(anna, { ...home, streetHouseNumber: 'Nebenweg 2' });
    const updated = await anna.request('PUT', `${LIST}${second.addressId}`, { ...home, city: 'Potsdam', zipCode: '14467' });
    expect(updated).toMatchObject({ status: 200, json: { addressId: second.addressId, city: 'Potsdam' } });

    const moved = await anna.request('POST', `${LIST}${second.addressId}/default/`, { delivery: true, billing: true });
    const list = create(moved.json, AddressList).addresses;
    expect(list.filter((address) => address.defaultDeliverAddress).map((address) => address.addressId)).toEqual([second.addressId]);
    expect(list.filter((address) => address.defaultBillingAddress).map((address) => address.addressId)).toEqual([second.addressId]);

    const cleared = await anna.request('POST', `${LIST}${second.addressId}/default/`, { billing: false });
    expect(create(cleared.json, AddressList).addresses.some((address) => address.defaultBillingAddress)).toBe(false);
    expect((await anna.request('POST', `${LIST}${second.addressId}/default/`, { delivery: 'yes' })).status).toBe(422);

    const deleted = await anna.request('DELETE', `${LIST}${first.addressId}`);
    expect(deleted.status).toBe(200);
    expect(create(deleted.json, AddressList).addresses.map((address) => address.addressId)).not.toContain(first.addressId);
    expect((await anna.request('DELETE', `${LIST}${first.addressId}`)).status).toBe(404);
  });

  it('keeps one default of each kind under concurrent changes', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map(async (n) => (await create201(anna, { ...home, streetHouseNumber: `Weg ${n}` })).addressId));
    await Promise.all(ids.map((id) => anna.request('POST', `${LIST}${id}/default/`, { delivery: true, billing: true })));
    const list = create((await anna.request('GET', LIST)).json, AddressList).addresses;
    expect(list.filter((address) => address.defaultDeliverAddress)).toHaveLength(1);
    expect(list.filter((address) => address.defaultBillingAddress)).toHaveLength(1);
  });

  it("never shows or changes another customer's address: 404", async () => {
    const own = await create201(anna, home);
    const bob = server.visitor();
    await server.logIn(bob);
    const notFound = { status: 404, json: { message: 'Diese Adresse gibt es nicht.', error: { code: 'not_found' } } };
    expect(await bob.request('PUT', `${LIST}${own.addressId}`, home)).toEqual(notFound);
    expect(await bob.request('DELETE', `${LIST}${own.addressId}`)).toEqual(notFound);
    expect(await bob.request('POST', `${LIST}${own.addressId}/default/`, { delivery: true })).toEqual(notFound);
    expect(await bob.request('PUT', `${LIST}not-a-uuid`, home)).toEqual(notFound);
    expect(create((await bob.request('GET', LIST)).json, AddressList).addresses).toEqual([]);
    const after = create((await anna.request('GET', LIST)).json, AddressList).addresses;
    expect(after.find((address) => address.addressId === own.addressId)).toEqual(own);
  });
});
