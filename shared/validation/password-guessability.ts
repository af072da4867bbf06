// Not exported from ./index: it pulls in @zxcvbn-ts/core, which only the server and the auth widget's
// lazily loaded password hint need; every other widget stays free of it.
import { ZxcvbnFactory, type MatchExtended, type OptionsGraph, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { hasLetter, isCommonDecoration, splitAtLetters } from './password-patterns';

/**
 * A password a guesser finds within 10,000 tries (zxcvbn's estimate, dictionaries and patterns) counts
 * as common (ASVS 5.0 6.2.4 asks to refuse at least the top 3,000 of the policy's length); so does one
 * known word with the usual decoration (password-patterns.ts), which zxcvbn rates above that.
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

/** One known thing of zxcvbn's: a word or name of a list (also in l33t or reversed), a keyboard walk, a repeat, a sequence, a date. */
const isKnownPattern = (match: MatchExtended | undefined) => match !== undefined && match.pattern !== 'bruteforce';

/** Whether zxcvbn reads all of a text as one known thing. */
const isOneKnownPattern = ({ sequence }: ZxcvbnResult) => sequence.length === 1 && isKnownPattern(sequence[0]);

/**
 * A guessability check over the given word lists (building them takes about a second: build once, keep it).
 * Too easy is what zxcvbn finds within 10^4 guesses, and one known word, name or keyboard walk with the usual
 * decoration around it (`Sommer2024`, `Passwort1!`, `Qwertz123`): the server and the forms' hint use this one rule.
 */
export function createGuessabilityCheck({ dictionary, graphs }: GuessabilityData): GuessabilityCheck {
  const estimator = new ZxcvbnFactory({ dictionary, graphs, maxLength: CHECKED_LENGTH, l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS });
  const isGuessableNumber = (digits: string) => estimator.check(digits).guessesLog10 < MIN_PASSWORD_GUESSES_LOG10;
  return (password, personalWords = []) => {
    // zxcvbn reads only the first CHECKED_LENGTH characters of a password: a long own address is cut alike to match.
    const words = personalWords.flatMap((word) => (word.length > CHECKED_LENGTH ? [word, word.slice(0, CHECKED_LENGTH)] : [word]));
    const whole = estimator.check(password, words);
    if (whole.guessesLog10 < MIN_PASSWORD_GUESSES_LOG10) return true;
    // The word as zxcvbn splits the password (which sees `5ommer` in `5ommer2024`), and as the letters
    // from the first to the last (which sees a word zxcvbn would split differently inside a longer password).
    const lettered = whole.sequence.filter((match) => hasLetter(match.token));
    const [zxcvbnWord] = lettered;
    if (lettered.length === 1 && isKnownPattern(zxcvbnWord)) {
      const decoration = whole.sequence.map((match) => (match === zxcvbnWord ? '' : match.token)).join('');
      if (isCommonDecoration(decoration, isGuessableNumber)) return true;
    }
    const { word, decoration } = splitAtLetters(password);
    return word !== '' && isCommonDecoration(decoration, isGuessableNumber) && isOneKnownPattern(estimator.check(word, words));
  };
}

/** The words of a shopper a password must not be made of: the address, its local part, the names. */
export function personalWordsOf(email: string, ...names: string[]): string[] {
  return [email, email.split('@')[0] ?? '', ...names].map((word) => word.trim()).filter((word) => word !== '');
}
