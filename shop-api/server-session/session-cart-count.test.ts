/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { API } from '@schaufenster/shared/api';
import { useTestApp, useTestCatalog } from '../../test/server/harness';
import { findLiveSession } from './session-store';

describe("a cached session's cart item count (the server-rendered badge)", () => {
  const server = useTestApp();
  const catalog = useTestCatalog(server);

  it("follows every change of the cart's lines, though the session row stays cached (migration 0014 announces them)", async () => {
    const client = server.visitor();
    expect((await client.request('GET', API.session.path)).status).toBe(200);
    const token = client.cookie.slice(client.cookie.indexOf('=') + 1);
    const count = async () => (await findLiveSession(server.database.db, token, new Date()))?.cartItemCount;
    // Read once: the row is in this process's cache from here on.
    expect(await count()).toBe(0);
    const add = (variationId: string) => client.request('POST', API.cartAdd.path, { variationId, component: 'product_page', componentAction: 'add_to_cart' });
    expect((await add(catalog.variations.shirt)).status).toBe(200);
    expect(await count()).toBe(1);
    expect((await add(catalog.variations.shirt)).status).toBe(200);
    expect((await add(catalog.variations.dressPlenty)).status).toBe(200);
    expect(await count()).toBe(3);
    expect((await client.request('POST', API.cartQuantity.path, { variationId: catalog.variations.dressPlenty, quantity: 4 })).status).toBe(200);
    expect(await count()).toBe(6);
    expect((await client.request('POST', API.cartRemove.path, { variationId: catalog.variations.shirt })).status).toBe(200);
    expect(await count()).toBe(4);
  });

  it("counts only the session's own cart, 0 for a session without one", async () => {
    const shopper = server.visitor();
    const other = server.visitor();
    for (const client of [shopper, other]) expect((await client.request('GET', API.session.path)).status).toBe(200);
    const tokenOf = (client: typeof shopper) => client.cookie.slice(client.cookie.indexOf('=') + 1);
    expect((await shopper.request('POST', API.cartAdd.path, { variationId: catalog.variations.shirt, component: 'product_page', componentAction: 'add_to_cart' })).status).toBe(200);
    expect((await findLiveSession(server.database.db, tokenOf(shopper), new Date()))?.cartItemCount).toBe(1);
    expect((await findLiveSession(server.database.db, tokenOf(other), new Date()))?.cartItemCount).toBe(0);
  });
});
