import { array, object, string } from 'superstruct';
import { Address } from './address';

/** The address book as the list, delete and default calls answer it. */
export const AddressBook = object({ addresses: array(Address) });

/** The places of a postal code as GET /api/address/postal-codes/ answers them (none where it has no data). */
export const PostalPlaces = object({ places: array(string()) });
