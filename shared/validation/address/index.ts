// Address rules per country and the address validator, shared by the address widget and the server.
export {
  COUNTRY_NAMES,
  COUNTRY_RULES,
  DEFAULT_COUNTRY_RULES,
  STREET_WITH_HOUSE_NUMBER,
  allowedAddressTypes,
  isCountryCode,
  resolveAddressType,
  rulesFor,
} from './country-rules';
export type {
  AdditionalRules,
  AddressType,
  CountryCode,
  CountryRuleOverrides,
  CountryRules,
  StateRules,
  StreetHouseNumberRules,
  ZipCodePosition,
  ZipCodeRules,
} from './country-rules';
export {
  ADDRESS_FIELDS,
  activeFields,
  addressSchema,
  isAddressField,
  isFieldDone,
  validateAddress,
} from './address-schema';
export type { AddressErrors, AddressField, AddressValues } from './address-schema';
export {
  GENDERS,
  TEXT_MAX_LENGTH,
  checkAdditional,
  checkCity,
  checkCountry,
  checkFamilyName,
  checkGender,
  checkGivenName,
  checkServicePointId,
  checkServicePointMemberId,
  checkState,
  checkStreetHouseNumber,
  checkZipCode,
  containsIllegalTerm,
} from './field-checks';
export type { CheckResult, FieldCheck } from './field-checks';
export { ADDRESS_MESSAGES } from './messages';
export { cityMatchesPlaces, normalizePlace, placesByCloseness, POSTAL_PLACE_MESSAGES } from './postal-places';
