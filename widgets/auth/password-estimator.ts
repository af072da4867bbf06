// Loaded lazily (use-password-hint.ts), on the first focus of a new-password field: ~300 KB gz of word lists.
import { adjacencyGraphs, dictionary as commonPasswords } from '@zxcvbn-ts/language-common';
import commonWords from '@zxcvbn-ts/language-de/dist/commonWords.json.js';
import firstnames from '@zxcvbn-ts/language-de/dist/firstnames.json.js';
import lastnames from '@zxcvbn-ts/language-de/dist/lastnames.json.js';
import { createGuessabilityCheck, personalWordsOf } from '@schaufenster/shared/validation/password-guessability';

// The server's lists less the German Wikipedia words (another 300 KB gz): the hint misses a few rare words
// the server refuses; the server's 422 then shows under the same field.
const check = createGuessabilityCheck({ dictionary: { ...commonPasswords, commonWords, firstnames, lastnames }, graphs: adjacencyGraphs });

/** What a shopper typed that a password must not be made of. */
export interface PersonalInput {
  email: string;
  names: string[];
}

/** Tells whether the server would refuse a password as too easy to guess (as far as these lists know). */
export function isTooGuessable(password: string, { email, names }: PersonalInput): boolean {
  return check(password, personalWordsOf(email, ...names));
}
