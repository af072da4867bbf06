import type { Position } from './ts-rank';

/** A lexeme of a document with its positions. */
export interface LexemeEntry {
  lexeme: string;
  positions: Position[];
}

const ENTRY = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;
const WEIGHT_LETTERS = 'DCBA';

/** Reads PostgreSQL's text form of a tsvector (`'kleid':1,4B 'rot':2`): lexemes with positions and weights. */
export function parseTsvector(text: string): LexemeEntry[] {
  const entries: LexemeEntry[] = [];
  for (const [, quoted = '', list] of text.matchAll(ENTRY)) {
    const lexeme = quoted.replace(/''|\\(.)/g, (_match, escaped: string | undefined) => escaped ?? "'");
    const positions = (list ?? '').split(',').filter(Boolean).map((item) => {
      const letter = /[A-D]$/.exec(item)?.[0] ?? 'D';
      return { at: Number.parseInt(item, 10), weight: WEIGHT_LETTERS.indexOf(letter) };
    });
    entries.push({ lexeme, positions });
  }
  return entries;
}
