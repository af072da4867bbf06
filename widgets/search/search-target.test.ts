/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { searchTarget } from './search-target';

describe('searchTarget', () => {
  it.each([
    ['', '/katalog/'],
    ['   ', '/katalog/'],
    ['Jeans', '/katalog/?q=Jeans'],
    [' rote Jacke ', '/katalog/?q=rote%20Jacke'],
    ['T-Shirt & Top', '/katalog/?q=T-Shirt%20%26%20Top'],
    ['Größe 38', '/katalog/?q=Gr%C3%B6%C3%9Fe%2038'],
  ])('sends %j to %s', (query, target) => {
    expect(searchTarget(query)).toBe(target);
  });
});
