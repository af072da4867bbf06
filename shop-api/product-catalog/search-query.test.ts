/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { prefixQueryText, searchWords } from './search-query';

describe('prefixQueryText', () => {
  it.each([
    ['Kleid', 'kleid:*'],
    ['  Leinen   KLEID ', 'leinen:* & kleid:*'],
    ['Mäntel', 'mäntel:*'],
    ['Slim-Fit', 'slim:* & fit:*'],
    ["kleid' | !jacke & (x:*)", 'kleid:* & jacke:* & x:*'],
    ['Größe 38', 'größe:* & 38:*'],
    ['', null],
    ['  !&|:*() ', null],
  ])('turns %j into %j', (text, expected) => {
    expect(prefixQueryText(text)).toBe(expected);
  });

  it('keeps only the first eight words', () => {
    expect(searchWords('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('treats a decomposed umlaut like the composed one', () => {
    expect(searchWords('Mu\u0308tze')).toEqual(['mütze']);
  });
});
