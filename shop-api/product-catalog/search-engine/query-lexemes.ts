import { searchWords } from '../search-query';
import { germanStem, type SnowballVersion } from './german-stem';
import { GERMAN_STOPWORDS } from './german-stopwords';

/**
 * The lexemes to_tsquery('german', …) makes of a search text, sorted and without repeats as ts_rank takes them:
 * words with digits as they are (the `simple` dictionary), stop words dropped, every other word stemmed.
 */
export function queryLexemes(text: string, version: SnowballVersion): string[] {
  const lexemes = new Set<string>();
  for (const word of searchWords(text)) {
    if (/\p{N}/u.test(word)) lexemes.add(word);
    else if (!GERMAN_STOPWORDS.has(word)) lexemes.add(germanStem(word, version));
  }
  return [...lexemes].sort(compareLexemes);
}

/** PostgreSQL's lexeme order (bytewise, as tsvectors and tsqueries keep them). */
export function compareLexemes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
