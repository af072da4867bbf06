export { COUNTRY_NAMES, allowedAddressTypes, isCountryCode, resolveAddressType, rulesFor, } from './country-rules.js';
export type { AddressType, CountryCode } from './country-rules.js';
export { ADDRESS_FIELDS, activeFields, isAddressField, isFieldDone, validateAddress, } from './address-schema.js';
export type { AddressField, AddressValues } from './address-schema.js';
export { checkZipCode } from './field-checks.js';
export { ADDRESS_MESSAGES } from './messages.js';
export { cityMatchesPlaces, placesByCloseness, POSTAL_PLACE_MESSAGES } from './postal-places.js';
