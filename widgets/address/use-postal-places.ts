import { useEffect, useState } from 'react';
import { checkZipCode, rulesFor } from '@schaufenster/shared/validation/address';
import { fetchPostalPlaces } from './address-api';
import { CITY_COMPLETION_COUNTRIES } from './constants';

// Places never change while a page lives: each code is asked for once per page.
const known = new Map<string, Promise<string[]>>();

/** Tells whether the form completes the city for a country: its rules enable it, and the API has its places. */
export function completesCity(country: string): boolean {
  return rulesFor(country).zipCode.completion && CITY_COMPLETION_COUNTRIES.includes(country);
}

function placesOf(country: string, zipCode: string): Promise<string[]> {
  const key = `${country}:${zipCode}`;
  let places = known.get(key);
  if (!places) {
    // A failed lookup only means no completion; it is forgotten, so a later change asks again.
    places = fetchPostalPlaces(country, zipCode).catch(() => {
      known.delete(key);
      return [];
    });
    known.set(key, places);
  }
  return places;
}

/**
 * The place names of a valid postal code in a country the form completes the city for; undefined while
 * the code is incomplete or invalid, the country has no completion, or the answer is on its way.
 */
export function usePostalPlaces(country: string, zipCode: string): readonly string[] | undefined {
  const code = zipCode.trim().toUpperCase();
  const applies = completesCity(country) && code !== '' && checkZipCode(code, rulesFor(country)) === true;
  const [answer, setAnswer] = useState<{ key: string; places: readonly string[] }>();
  const key = `${country}:${code}`;
  useEffect(() => {
    if (!applies) return undefined;
    let current = true;
    void placesOf(country, code).then((places) => current && setAnswer({ key, places }));
    return () => {
      current = false;
    };
  }, [applies, country, code, key]);
  return applies && answer?.key === key ? answer.places : undefined;
}
