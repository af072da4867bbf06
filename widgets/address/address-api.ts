import { API, type Address, type AddressBody, type DefaultAddressBody } from '@schaufenster/shared/api';
import { callApi } from '@schaufenster/shared/http';

/** An address of the customer's book as the API answers it (the schema the server answers with). */
export type { Address };

/** What an address is saved with: its fields (only those its type uses) and default flags (the body the API validates). */
export type AddressPayload = AddressBody;

/** Which defaults an address becomes (true) or stops being (false). */
export type DefaultChoice = DefaultAddressBody;

/** Loads the customer's address book. */
export async function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  const book = await callApi(API.addresses, { signal });
  return book.addresses;
}

/** Stores a new address (no id) or replaces one; answers the stored address. */
export function saveAddress(payload: AddressPayload, addressId?: string, signal?: AbortSignal): Promise<Address> {
  const options = { json: payload, signal };
  return addressId === undefined ? callApi(API.addAddress, options) : callApi(API.updateAddress, { ...options, params: { id: addressId } });
}

/** Deletes an address; answers the remaining book. */
export async function deleteAddress(addressId: string, signal?: AbortSignal): Promise<Address[]> {
  return (await callApi(API.deleteAddress, { params: { id: addressId }, signal })).addresses;
}

/** Makes an address the default for delivery and/or billing; answers the book. */
export async function chooseDefault(addressId: string, choice: DefaultChoice, signal?: AbortSignal): Promise<Address[]> {
  return (await callApi(API.defaultAddress, { params: { id: addressId }, json: choice, signal })).addresses;
}

/** The place names of a postal code, for the city completion. */
export async function fetchPostalPlaces(country: string, zipCode: string, signal?: AbortSignal): Promise<string[]> {
  const query = new URLSearchParams({ country, zipCode });
  return (await callApi(API.postalCodes, { query, signal })).places;
}
