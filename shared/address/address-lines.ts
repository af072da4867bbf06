import { COUNTRY_NAMES, isCountryCode } from '@schaufenster/shared/validation/address';
import { ADDRESS_LINE_TEXTS as T } from './texts';

/** An address as the book, an order or a form holds it: its fields are read as texts, anything else counts as empty. */
export type PrintableAddress = { readonly [field: string]: unknown };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The name line of an address: salutation (Frau, Herr; none for divers), given and family name. */
export function nameLine(address: PrintableAddress): string {
  const gender = text(address.gender);
  const salutation = gender === 'female' || gender === 'male' ? T.salutations[gender] : '';
  return [salutation, text(address.givenName), text(address.familyName)].filter(Boolean).join(' ');
}

/** The printed lines of an address: name, street or station, supplement, place, state, country; empty lines left out. */
export function addressLines(address: PrintableAddress): string[] {
  const country = text(address.country);
  const street =
    address.addressType === 'packstation'
      ? [`${T.packstation} ${text(address.servicePointId)}`, `${T.postNumber} ${text(address.servicePointMemberId)}`]
      : [text(address.streetHouseNumber)];
  const place = [text(address.zipCode), text(address.city)].filter(Boolean).join(' ');
  const countryName = isCountryCode(country) ? COUNTRY_NAMES[country] : country;
  return [nameLine(address), ...street, text(address.additional), place, text(address.state), countryName].filter((line) => line.trim() !== '');
}
