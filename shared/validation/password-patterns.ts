// The shapes of the passwords people make when a rule asks for a digit or a special character: one known
// word with a few characters around it (`Sommer2024`, `Passwort1!`, `schalke04`). Guessers try exactly
// these first (a word list times the common endings), so they count as common whatever zxcvbn estimates.

/** At most this many characters besides digits around the word (a repeated one counts once: `!!!` is one). */
const MAX_DECORATION_SYMBOLS = 2;

/** At most this many digits around the word, unless they are guessable by themselves (a date, a sequence). */
const MAX_DECORATION_DIGITS = 4;

const LETTER = /\p{L}/u;

/** Whether a piece of a password holds a letter (the word part of it) or not (decoration). */
export function hasLetter(text: string): boolean {
  return LETTER.test(text);
}

/** A password cut at its first and last letter: the word between, and what stands before and after it. */
export function splitAtLetters(password: string): { word: string; decoration: string } {
  const characters = [...password];
  const first = characters.findIndex(hasLetter);
  if (first < 0) return { word: '', decoration: password };
  const end = characters.length - [...characters].reverse().findIndex(hasLetter);
  return { word: characters.slice(first, end).join(''), decoration: [...characters.slice(0, first), ...characters.slice(end)].join('') };
}

/**
 * Whether what stands around a word is the usual ending people add: at most two other characters and at most
 * four digits, or digits that are guessable by themselves (a date such as 01011987, 123456).
 */
export function isCommonDecoration(decoration: string, isGuessableNumber: (digits: string) => boolean): boolean {
  const digits = decoration.replace(/\D/gu, '');
  const symbols = [...decoration.replace(/\d/gu, '').replace(/(.)\1+/gu, '$1')];
  if (symbols.length > MAX_DECORATION_SYMBOLS) return false;
  return digits.length <= MAX_DECORATION_DIGITS || isGuessableNumber(digits);
}
