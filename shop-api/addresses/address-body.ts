import { Address, API, type AddressInput } from '@schaufenster/shared/api';
import { ADDRESS_FIELDS, ADDRESS_MESSAGES, activeFields, resolveAddressType, validateAddress, type AddressField } from '@schaufenster/shared/validation/address';
import { ApiError, parseBody } from '../../server-kit/http/api-error';
import { checkCityOfPostalCode } from './postal-places';
import { SERVER_TEXTS } from '../../server-kit/texts';

/** An address as the API answers it (SPEC section 3): the one schema the widget reads too. */
export const AddressView = Address;

/** An address as the API answers it. */
export type AddressView = Address;

/** A checked address ready to store: trimmed, type resolved, fields of other types cleared. */
export type AddressFields = Omit<AddressView, 'addressId' | 'defaultDeliverAddress' | 'defaultBillingAddress'>;

// A value of the wrong type gets the field's own "invalid" message, as the form shows it.
const TYPE_MESSAGES: Record<string, string> = {
  ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ADDRESS_MESSAGES[`${field}Invalid`]])),
  addressType: 'Bitte wähle eine gültige Adressart aus.',
  distributionCode: SERVER_TEXTS.validation,
  defaultDeliverAddress: SERVER_TEXTS.validation,
  defaultBillingAddress: SERVER_TEXTS.validation,
};

/** Checks an address's types (extra fields are dropped, like superstruct's mask) and then its values. */
export function parseAddressInput(body: unknown): AddressInput {
  return parseBody(API.addAddress.body, body, TYPE_MESSAGES, { mask: true });
}

/**
 * Validates an address with the shared per-country rules (the same the form uses) and normalises it;
 * a 422 `validation` with the rules' German field messages when it is invalid, and where the country's
 * rules enable address validation (DE) a 422 `city_mismatch` when the city does not belong to the postal code.
 */
export function checkAddress(input: AddressInput): AddressFields {
  const values = { ...input, country: input.country?.trim() ?? '' };
  const errors = validateAddress(values);
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    const first = Object.values(errors)[0] ?? SERVER_TEXTS.validation;
    throw new ApiError(422, 'validation', first, { fieldErrors: { ...errors } });
  }
  const active = new Set<AddressField>(activeFields(values));
  const keep = (field: AddressField): string | null => {
    const value = active.has(field) ? values[field]?.trim() : undefined;
    return value ? value : null;
  };
  const zipCode = keep('zipCode')?.toUpperCase() ?? null;
  const city = keep('city') ?? '';
  checkCityOfPostalCode(values.country, zipCode, city);
  return {
    addressType: resolveAddressType(values.country, input.addressType ?? undefined),
    gender: keep('gender'),
    country: values.country,
    givenName: keep('givenName') ?? '',
    familyName: keep('familyName') ?? '',
    streetHouseNumber: keep('streetHouseNumber'),
    additional: keep('additional'),
    servicePointMemberId: keep('servicePointMemberId'),
    servicePointId: keep('servicePointId'),
    state: keep('state'),
    zipCode,
    city,
    distributionCode: input.distributionCode?.trim() || null,
  };
}
