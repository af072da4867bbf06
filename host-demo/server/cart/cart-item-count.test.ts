/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { findLiveSession } from '../session/session-store';
import { useTestApp, useTestCatalog } from '../testing/harness';
import { cartItemCount } from './cart-store';

describe('cartItemCount', () => {
  const server = useTestApp();
  const catalog = useTestCatalog(server);

  it("counts the pieces of a session's cart in one query (the server-rendered badge), 0 for a session without a cart", async () => {
    const client = server.visitor();
    for (const variationId of [catalog.variations.shirt, catalog.variations.shirt, catalog.variations.dressPlenty]) {
      const answer = await client.request('POST', '/api/checkout-v3/cart/add/', { variationId, component: 'product_page', componentAction: 'add_to_cart' });
      expect(answer.status).toBe(200);
    }
    // This visitor's session (the database may hold other test files' carts).
    const session = await findLiveSession(server.database.db, client.cookie.slice(client.cookie.indexOf('=') + 1), new Date());
    if (!session) throw new Error('no session after adding');
    expect(await cartItemCount(server.database.db, session.id)).toBe(3);
    expect(await cartItemCount(server.database.db, randomUUID())).toBe(0);
  });
});
