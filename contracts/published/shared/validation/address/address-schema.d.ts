import { type Struct } from 'superstruct';
import type { AddressInput } from '../../api/address-input.js';
/** The address fields that carry validation rules and messages. */
export declare const ADDRESS_FIELDS: readonly ["country", "gender", "givenName", "familyName", "streetHouseNumber", "additional", "servicePointMemberId", "servicePointId", "state", "zipCode", "city"];
/** One address field with validation rules. */
export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** An address as the form or the server holds it (SPEC.md section 3); text fields may be missing or null. */
export type AddressValues = Readonly<AddressInput> & {
    readonly addressId?: string | number | null;
};
/** Field-keyed German messages of an invalid address; empty when the address is valid. */
export type AddressErrors = Partial<Record<AddressField, string>>;
type TextStruct = Struct<string | null | undefined, null>;
/** Tells whether a key is one of the validated address fields. */
export declare function isAddressField(key: unknown): key is AddressField;
/** The fields validated for an address: street for home, the station numbers for packstation, state if enabled. */
export declare function activeFields(values: AddressValues): AddressField[];
/** The superstruct schema of an address with the given values' country and address type. */
export declare function addressSchema(values: AddressValues): Struct<Record<string, string | null | undefined>, Record<string, TextStruct>>;
/** Validates an address against its country's rules; gives one German message per invalid field. */
export declare function validateAddress(values: AddressValues): AddressErrors;
/** Tells whether a field is done: it is validated for this address, has a value, and the value is valid. */
export declare function isFieldDone(field: AddressField, values: AddressValues): boolean;
export {};
