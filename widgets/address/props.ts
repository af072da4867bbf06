import { array, boolean, defaulted, enums, nullable, object, optional, refine, string, type as loose, type Infer } from 'superstruct';
import { matching, sized, withJsonSchema } from '@schaufenster/shared/props';
import { COUNTRY_NAMES, isCountryCode } from '@schaufenster/shared/validation/address';
import { ADDRESS_MODES } from './constants';

const text = () => optional(nullable(string()));

/** A country code the form can offer (it has a German name in the shared rules). */
export const OfferedCountry = withJsonSchema(
  refine(string(), 'OfferedCountry', (value) => isCountryCode(value) || `unknown country code ${JSON.stringify(value)}`),
  { enum: Object.keys(COUNTRY_NAMES) },
);

/** An address to start the form with; fields it does not know are ignored. */
export const InitialAddress = loose({
  addressId: text(),
  addressType: text(),
  gender: text(),
  country: text(),
  givenName: text(),
  familyName: text(),
  streetHouseNumber: text(),
  additional: text(),
  servicePointMemberId: text(),
  servicePointId: text(),
  state: text(),
  zipCode: text(),
  city: text(),
  distributionCode: text(),
  defaultDeliverAddress: optional(nullable(boolean())),
  defaultBillingAddress: optional(nullable(boolean())),
});

/** An address to start the form with. */
export type InitialAddress = Infer<typeof InitialAddress>;

/**
 * Props of the address tag: what the form is for, the address it starts with, the countries it offers
 * (default: every country of the shared rules) and, for older tags, the country it starts with.
 */
export const AddressProps = object({
  mode: defaulted(enums(ADDRESS_MODES), 'checkout-delivery'),
  address: optional(InitialAddress),
  countries: optional(sized(array(OfferedCountry), 1, 100)),
  country: optional(matching(string(), /^[A-Z]{2}$/)),
});

/** Validated address props. */
export type AddressProps = Infer<typeof AddressProps>;
