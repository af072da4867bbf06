// Not exported from ./index: it pulls in @zxcvbn-ts/core, which only the server and the auth widget's
// lazily loaded password hint need; every other widget stays free of it.
import { ZxcvbnFactory, type OptionsGraph } from '@zxcvbn-ts/core';

/**
 * A password a guesser finds within 10,000 tries (zxcvbn's estimate, dictionaries and patterns) counts
 * as common (ASVS 5.0 6.2.4 asks to refuse at least the top 3,000 of the policy's length).
 */
export const MIN_PASSWORD_GUESSES_LOG10 = 4;

/**
 * Only the first 32 characters are estimated, and at most 4 l33t substitutions tried: zxcvbn's work grows
 * fast with both (800 ms for 64 random characters with the defaults), and a common password is shorter.
 */
const CHECKED_LENGTH = 32;
const L33T_MAX_SUBSTITUTIONS = 4;

/** Word lists by name (e.g. the common passwords, German words, first and last names) and keyboard layouts. */
export interface GuessabilityData {
  dictionary: Record<string, string[]>;
  graphs: OptionsGraph;
}

/** Tells whether a password is too easy to guess; `personalWords` (the shopper's address and names) count as guessable. */
export type GuessabilityCheck = (password: string, personalWords?: readonly string[]) => boolean;

/** A guessability check over the given word lists (building them takes about a second: build once, keep it). */
export function createGuessabilityCheck({ dictionary, graphs }: GuessabilityData): GuessabilityCheck {
  const estimator = new ZxcvbnFactory({ dictionary, graphs, maxLength: CHECKED_LENGTH, l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS });
  return (password, personalWords = []) => estimator.check(password, [...personalWords]).guessesLog10 < MIN_PASSWORD_GUESSES_LOG10;
}

/** The words of a shopper a password must not be made of: the address, its local part, the names. */
export function personalWordsOf(email: string, ...names: string[]): string[] {
  return [email, email.split('@')[0] ?? '', ...names].map((word) => word.trim()).filter((word) => word !== '');
}
