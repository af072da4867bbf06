/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { OpenDatabase } from '../../../server-kit/db/database';
import { openTestDatabase } from '../../../test/server/test-database';
import { buildCatalog } from '../build-catalog';
import { buildHelpPages } from '../../../demo-cms/help-pages';
import { searchWords } from '../search-query';
import { CatalogIndex } from './catalog-index';
import { germanStem } from './german-stem';
import { GERMAN_STOPWORDS } from './german-stopwords';
import { searchInDatabase } from './sql-search';

const LIMIT = 48;
const QUERY_COUNT = 400;

/** Every word of the catalog and the help pages with every prefix of it: what shoppers type, keystroke by keystroke. */
function typedWords(): string[] {
  const catalog = buildCatalog();
  const texts = [...catalog.products.map((product) => product.searchText), ...buildHelpPages().map((page) => `${page.title} ${page.body}`)];
  const words = new Set<string>();
  for (const text of texts) for (const word of searchWords(text)) for (let end = 1; end <= word.length; end += 1) words.add(word.slice(0, end));
  return [...words].sort();
}

/** Single words, several words, stop words, inflections and junk, spread over the whole vocabulary. */
function parityQueries(words: string[]): string[] {
  const step = Math.max(1, Math.floor(words.length / QUERY_COUNT));
  const sample = words.filter((_, index) => index % step === 0);
  const pairs = sample.slice(0, 60).map((word, index) => `${word} ${sample[(index * 7) % sample.length] ?? ''}`);
  return [...sample, ...pairs, 'Leinen Kleid', 'kleid und jacke', 'und die', 'Mäntel', 'Rücksendung', 'rucksendung', 'kleid kleider', 'Slim-Fit', 'Größe 38', 'xyzzyquux'];
}

// Both engines start from the run's copy of the seeded demo catalog (test-database.ts), not from a seeding of their own.
const engines: Array<[string, () => Promise<OpenDatabase>]> = [['PGlite', () => openTestDatabase({ catalog: 'demo', engine: 'PGlite' })]];
if (process.env.TEST_DATABASE_SERVER_URL) engines.push(['PostgreSQL', () => openTestDatabase({ catalog: 'demo' })]);

describe.each(engines)('the in-memory search on %s', (_name, open) => {
  let database: OpenDatabase;
  let index: CatalogIndex;
  const words = typedWords();

  beforeAll(async () => {
    database = await open();
    index = await CatalogIndex.load(database.db);
  }, 120_000);
  afterAll(() => database.close());

  it('stems every word and every prefix of one as the database does, and drops the same stop words', async () => {
    const letterWords = words.filter((word) => !/\p{N}/u.test(word));
    const rows = await database.db
      .select({ word: sql<string>`word`, lexemes: sql<string[] | null>`ts_lexize('german_stem', word)` })
      .from(sql`unnest(${`{${letterWords.join(',')}}`}::text[]) as word`);
    const fromDatabase = Object.fromEntries(rows.map(({ word, lexemes }) => [word, lexemes?.[0] ?? null]));
    const inMemory = Object.fromEntries(letterWords.map((word) => [word, GERMAN_STOPWORDS.has(word) ? null : germanStem(word, index.snowball)]));
    expect(inMemory).toEqual(fromDatabase);
  });

  it('finds the same hits in the same order as the SQL search, for hundreds of typed queries', async () => {
    const mismatches: string[] = [];
    for (const query of parityQueries(words)) {
      const expected = await searchInDatabase(database.db, query, LIMIT);
      const actual = index.search(query, LIMIT);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) mismatches.push(query);
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
