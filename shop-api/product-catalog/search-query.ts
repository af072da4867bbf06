import { sql, type SQL } from 'drizzle-orm';

/** Words of a query that count; more only slow the search down without narrowing it further. */
const MAX_WORDS = 8;

/** Words of a search text, lower-cased, with everything but letters and digits removed. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, MAX_WORDS);
}

/**
 * A tsquery text that matches every word as typed or longer (`leine:* & kleid:*`), or null without words;
 * the words hold only letters and digits, so they can never form tsquery operators.
 */
export function prefixQueryText(text: string): string | null {
  const words = searchWords(text);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** The tsquery for a search text with the german configuration (stemming, umlauts), bound as a parameter. */
export function germanPrefixQuery(queryText: string): SQL {
  return sql`to_tsquery('german', ${queryText})`;
}
