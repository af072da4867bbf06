import { array, object, string } from 'superstruct';
import { Address } from '@schaufenster/shared/api';
import { request } from '@schaufenster/shared/http';
import { API_PATHS, addressPath, defaultPath } from './constants';

/** An address of the customer's book as the API answers it (the schema the server answers with). */
export { Address };

/** The address book as the list, delete and default calls answer it. */
export const AddressBook = object({ addresses: array(Address) });

/** What an address is saved with: its fields (only those its type uses) and default flags. */
export type AddressPayload = Record<string, string | boolean | null>;

/** Which defaults an address becomes (true) or stops being (false). */
export interface DefaultChoice {
  delivery?: boolean;
  billing?: boolean;
}

/** Loads the customer's address book. */
export async function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  const book = await request(API_PATHS.addresses, { schema: AddressBook, signal });
  return book.addresses;
}

/** Stores a new address (no id) or replaces one; answers the stored address. */
export function saveAddress(payload: AddressPayload, addressId?: string, signal?: AbortSignal): Promise<Address> {
  const path = addressId === undefined ? API_PATHS.addresses : addressPath(addressId);
  return request(path, { method: addressId === undefined ? 'POST' : 'PUT', json: payload, schema: Address, idempotent: true, signal });
}

/** Deletes an address; answers the remaining book. */
export async function deleteAddress(addressId: string, signal?: AbortSignal): Promise<Address[]> {
  return (await request(addressPath(addressId), { method: 'DELETE', schema: AddressBook, idempotent: true, signal })).addresses;
}

/** Makes an address the default for delivery and/or billing; answers the book. */
export async function chooseDefault(addressId: string, choice: DefaultChoice, signal?: AbortSignal): Promise<Address[]> {
  return (await request(defaultPath(addressId), { method: 'POST', json: choice, schema: AddressBook, idempotent: true, signal })).addresses;
}

/** The places of a postal code as GET /api/address/postal-codes/ answers them (none where it has no data). */
export const PostalPlaces = object({ places: array(string()) });

/** The place names of a postal code, for the city completion. */
export async function fetchPostalPlaces(country: string, zipCode: string, signal?: AbortSignal): Promise<string[]> {
  const query = new URLSearchParams({ country, zipCode });
  return (await request(`${API_PATHS.postalCodes}?${query.toString()}`, { schema: PostalPlaces, signal })).places;
}
