import { boolean, nullable, object, optional, string, type Infer } from 'superstruct';

const text = () => optional(nullable(string()));

/**
 * An address as the form sends it and a tag may start the form with (SPEC section 3): every field may be
 * missing or null; the shared per-country rules judge the values, this only the types.
 */
export const AddressInput = object({
  addressType: text(),
  country: text(),
  gender: text(),
  givenName: text(),
  familyName: text(),
  streetHouseNumber: text(),
  additional: text(),
  servicePointMemberId: text(),
  servicePointId: text(),
  state: text(),
  zipCode: text(),
  city: text(),
  // Not typed by the shopper (the spec lists it with the address): kept and handed back as it came.
  distributionCode: text(),
  defaultDeliverAddress: optional(nullable(boolean())),
  defaultBillingAddress: optional(nullable(boolean())),
});

/** An address as the form sends it. */
export type AddressInput = Infer<typeof AddressInput>;
