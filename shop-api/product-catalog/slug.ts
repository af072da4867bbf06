// German letters get their usual transliteration (ä -> ae), not a stripped accent (ä -> a).
const GERMAN_LETTERS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** A URL slug of German text: lower case, ä -> ae, ö -> oe, ü -> ue, ß -> ss, other accents dropped, words joined by dashes. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => GERMAN_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
