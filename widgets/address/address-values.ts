import {
  activeFields,
  ADDRESS_FIELDS,
  resolveAddressType,
  type AddressField,
  type AddressType,
  type AddressValues,
} from '@schaufenster/shared/validation/address';
import type { AddressPayload } from './address-api';
import type { AddressMode } from './constants';
import type { InitialAddress } from './props';

/** The values the address form holds: every text field as text, the type resolved for the country. */
export interface AddressFormValues {
  addressType: AddressType;
  gender: string;
  country: string;
  givenName: string;
  familyName: string;
  streetHouseNumber: string;
  additional: string;
  servicePointMemberId: string;
  servicePointId: string;
  state: string;
  zipCode: string;
  city: string;
  /** Not shown: carried from the address being edited back to the API (SPEC.md section 3 lists it). */
  distributionCode: string;
  defaultDeliverAddress: boolean;
  defaultBillingAddress: boolean;
}

type TextField = Exclude<AddressField, 'country'>;

// The shared rules' fields but the country, which the form always holds.
const TEXT_FIELDS = ADDRESS_FIELDS.filter((field): field is TextField => field !== 'country');

/** The address types a mode offers: a billing address is never a packstation. */
export function modeAllowsPackstation(mode: AddressMode): boolean {
  return mode !== 'checkout-billing';
}

/** The type an address gets in a mode and country: the wanted type if both allow it, else home. */
export function typeFor(mode: AddressMode, country: string, wanted: string | null | undefined): AddressType {
  return modeAllowsPackstation(mode) ? resolveAddressType(country, wanted ?? undefined) : 'home';
}

/** The form's start values: the initial address (if any) in the given country, its type resolved for it. */
export function initialFormValues(mode: AddressMode, country: string, address: InitialAddress = {}): AddressFormValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, address[field] ?? ''])) as Record<TextField, string>;
  return {
    ...texts,
    country,
    addressType: typeFor(mode, country, address.addressType),
    distributionCode: address.distributionCode ?? '',
    defaultDeliverAddress: address.defaultDeliverAddress ?? false,
    defaultBillingAddress: address.defaultBillingAddress ?? false,
  };
}

/** The form's values as the shared rules read them. */
export function ruleValues(values: Partial<AddressFormValues>): AddressValues {
  return { ...values };
}

/**
 * What the API stores: the fields the address's type and country use (trimmed; a station address
 * carries no street, a home address no station numbers), the gender, and in the book the ticked default flags.
 */
export function addressPayload(mode: AddressMode, values: AddressFormValues): AddressPayload {
  const country = values.country.trim();
  const addressType = typeFor(mode, country, values.addressType);
  const payload: AddressPayload = { addressType, country };
  for (const field of activeFields({ ...values, country, addressType })) {
    if (field === 'country') continue;
    const text = values[field].trim();
    payload[field] = text === '' ? null : text;
  }
  const distributionCode = values.distributionCode.trim();
  if (distributionCode !== '') payload.distributionCode = distributionCode;
  // Only a ticked box is sent: a default gives way to another one, never to none (the first address becomes both).
  if (mode === 'book' && values.defaultDeliverAddress) payload.defaultDeliverAddress = true;
  if (mode === 'book' && values.defaultBillingAddress && addressType === 'home') payload.defaultBillingAddress = true;
  return payload;
}
