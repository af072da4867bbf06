/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiPath, API } from '@schaufenster/shared/api';
import { sessions } from '../../server-kit/db/schema';
import { useTestApp, useTestCatalog, type TestClient } from '../../test/server/harness';
import { httpShop } from './http-shop';
import type { Shop } from './shop';

/**
 * The widget server's shop over HTTP, against the reference shop API served on a real port: what a shop's own backend
 * must answer for the widget server, and nothing the contract (shared/api) does not say.
 */
describe('a widget server that reaches the shop only through its API contract (httpShop)', () => {
  const reference = useTestApp();
  const catalog = useTestCatalog(reference);
  let shop: Shop;
  /** The widget server's side: a route that answers what the shop told it of the request's shopper. */
  let widgetServer: FastifyInstance;

  beforeAll(async () => {
    shop = httpShop(await reference.listen());
    widgetServer = Fastify();
    widgetServer.get('/shopper', async (request) => {
      const session = await shop.session(request);
      return { session: session ? { id: session.id, isLogged: session.isLogged, cartItemCount: await session.cartItemCount() } : null };
    });
  });

  const shopperOf = async (cookie?: string) => (await widgetServer.inject({ url: '/shopper', headers: cookie ? { cookie } : {} })).json<{ session: unknown }>().session;
  const sessionCount = async () => (await reference.database.db.select({ id: sessions.id }).from(sessions)).length;
  const addToCart = (client: TestClient, variationId: string) => client.request('POST', API.cartAdd.path, { variationId, component: 'product_page', componentAction: 'add_to_cart' });

  it('asks nothing for a visitor without cookies, and starts no session for one', async () => {
    const before = await sessionCount();
    expect(await shopperOf()).toBeNull();
    expect(await sessionCount()).toBe(before);
  });

  it('knows no session for a cookie the shop does not know', async () => {
    expect(await shopperOf('sid=nicht-vorhanden')).toBeNull();
  });

  it("answers a live session with its id, the login and the cart's item count, as the shop's API has them", async () => {
    const browser = await reference.client();
    const own = (await browser.get(API.session.path)).json as { id: string };
    expect(await shopperOf(browser.cookie)).toEqual({ id: own.id, isLogged: false, cartItemCount: 0 });

    expect((await addToCart(browser, catalog.variations.shirt)).status).toBe(200);
    expect((await addToCart(browser, catalog.variations.skirt)).status).toBe(200);
    expect(await shopperOf(browser.cookie)).toEqual({ id: own.id, isLogged: false, cartItemCount: 2 });

    await reference.logIn(browser);
    expect(await shopperOf(browser.cookie)).toMatchObject({ isLogged: true, cartItemCount: 2 });
  });

  it('looks products up as GET /api/products/<id>/ answers them, null for one the shop does not know', async () => {
    const browser = reference.visitor();
    const dress = (await browser.get(apiPath(API.product, { id: catalog.products.dress }))).json;
    const unknown = `${catalog.products.dress}-nicht-vorhanden`;
    expect(await shop.products([catalog.products.dress, unknown])).toEqual({ [catalog.products.dress]: dress, [unknown]: null });
  });
});
