import { beforeEach, describe, expect, it } from '@jest/globals';
import { MAX_HISTORY_ENTRIES } from './constants';
import { clearHistory, forgetSearch, readHistory, rememberSearch } from './search-history';

const entry = (query: string) => ({ query, path: `/katalog/?q=${query}`, category: 'SEARCH', size: 3, pos: -1 });

beforeEach(() => localStorage.clear());

describe('the search history', () => {
  it.each([
    ['no value', null],
    ['broken JSON', '{nope'],
    ['a foreign object', '{"a":1}'],
    ['a string', '"kleid"'],
  ])('reads %s as an empty history', (_case, raw) => {
    if (raw !== null) localStorage.setItem('searchHistory', raw);
    expect(readHistory()).toEqual([]);
  });

  it('keeps the valid entries of a partly foreign value', () => {
    localStorage.setItem('searchHistory', JSON.stringify([entry('kleid'), { query: 5 }, 'x']));
    expect(readHistory()).toEqual([entry('kleid')]);
  });

  it('puts the newest search first and keeps one entry per query, whatever its case', () => {
    rememberSearch(entry('kleid'));
    rememberSearch(entry('jacke'));
    rememberSearch(entry('KLEID'));
    expect(readHistory().map((e) => e.query)).toEqual(['KLEID', 'jacke']);
  });

  it(`keeps at most ${MAX_HISTORY_ENTRIES} entries`, () => {
    for (let i = 0; i < MAX_HISTORY_ENTRIES + 5; i += 1) rememberSearch(entry(`q${i}`));
    expect(readHistory()).toHaveLength(MAX_HISTORY_ENTRIES);
    expect(readHistory()[0]?.query).toBe(`q${MAX_HISTORY_ENTRIES + 4}`);
  });

  it('removes one entry and clears them all', () => {
    rememberSearch(entry('kleid'));
    rememberSearch(entry('jacke'));
    expect(forgetSearch('kleid').map((e) => e.query)).toEqual(['jacke']);
    expect(clearHistory()).toEqual([]);
    expect(readHistory()).toEqual([]);
  });

  it('survives a storage that refuses to write', () => {
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(rememberSearch(entry('kleid'), full)).toEqual([entry('kleid')]);
  });
});
