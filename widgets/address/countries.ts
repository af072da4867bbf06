import { COUNTRY_NAMES, isCountryCode, type CountryCode } from '@schaufenster/shared/validation/address';

/** A country as the country select offers it. */
export interface OfferedCountry {
  code: CountryCode;
  name: string;
}

/** The shop's home country: offered first and the form's start when nothing else is given. */
export const HOME_COUNTRY: CountryCode = 'DE';

/**
 * The countries the form offers, with their German names: the wanted ones in the given order, or
 * (without a wish) every country of the shared rules, Deutschland first and the rest alphabetically.
 */
export function offeredCountries(wanted?: readonly string[]): OfferedCountry[] {
  if (wanted && wanted.length > 0) {
    return [...new Set(wanted)].filter(isCountryCode).map((code) => ({ code, name: COUNTRY_NAMES[code] }));
  }
  const others = (Object.keys(COUNTRY_NAMES) as CountryCode[])
    .filter((code) => code !== HOME_COUNTRY)
    .map((code) => ({ code, name: COUNTRY_NAMES[code] }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return [{ code: HOME_COUNTRY, name: COUNTRY_NAMES[HOME_COUNTRY] }, ...others];
}

/** The country the form starts with: the wanted one if offered, else the first offered country. */
export function startCountry(offered: readonly OfferedCountry[], ...wanted: (string | null | undefined)[]): string {
  const match = wanted.find((code) => offered.some((country) => country.code === code));
  return match ?? offered[0]?.code ?? HOME_COUNTRY;
}
