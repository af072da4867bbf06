import { boolean, enums, nullable, object, optional, string, type Infer } from 'superstruct';

/** The address types a country may allow (SPEC section 3). */
export const ADDRESS_TYPES = ['home', 'packstation'] as const;

/** A field the API answers with null where an address has none (a Packstation has no street, most countries no state). */
const maybeText = nullable(string());

/** An address of a customer's book as the API answers it (SPEC section 3). */
export const Address = object({
  addressId: string(),
  addressType: enums(ADDRESS_TYPES),
  gender: maybeText,
  country: string(),
  givenName: string(),
  familyName: string(),
  streetHouseNumber: maybeText,
  additional: maybeText,
  servicePointMemberId: maybeText,
  servicePointId: maybeText,
  state: maybeText,
  zipCode: maybeText,
  city: string(),
  // Optional: addresses stored before it existed, and answers of APIs that leave it out.
  distributionCode: optional(maybeText),
  defaultDeliverAddress: boolean(),
  defaultBillingAddress: boolean(),
});

/** A validated address of the book. */
export type Address = Infer<typeof Address>;
