/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { Product } from '@schaufenster/shared/api';
import { products, variations } from '../server-kit/db/schema';
import { attributeOf, elementsByTag } from '../test/html';
import { useTestApp } from '../test/server/harness';
import { decodeHtml as decode, readTiles as tiles } from './testing/listing-testing';

describe('brand and product pages', () => {
  const test = useTestApp({ catalog: 'demo' });
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  it('lists the brands, each linking to its page of products', async () => {
    const html = (await get('/marken/')).body;
    const links = elementsByTag(html, 'a')
      .map((link) => attributeOf(link, 'href') ?? '')
      .filter((href) => /^\/marken\/[a-z0-9-]+\/$/.test(href));
    expect(links.length).toBeGreaterThanOrEqual(40);
    expect(links).toContain('/marken/nordlicht/');
    const brand = await get('/marken/nordlicht/');
    expect(brand.statusCode).toBe(200);
    expect(brand.body).toContain('<h1>Nordlicht</h1>');
    for (const tile of tiles(brand.body)) expect([(tile.product as Product).brand.name, tile.list]).toEqual(['Nordlicht', 'Marke: Nordlicht']);
    expect((await get('/marken/gibt-es-nicht/')).statusCode).toBe(404);
  });

  it('gives every product page the page id "product" and every brand page "brand": one CMS page each, not one per item', async () => {
    const pageId = (html: string) => elementsByTag(html, 'script').map((script) => attributeOf(script, 'data-page-id')).find(Boolean);
    expect(pageId((await get('/marken/nordlicht/')).body)).toBe('brand');
    const [product] = await test.database.db.select({ slug: products.slug }).from(products).limit(1);
    expect(pageId((await get(`/p/${product?.slug}/`)).body)).toBe('product');
  });

  it('renders a product page with price, colour, sizes marked sold out, the buy-button tag and shipping link', async () => {
    const [soldOut] = await test.database.db
      .select({ slug: products.slug, name: products.name, color: products.colorName, size: variations.sizeLabel })
      .from(variations)
      .innerJoin(products, eq(products.id, variations.productId))
      .where(eq(variations.stock, 0))
      .limit(1);
    if (!soldOut) throw new Error('the seed has no sold-out size');
    const response = await get(`/p/${soldOut.slug}/`);
    expect(response.statusCode).toBe(200);
    const html = decode(response.body);
    expect(html).toContain(`<title>${soldOut.name} | Schaufenster</title>`);
    expect(html).toContain(`<h1>${soldOut.name}</h1>`);
    // The page's largest paint: fetched first, not behind the scripts and fonts.
    const image = elementsByTag(response.body, 'img').find((tag) => attributeOf(tag, 'class') === 'product-image');
    expect(image && attributeOf(image, 'fetchpriority')).toBe('high');
    expect(html).toContain(`Farbe: ${soldOut.color}`);
    expect(html).toContain(`<li class="sold-out">${soldOut.size} – ausverkauft</li>`);
    const buyButton = elementsByTag(response.body, 'div').find((tag) => attributeOf(tag, 'data-widget') === 'minicart/buy-button');
    if (!buyButton) throw new Error('the product page has no buy-button tag');
    const { product } = JSON.parse(attributeOf(buyButton, 'data-props') ?? '') as { product: unknown };
    expect(is(product, Product)).toBe(true);
    expect((product as Product).path).toBe(`/p/${soldOut.slug}/`);
    expect(html).toContain('<button type="button" class="button" disabled>In den Warenkorb</button>');
    expect(html).toContain('href="/versandinfo/"');
    expect(html).toContain('<h2>Produktbeschreibung</h2>');
  });

  it('answers an unknown product with the German 404 page and a path without slash with a redirect', async () => {
    const missing = await get('/p/gibt-es-nicht/');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Seite nicht gefunden</h1>');
    const redirect = await get('/p/gibt-es-nicht');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/p/gibt-es-nicht/');
  });

});
