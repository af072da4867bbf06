import { COUNTRY_NAMES, isCountryCode } from '@schaufenster/shared/validation/address';
import type { Address } from './address-api';
import { ADDRESS_LINE_TEXTS, FORM_TEXTS } from './texts';

/** The name line of an address: salutation (Frau, Herr; none for divers), given and family name. */
export function nameLine(address: Pick<Address, 'gender' | 'givenName' | 'familyName'>): string {
  const salutation = address.gender === 'female' || address.gender === 'male' ? FORM_TEXTS.genders[address.gender] : '';
  return [salutation, address.givenName, address.familyName].filter(Boolean).join(' ');
}

/** The lines of an address as a label reads it: name, street or station, supplement, place, state, country. */
export function addressLines(address: Address): string[] {
  const place = [address.zipCode, address.city].filter(Boolean).join(' ');
  const street =
    address.addressType === 'packstation'
      ? [`${ADDRESS_LINE_TEXTS.packstation} ${address.servicePointId ?? ''}`, `${ADDRESS_LINE_TEXTS.postNumber} ${address.servicePointMemberId ?? ''}`]
      : [address.streetHouseNumber ?? ''];
  const country = isCountryCode(address.country) ? COUNTRY_NAMES[address.country] : address.country;
  return [nameLine(address), ...street, address.additional ?? '', place, address.state ?? '', country].filter((line) => line.trim() !== '');
}
