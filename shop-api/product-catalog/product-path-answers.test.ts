/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { Cart, Order, Product, SearchAnswer } from '@schaufenster/shared/api';
import { eq, gt } from 'drizzle-orm';
import { array, create, type } from 'superstruct';
import { products, variations } from '../../server-kit/db/schema';
import { useTestApp } from '../../test/server/harness';

const ARTICLE_PATH = /^\/artikel\/[a-z0-9-]+\.html$/;
const address = { country: 'DE', givenName: 'Anna', familyName: 'Schmidt', streetHouseNumber: 'Hauptstraße 5', zipCode: '10115', city: 'Berlin' };

describe('PRODUCT_PATH in the answers of the API', () => {
  const test = useTestApp({ catalog: 'demo', productPath: '/artikel/{slug}.html' });

  /** A product of the demo catalog with a size in stock. */
  async function productInStock() {
    const [row] = await test.database.db
      .select({ id: products.id, slug: products.slug, variationId: variations.id })
      .from(variations)
      .innerJoin(products, eq(products.id, variations.productId))
      .where(gt(variations.stock, 5))
      .limit(1);
    if (!row) throw new Error('the demo catalog has nothing in stock');
    return row;
  }

  it('links search hits by the pattern', async () => {
    const answer = create((await test.visitor().post('/api/search/', { query: 'Kleid' })).json, SearchAnswer);
    const hits = answer.groups.filter((group) => group.type === 'PRODUCT').flatMap((group) => group.results);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.path).toMatch(ARTICLE_PATH);
  });

  it('links listed products and a product by the pattern', async () => {
    const listing = create((await test.visitor().get('/api/catalog/products/?gender=damen')).json, type({ products: array(Product) }));
    expect(listing.products.length).toBeGreaterThan(0);
    for (const product of listing.products) expect(product.path).toMatch(ARTICLE_PATH);
    const { id, slug } = await productInStock();
    expect(create((await test.visitor().get(`/api/catalog/products/${id}`)).json, Product).path).toBe(`/artikel/${slug}.html`);
  });

  it('links cart lines, recommendations and the lines of an order by the pattern', async () => {
    const { slug, variationId } = await productInStock();
    const shopper = test.visitor();
    const added = await shopper.post('/api/checkout-v3/cart/add/', { variationId, component: 'product_page', componentAction: 'add_to_cart' });
    const cart = create(added.json, Cart);
    expect(cart.items.inStock.map((line) => line.path)).toEqual([`/artikel/${slug}.html`]);
    expect(cart.recommendations.length).toBeGreaterThan(0);
    for (const product of cart.recommendations) expect(product.path).toMatch(ARTICLE_PATH);
    const order = create((await shopper.post('/api/checkout-v3/order/', { address, paymentMethod: 'invoice' })).json, Order);
    expect(order.items.map((item) => item.path)).toEqual([`/artikel/${slug}.html`]);
  });

  it('leaves the demo’s own product pages at /p/<slug>/', async () => {
    const { slug } = await productInStock();
    const page = await test.visitor().get(`/p/${slug}/`);
    expect(page.status).toBe(200);
  });
});
