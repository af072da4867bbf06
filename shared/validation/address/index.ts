// Address rules per country and the address validator, shared by the address widget and the server.
export {
  COUNTRY_NAMES,
  allowedAddressTypes,
  isCountryCode,
  resolveAddressType,
  rulesFor,
} from './country-rules';
export type { AddressType, CountryCode } from './country-rules';
export {
  ADDRESS_FIELDS,
  activeFields,
  isAddressField,
  isFieldDone,
  validateAddress,
} from './address-schema';
export type { AddressField, AddressValues } from './address-schema';
export { checkZipCode } from './field-checks';
export { ADDRESS_MESSAGES } from './messages';
export { cityMatchesPlaces, placesByCloseness, POSTAL_PLACE_MESSAGES } from './postal-places';
