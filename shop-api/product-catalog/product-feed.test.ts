/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { mask } from 'superstruct';
import { API, apiPath, Product } from '@schaufenster/shared/api';
import { brands, products } from '../../server-kit/db/schema';
import { useTestApp } from '../../test/server/harness';
import type { FeedPage, FeedProduct } from './product-feed';

const test = useTestApp({ catalog: 'demo' });
const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

/** Follows `next` from `first` to the last page; the products of every page in order. */
async function readWholeFeed(first: string): Promise<{ pages: FeedPage[]; products: FeedProduct[] }> {
  const pages: FeedPage[] = [];
  for (let url: string | null = first; url !== null; ) {
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    const page = answer.json<FeedPage>();
    pages.push(page);
    url = page.next;
  }
  return { pages, products: pages.flatMap((page) => page.products) };
}

describe('the product feed, GET /api/catalog/feed/', () => {
  it('pages through every product exactly once, in pages of the asked size, and ends with next: null', async () => {
    const all = await test.database.db.select({ id: products.id }).from(products);
    const { pages, products: fed } = await readWholeFeed('/api/catalog/feed/?limit=37');
    expect(fed.map((product) => product.id).sort()).toEqual(all.map((row) => row.id).sort());
    expect(new Set(fed.map((product) => product.id)).size).toBe(fed.length);
    expect(pages.slice(0, -1).every((page) => page.products.length === 37)).toBe(true);
    expect(pages.at(-1)?.next).toBeNull();
    expect(pages.length).toBe(Math.ceil(all.length / 37));
  });

  it('carries what a product page needs: the API product, slug, path, description, a gallery, availability, updatedAt', async () => {
    const [product] = (await get('/api/catalog/feed/?limit=1')).json<FeedPage>().products;
    // Every field of the API's product is there and valid; the feed's own fields come beside them.
    expect(() => mask(product, Product)).not.toThrow();
    expect(product).toMatchObject({
      slug: expect.stringMatching(/^[a-z0-9-]+$/),
      description: expect.any(String),
      available: expect.any(Boolean),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    expect(product?.path).toBe(`/p/${product?.slug}/`);
    // The test app's image host (IMAGE_ORIGIN) is https://images.example; the images are served under /images/ here.
    const images = `https://images.example/images/${product?.id}`;
    expect(product?.images.map((image) => image.url)).toEqual([`${images}.svg`, `${images}-2.svg`, `${images}-3.svg`]);
    expect(product?.image).toBe(`${images}.svg`);
    expect(product?.images[1]?.alt).toBe(`${product?.brand.name} ${product?.summary.name}, ${product?.summary.color}: Rückansicht`);
    for (const image of product?.images ?? []) {
      const drawn = await get(new URL(image.url).pathname);
      expect(drawn.statusCode).toBe(200);
      expect(drawn.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it('with updatedSince, returns only the products changed since then: a price, or the name of their brand', async () => {
    const before = (await get('/api/catalog/feed/?limit=1')).json<FeedPage>();
    const since = before.nextUpdatedSince;
    expect(Date.parse(before.generatedAt) - Date.parse(since)).toBe(60_000);
    // Nothing changed since the catalog was seeded a minute "before": the overlap returns it all, a later time nothing.
    const later = new Date(Date.parse(before.generatedAt) + 1).toISOString();
    expect((await readWholeFeed(`/api/catalog/feed/?updatedSince=${later}`)).products).toEqual([]);

    const [repriced] = await test.database.db.select().from(products).limit(1);
    const [otherBrand] = await test.database.db.select().from(brands).limit(1);
    if (!repriced || !otherBrand) throw new Error('the demo catalog has products and brands');
    await test.database.db.update(products).set({ priceCents: repriced.priceCents + 100 }).where(eq(products.id, repriced.id));
    await test.database.db.update(brands).set({ name: `${otherBrand.name} Neu` }).where(eq(brands.id, otherBrand.id));
    const brandProducts = await test.database.db.select({ id: products.id }).from(products).where(eq(products.brandId, otherBrand.id));

    const changed = (await readWholeFeed(`/api/catalog/feed/?updatedSince=${encodeURIComponent(later)}&limit=5`)).products;
    expect(changed.map((product) => product.id).sort()).toEqual([...new Set([repriced.id, ...brandProducts.map((row) => row.id)])].sort());
    expect(changed.find((product) => product.id === repriced.id)?.summary.price.salesPrice.amount).toBe(repriced.priceCents + 100);
    expect(changed.filter((product) => product.brand.id === otherBrand.id).every((product) => product.brand.name === `${otherBrand.name} Neu`)).toBe(true);
  });

  it('answers with an ETag and 304 for a page the client already has', async () => {
    const first = await get('/api/catalog/feed/?limit=3');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/api/catalog/feed/?limit=3', { 'if-none-match': `W/${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it.each([
    ['limit=0', 'limit', 'limit ist eine Zahl von 1 bis 500.'],
    ['limit=abc', 'limit', 'limit ist eine Zahl von 1 bis 500.'],
    ['limit=501', 'limit', 'limit ist eine Zahl von 1 bis 500.'],
    ['updatedSince=gestern', 'updatedSince', 'updatedSince ist ein Zeitpunkt nach ISO 8601 mit Zeitzone, z. B. 2026-11-28T09:00:00Z.'],
    ['updatedSince=2026-11-28T09:00:00', 'updatedSince', 'updatedSince ist ein Zeitpunkt nach ISO 8601 mit Zeitzone, z. B. 2026-11-28T09:00:00Z.'],
    ['after=%3Cscript%3E', 'after', expect.stringContaining('after ist die ID des letzten Artikels')],
  ])('refuses %s with 422 and a German message for its field', async (query, field, message) => {
    const answer = await get(`/api/catalog/feed/?${query}`);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ message: 'Die Anfrage an den Artikel-Feed ist ungültig.', error: { code: 'validation' }, fieldErrors: { [field]: message } });
  });
});

describe('a product by its slug, GET /api/catalog/products/by-slug/<slug>', () => {
  it("answers the feed's product of the slug a product page's address carries", async () => {
    const [fed] = (await get('/api/catalog/feed/?limit=1')).json<FeedPage>().products;
    const answer = await get(apiPath(API.catalogProductBySlug, { slug: fed?.slug ?? '' }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(fed);
  });

  it.each(['gibt-es-nicht', 'GROSS', 'mit leerzeichen'])('answers %s with 404 in the error shape of SPEC section 8', async (slug) => {
    const answer = await get(apiPath(API.catalogProductBySlug, { slug }));
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'Not Found', error: { code: 'not_found' } });
  });
});
