/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { SearchAnswer } from '@schaufenster/shared/api';
import { listProducts } from './list-products';
import { loadProducts } from './product-view';
import { searchCatalog, type ProductHit } from './search';
import { useTestDatabase } from '../../test/server/harness';

function productHits(answer: SearchAnswer): ProductHit[] {
  const group = answer.groups.find((candidate) => candidate.type === 'PRODUCT');
  return (group?.results ?? []).filter((hit): hit is ProductHit => hit.productId !== undefined);
}

describe('searchCatalog', () => {
  const database = useTestDatabase({ catalog: 'demo' });
  /** Name and category path of every product hit, for matching against what the shopper typed. */
  const hitTexts = async (query: string, limit = 48) => {
    const hits = productHits(await searchCatalog(database.db, query, { limit }));
    const found = await loadProducts(database.db, hits.map((hit) => hit.productId));
    return found.map((product) => `${product.summary.name} | ${product.categoryTree.join(' > ')}`);
  };

  it.each([
    ['kleid', /kleid/i],
    ['Kleider', /kleid/i],
    ['KLEID', /kleid/i],
    ['klei', /kleid/i],
    ['jacke', /jacke/i],
    ['Jacken', /jacke/i],
    ['schuhe', /Schuhe/],
    ['Leinen', /^[^|]*leinen/i],
    ['Mäntel', /mantel|Mäntel/i],
    ['gürtel', /gürtel/i],
    ['Leinen Kleid', /^[^|]*leinen.*kleid/i],
    ['Slim-Fit', /^Slim-Fit/],
    ['Nordlicht', /./],
  ])('finds products for %j, each matching %s', async (query, pattern) => {
    const texts = await hitTexts(query);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => !pattern.test(text))).toEqual([]);
  });

  it('finds the same products whatever the case or inflection', async () => {
    const lower = await hitTexts('kleid');
    expect(await hitTexts('KLEID')).toEqual(lower);
    expect(await hitTexts('Kleider')).toEqual(lower);
  });

  it('finds compound names through their base noun: „mantel“ finds the Wollmantel', async () => {
    const listing = await listProducts(database.db, { query: 'mantel', pageSize: 1000 });
    expect(listing.products.map((product) => product.summary.name)).toContainEqual(expect.stringMatching(/Wollmantel/));
  });

  it('answers product hits with path, title, id, brand, price in cents and image', async () => {
    const [hit] = productHits(await searchCatalog(database.db, 'kleid', { imageOrigin: 'https://images.example' }));
    expect(hit).toEqual({
      path: expect.stringMatching(/^\/p\/[a-z0-9-]+\/$/),
      title: expect.stringMatching(/kleid/i),
      productId: expect.stringMatching(/^P\d{6}$/),
      brand: expect.any(String),
      price: expect.any(Number),
      image: `https://images.example/images/${hit?.productId}.svg`,
    });
  });

  it('limits product hits', async () => {
    expect(productHits(await searchCatalog(database.db, 'kleid'))).toHaveLength(8);
    expect(productHits(await searchCatalog(database.db, 'kleid', { limit: 3 }))).toHaveLength(3);
  });

  it.each(['retoure', 'Rücksendung', 'rucksendung'])('groups the returns article under FAQ for %j', async (query) => {
    const faq = (await searchCatalog(database.db, query)).groups.find((group) => group.type === 'FAQ');
    expect(faq?.results).toContainEqual({ path: '/faq/ruecksendung/', title: 'Wie funktioniert die Rücksendung?' });
  });

  it('groups help hits by page type in a fixed order before the products', async () => {
    const answer = await searchCatalog(database.db, 'kontakt');
    expect(answer.groups.map((group) => group.type)).toEqual(['HELP_CONTACT_PAGE', 'INFORMATION_PAGE', 'HELP_CONTACT_HOME_PAGE']);
    expect(answer.groups[0]?.results).toEqual([{ path: '/faq/kontakt/', title: 'Kontakt zum Kundenservice' }]);
    expect(answer.groups[2]?.results).toEqual([{ path: '/faq/', title: 'Hilfe und Kontakt' }]);
    expect((await searchCatalog(database.db, 'impressum')).groups).toEqual([
      { type: 'INFORMATION_PAGE', results: [{ path: '/i/impressum/', title: 'Impressum' }] },
    ]);
  });

  it.each(['', '   ', '!?&|', 'xyzzyquux', 'und die'])('answers %j with no groups', async (query) => {
    expect(await searchCatalog(database.db, query)).toEqual({ groups: [] });
  });

  it('treats tsquery syntax as plain words', async () => {
    expect(await hitTexts("kleid' | !:* (")).toEqual(await hitTexts('kleid'));
  });
});
