import { boolean, enums, nullable, object, optional, string, type Infer } from 'superstruct';

/** The address types a country may allow (SPEC section 3). */
export const ADDRESS_TYPES = ['home', 'packstation'] as const;

/** An address of a customer's book as the API answers it (SPEC section 3). */
export const Address = object({
  addressId: string(),
  addressType: enums(ADDRESS_TYPES),
  gender: nullable(string()),
  country: string(),
  givenName: string(),
  familyName: string(),
  streetHouseNumber: nullable(string()),
  additional: nullable(string()),
  servicePointMemberId: nullable(string()),
  servicePointId: nullable(string()),
  state: nullable(string()),
  zipCode: nullable(string()),
  city: string(),
  // Optional: addresses stored before it existed, and answers of APIs that leave it out.
  distributionCode: optional(nullable(string())),
  defaultDeliverAddress: boolean(),
  defaultBillingAddress: boolean(),
});

/** A validated address of the book. */
export type Address = Infer<typeof Address>;
