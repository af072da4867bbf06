// The Snowball German stemmer (snowballstem.org/algorithms/german), which PostgreSQL's `german` configuration runs:
// the in-memory search stems what the shopper types exactly as to_tsquery('german', …) does in the same database.
// PostgreSQL up to 17 carries Snowball 2 (Debian's 15 here); PostgreSQL 18 (PGlite 0.5) carries Snowball 3, which
// also folds ae/oe/ue into umlauts and knows more endings (-erin, -erinnen, -ln, -lns; not yet the -et of 3.0.1).

/** Which Snowball release's German stemmer a database runs. */
export type SnowballVersion = 2 | 3;

const VOWELS = new Set('aeiouyäöü');
const S_ENDING = new Set('bdfghklmnrt');
const ST_ENDING = new Set('bdfghklmnt');
const FOLDED: Readonly<Record<string, string>> = { ä: 'a', ö: 'o', ü: 'u', U: 'u', Y: 'y' };
const SPELLED_UMLAUTS: Readonly<Record<string, string>> = { ae: 'ä', oe: 'ö', ue: 'ü' };

const STEP_1: Readonly<Record<SnowballVersion, readonly string[]>> = {
  2: ['em', 'ern', 'er', 'e', 'en', 'es', 's'],
  3: ['e', 'em', 'en', 'erinnen', 'erin', 'ln', 'ern', 'er', 's', 'es', 'lns'],
};
const STEP_2 = ['en', 'er', 'est', 'st'];
const STEP_3 = ['end', 'ung', 'ig', 'ik', 'isch', 'lich', 'heit', 'keit'];

const isVowel = (letter: string | undefined) => letter !== undefined && VOWELS.has(letter);

/** u and y between vowels in upper case (they count as consonants then); ß as ss; in Snowball 3 ae, oe, ue as umlauts. */
function prelude(word: string, version: SnowballVersion): string[] {
  const marked = [...(version === 2 ? word.replaceAll('ß', 'ss') : word)];
  for (let i = 0; i + 2 < marked.length; i += 1) {
    const next = marked[i + 1];
    if (isVowel(marked[i]) && (next === 'u' || next === 'y') && isVowel(marked[i + 2])) marked[i + 1] = next.toUpperCase();
  }
  if (version === 2) return marked;
  const letters: string[] = [];
  for (let i = 0; i < marked.length; i += 1) {
    const pair = `${marked[i]}${marked[i + 1] ?? ''}`;
    if (pair === 'qu') letters.push('q', 'u');
    else if (SPELLED_UMLAUTS[pair]) letters.push(SPELLED_UMLAUTS[pair]);
    else if (marked[i] === 'ß') letters.push('s', 's');
    else letters.push(marked[i] as string);
    if (pair === 'qu' || SPELLED_UMLAUTS[pair]) i += 1;
  }
  return letters;
}

/** The position after the first consonant that follows a vowel, from `start` on; the length when there is none. */
function regionStart(letters: string[], start: number): number {
  let i = start;
  while (i < letters.length && !isVowel(letters[i])) i += 1;
  while (i < letters.length && isVowel(letters[i])) i += 1;
  return i < letters.length ? i + 1 : letters.length;
}

const textBefore = (letters: string[], end: number, length: number) => letters.slice(Math.max(0, end - length), end).join('');
const endsWith = (letters: string[], end: number, text: string) => textBefore(letters, end, text.length) === text;

/** The longest of `suffixes` the letters end with, or undefined. */
function longestSuffix(letters: string[], suffixes: readonly string[]): string | undefined {
  return suffixes.filter((suffix) => endsWith(letters, letters.length, suffix)).sort((a, b) => b.length - a.length)[0];
}

function step1(letters: string[], start: number, suffix: string, version: SnowballVersion): void {
  if (suffix === 's') {
    if (S_ENDING.has(letters[start - 1] ?? '')) letters.length = start;
  } else if (suffix === 'ln' || suffix === 'lns') {
    letters.length = start;
    letters.push('l');
  } else if (suffix === 'em' && version === 3) {
    if (!endsWith(letters, start, 'syst')) letters.length = start;
  } else {
    letters.length = start;
    if (['e', 'en', 'es'].includes(suffix) && endsWith(letters, start, 'niss')) letters.length -= 1;
  }
}

function step2(letters: string[], start: number, suffix: string): void {
  if (suffix === 'st') {
    if (ST_ENDING.has(letters[start - 1] ?? '') && start - 1 >= 3) letters.length = start;
  } else {
    letters.length = start;
  }
}

function step3(letters: string[], start: number, suffix: string, inR1: (at: number) => boolean, inR2: (at: number) => boolean): void {
  if (suffix === 'end' || suffix === 'ung') {
    letters.length = start;
    if (endsWith(letters, start, 'ig') && !endsWith(letters, start - 2, 'e') && inR2(start - 2)) letters.length = start - 2;
  } else if (suffix === 'ig' || suffix === 'ik' || suffix === 'isch') {
    if (!endsWith(letters, start, 'e')) letters.length = start;
  } else if (suffix === 'lich' || suffix === 'heit') {
    letters.length = start;
    if ((endsWith(letters, start, 'er') || endsWith(letters, start, 'en')) && inR1(start - 2)) letters.length = start - 2;
  } else {
    letters.length = start;
    const before = longestSuffix(letters, ['lich', 'ig']);
    if (before !== undefined && inR2(start - before.length)) letters.length = start - before.length;
  }
}

/** Stems one lower-case word as the Snowball release `version` does. */
export function germanStem(word: string, version: SnowballVersion = 3): string {
  const letters = prelude(word, version);
  const hasThree = letters.length >= 3;
  let p1 = hasThree ? regionStart(letters, 0) : letters.length;
  const p2 = hasThree && p1 < letters.length ? regionStart(letters, p1) : letters.length;
  if (hasThree && p1 < 3) p1 = 3;
  const inR1 = (position: number) => position >= p1;
  const inR2 = (position: number) => position >= p2;
  const steps: Array<[readonly string[], (at: number) => boolean, (start: number, suffix: string) => void]> = [
    [STEP_1[version], inR1, (start, suffix) => step1(letters, start, suffix, version)],
    [STEP_2, inR1, (start, suffix) => step2(letters, start, suffix)],
    [STEP_3, inR2, (start, suffix) => step3(letters, start, suffix, inR1, inR2)],
  ];
  for (const [suffixes, inRegion, apply] of steps) {
    const suffix = longestSuffix(letters, suffixes);
    if (suffix !== undefined && inRegion(letters.length - suffix.length)) apply(letters.length - suffix.length, suffix);
  }
  return letters.map((letter) => FOLDED[letter] ?? letter).join('');
}
