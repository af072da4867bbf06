// Addresses as the form sends them and as the address book answers them (SPEC section 3), for the tests of server and widgets.
import type { Address, AddressInput } from '@schaufenster/shared/api';

/** A valid DE home address as the form sends it: what a shopper types in. */
export const HOME_INPUT = {
  addressType: 'home',
  gender: 'female',
  country: 'DE',
  givenName: 'Anna',
  familyName: 'Schmidt',
  streetHouseNumber: 'Hauptstraße 5',
  zipCode: '10115',
  city: 'Berlin',
} as const satisfies AddressInput;

/** A DE home address of the book as the API answers it. */
export const BERLIN: Address = {
  ...HOME_INPUT,
  addressId: '0b7c2a52-8a4c-4c1e-9b0e-1f4a4f3c2d11',
  additional: null,
  servicePointMemberId: null,
  servicePointId: null,
  state: null,
  defaultDeliverAddress: true,
  defaultBillingAddress: true,
};

/** A DE packstation address of the book. */
export const STATION: Address = {
  ...BERLIN,
  addressId: '6f1d0f0e-3b7a-4f55-8c1e-7a2b9c0d4e22',
  addressType: 'packstation',
  streetHouseNumber: null,
  servicePointMemberId: '12345678',
  servicePointId: '123',
  defaultDeliverAddress: false,
  defaultBillingAddress: false,
};
