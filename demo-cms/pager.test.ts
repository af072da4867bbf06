/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { buildPager } from './pager';

describe('buildPager', () => {
  it.each([
    ['a single page has no pager', '/damen/', {}, 1, 1, null],
    ['the first page links only onward', '/damen/', {}, 1, 10, { page: 1, pageCount: 10, nextHref: '/damen/?page=2' }],
    ['page 2 links back to the bare path', '/damen/', {}, 2, 10, { page: 2, pageCount: 10, previousHref: '/damen/', nextHref: '/damen/?page=3' }],
    ['the last page links only back', '/damen/', {}, 10, 10, { page: 10, pageCount: 10, previousHref: '/damen/?page=9' }],
    ['the search text stays', '/katalog/', { q: 'rotes kleid' }, 2, 3, { page: 2, pageCount: 3, previousHref: '/katalog/?q=rotes+kleid', nextHref: '/katalog/?q=rotes+kleid&page=3' }],
    ['an empty search text is left out', '/katalog/', { q: '' }, 1, 2, { page: 1, pageCount: 2, nextHref: '/katalog/?page=2' }],
  ])('%s', (_case, path, params, page, pageCount, expected) => {
    expect(buildPager(path, params, page, pageCount)).toEqual(expected);
  });
});
