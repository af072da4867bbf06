import { describe, expect, it } from '@jest/globals';
import { cityMatchesPlaces, normalizePlace, placesByCloseness, POSTAL_PLACE_MESSAGES } from './postal-places';

describe('normalizePlace', () => {
  it.each([
    ['München', 'muenchen'],
    ['  Halle (Saale) ', 'halle saale'],
    ['Frankfurt am Main', 'frankfurt am main'],
    ['Gießen', 'giessen'],
    ['Berlin-Mitte', 'berlin mitte'],
  ])('%j compares as %j', (name, normalized) => {
    expect(normalizePlace(name)).toBe(normalized);
  });
});

describe('cityMatchesPlaces', () => {
  it.each([
    ['Berlin', ['Berlin']],
    ['berlin', ['Berlin']],
    ['Muenchen', ['München']],
    ['Berlin-Mitte', ['Berlin']],
    ['Halle', ['Halle (Saale)']],
    ['Hohenbucko', ['Fichtwald', 'Hohenbucko', 'Kremitzaue']],
  ])('takes %j for %j', (city, places) => {
    expect(cityMatchesPlaces(city, places)).toBe(true);
  });

  it.each([
    ['München', ['Berlin']],
    ['Berlingen', ['Berlin']],
    ['', ['Berlin']],
    ['Berlin', []],
  ])('refuses %j for %j', (city, places) => {
    expect(cityMatchesPlaces(city, places)).toBe(false);
  });
});

describe('placesByCloseness', () => {
  it('offers the place closest to the typed city first, keeping the order otherwise', () => {
    expect(placesByCloseness('Hohenbuko', ['Fichtwald', 'Hohenbucko', 'Kremitzaue'])).toEqual(['Hohenbucko', 'Fichtwald', 'Kremitzaue']);
    expect(placesByCloseness('München', ['Berlin'])).toEqual(['Berlin']);
    expect(placesByCloseness(' ', ['Lebusa', 'Fichtwald'])).toEqual(['Lebusa', 'Fichtwald']);
  });
});

it('words the mismatch as a German question with the corrected city', () => {
  expect(POSTAL_PLACE_MESSAGES.cityMismatch('Berlin')).toBe('Die Stadt passt nicht zur Postleitzahl. Meintest du: Berlin?');
});
