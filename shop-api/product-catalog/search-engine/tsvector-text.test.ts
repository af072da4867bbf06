/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { parseTsvector } from './tsvector-text';

describe('parseTsvector', () => {
  it('reads lexemes with their positions and weights (D when none is written)', () => {
    expect(parseTsvector("'jack':2 'kleid':1,4B 'rot':3A")).toEqual([
      { lexeme: 'jack', positions: [{ at: 2, weight: 0 }] },
      { lexeme: 'kleid', positions: [{ at: 1, weight: 0 }, { at: 4, weight: 2 }] },
      { lexeme: 'rot', positions: [{ at: 3, weight: 3 }] },
    ]);
  });

  it('reads quotes and backslashes inside a lexeme, and a lexeme without positions', () => {
    expect(parseTsvector("'o''neil':1 'a\\\\b' ")).toEqual([
      { lexeme: "o'neil", positions: [{ at: 1, weight: 0 }] },
      { lexeme: 'a\\b', positions: [] },
    ]);
  });

  it('reads an empty tsvector as no lexemes', () => {
    expect(parseTsvector('')).toEqual([]);
  });
});
