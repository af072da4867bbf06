import { boolean, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { Address } from './address';
import { AddressBook, PostalPlaces } from './address-book';
import { AddressInput } from './address-input';

/** POST and PUT /api/account/addresses/: the form's input contract, with the two fields no rule bounds capped in length. */
export const AddressBody = object({
  ...AddressInput.schema,
  addressType: optional(nullable(size(string(), 0, 20))),
  distributionCode: optional(nullable(size(string(), 0, 50))),
});

/** An address as the form saves it. */
export type AddressBody = Infer<typeof AddressBody>;

/** POST /api/account/addresses/:id/default/: which defaults the address becomes (true) or stops being (false). */
export const DefaultAddressBody = object({ delivery: optional(boolean()), billing: optional(boolean()) });

/** Which defaults an address becomes or stops being. */
export type DefaultAddressBody = Infer<typeof DefaultAddressBody>;

/** The address book's calls' body and answer schemas, by their names in ROUTES (routes.ts adds them to API). */
export const ADDRESS_CALLS = {
  addresses: { answer: AddressBook },
  addAddress: { body: AddressBody, answer: Address },
  updateAddress: { body: AddressBody, answer: Address },
  deleteAddress: { answer: AddressBook },
  defaultAddress: { body: DefaultAddressBody, answer: AddressBook },
  postalCodes: { answer: PostalPlaces },
} as const;
