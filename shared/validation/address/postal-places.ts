// Whether a typed city belongs to the places of a postal code: shared by the server's check (DE address
// validation, SPEC.md section 3) and the address widget's city completion.

/** A place name as compared: lower case, umlauts and ß spelled out, punctuation and repeated spaces gone. */
export function normalizePlace(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Tells whether a city names one of the places: the same name, or one with a district or addition
 * (Berlin-Mitte for Berlin, Halle for Halle (Saale)): one name must begin the other at a word boundary.
 */
export function cityMatchesPlaces(city: string, places: readonly string[]): boolean {
  const typed = normalizePlace(city);
  if (typed === '') return false;
  return places.some((place) => {
    const known = normalizePlace(place);
    return known === typed || known.startsWith(`${typed} `) || typed.startsWith(`${known} `);
  });
}

/** Edit distance of two texts (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The places in the order to offer them for a typed city: the closest spelling first (a typo of it, most likely); as given for none. */
export function placesByCloseness(city: string, places: readonly string[]): string[] {
  const typed = normalizePlace(city);
  if (typed === '') return [...places];
  return places
    .map((place, index) => ({ place, index, distance: editDistance(typed, normalizePlace(place)) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .map(({ place }) => place);
}

/** German messages of the DE address validation (SPEC.md section 3 names the rule, not its text). */
export const POSTAL_PLACE_MESSAGES = {
  cityMismatch: (suggestion: string) => `Die Stadt passt nicht zur Postleitzahl. Meintest du: ${suggestion}?`,
} as const;
