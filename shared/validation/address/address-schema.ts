import { nullable, optional, string, type, validate, type Struct } from 'superstruct';
import type { AddressInput } from '@schaufenster/shared/api/address-input';
import { resolveAddressType, rulesFor, type CountryRules } from './country-rules';
import * as check from './field-checks';
import { ADDRESS_MESSAGES as M } from './messages';
import { refineForShopper } from '../shopper-refinement';

/** The address fields that carry validation rules and messages. */
export const ADDRESS_FIELDS = [
  'country',
  'gender',
  'givenName',
  'familyName',
  'streetHouseNumber',
  'additional',
  'servicePointMemberId',
  'servicePointId',
  'state',
  'zipCode',
  'city',
] as const satisfies readonly (keyof AddressInput)[];

/** One address field with validation rules. */
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** An address as the form or the server holds it (SPEC.md section 3); text fields may be missing or null. */
export type AddressValues = Readonly<AddressInput> & { readonly addressId?: string | number | null };

/** Field-keyed German messages of an invalid address; empty when the address is valid. */
export type AddressErrors = Partial<Record<AddressField, string>>;

type TextStruct = Struct<string | null | undefined, null>;

const CHECKS: Record<AddressField, check.FieldCheck> = {
  country: check.checkCountry,
  gender: check.checkGender,
  givenName: check.checkGivenName,
  familyName: check.checkFamilyName,
  streetHouseNumber: check.checkStreetHouseNumber,
  additional: check.checkAdditional,
  servicePointMemberId: check.checkServicePointMemberId,
  servicePointId: check.checkServicePointId,
  state: check.checkState,
  zipCode: check.checkZipCode,
  city: check.checkCity,
};

// Message for a value of the wrong type (not a string), where superstruct's own text would show.
const WRONG_TYPE: Record<AddressField, string> = {
  country: M.countryInvalid,
  gender: M.genderInvalid,
  givenName: M.givenNameInvalid,
  familyName: M.familyNameInvalid,
  streetHouseNumber: M.streetHouseNumberInvalid,
  additional: M.additionalInvalid,
  servicePointMemberId: M.servicePointMemberIdInvalid,
  servicePointId: M.servicePointIdInvalid,
  state: M.stateInvalid,
  zipCode: M.zipCodeInvalid,
  city: M.cityInvalid,
};

/** Tells whether a key is one of the validated address fields. */
export function isAddressField(key: unknown): key is AddressField {
  return ADDRESS_FIELDS.some((field) => field === key);
}

/** The fields validated for an address: street for home, the station numbers for packstation, state if enabled. */
export function activeFields(values: AddressValues): AddressField[] {
  const country = values.country?.trim() ?? '';
  const packstation = resolveAddressType(country, values.addressType ?? undefined) === 'packstation';
  const rules = rulesFor(country);
  return ADDRESS_FIELDS.filter((field) => {
    if (field === 'state') return rules.state.enabled;
    if (field === 'streetHouseNumber') return !packstation;
    if (field === 'servicePointMemberId' || field === 'servicePointId') return packstation;
    return true;
  });
}

/** A trimmed, optional text field refined by its check against the country's rules. */
function fieldStruct(field: AddressField, rules: CountryRules): TextStruct {
  return refineForShopper(optional(nullable(string())), field, (value) => CHECKS[field](value?.trim() ?? '', rules));
}

/** The superstruct schema of an address with the given values' country and address type. */
export function addressSchema(values: AddressValues): Struct<Record<string, string | null | undefined>, Record<string, TextStruct>> {
  const rules = rulesFor(values.country?.trim() ?? '');
  const shape: Record<string, TextStruct> = {};
  for (const field of activeFields(values)) shape[field] = fieldStruct(field, rules);
  return type(shape);
}

/** Validates an address against its country's rules; gives one German message per invalid field. */
export function validateAddress(values: AddressValues): AddressErrors {
  const [error] = validate(values, addressSchema(values));
  const errors: AddressErrors = {};
  for (const failure of error?.failures() ?? []) {
    const field = failure.path[0];
    if (!isAddressField(field) || errors[field] !== undefined) continue;
    errors[field] = failure.refinement === undefined ? WRONG_TYPE[field] : failure.message;
  }
  return errors;
}

/** Tells whether a field is done: it is validated for this address, has a value, and the value is valid. */
export function isFieldDone(field: AddressField, values: AddressValues): boolean {
  const value = values[field];
  if (typeof value !== 'string' || value.trim() === '') return false;
  return activeFields(values).includes(field) && validateAddress(values)[field] === undefined;
}
