import { array, defaulted, enums, nullable, object, optional, refine, string, type as loose, type Infer } from 'superstruct';
import { AddressInput } from '@schaufenster/shared/api';
import { matching, sized, withJsonSchema } from '@schaufenster/shared/props';
import { COUNTRY_NAMES, isCountryCode } from '@schaufenster/shared/validation/address';
import { ADDRESS_MODES } from './constants';

/** A country code the form can offer (it has a German name in the shared rules). */
export const OfferedCountry = withJsonSchema(
  refine(string(), 'OfferedCountry', (value) => isCountryCode(value) || `unknown country code ${JSON.stringify(value)}`),
  { enum: Object.keys(COUNTRY_NAMES) },
);

/** An address to start the form with: the shared input contract and its id; fields it does not know are ignored. */
export const InitialAddress = loose({ addressId: optional(nullable(string())), ...AddressInput.schema });

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
