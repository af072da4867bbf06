import { type Infer } from 'superstruct';
/**
 * An address as the form sends it and a tag may start the form with (SPEC section 3): every field may be
 * missing or null; the shared per-country rules judge the values, this only the types.
 */
export declare const AddressInput: import("superstruct").Struct<{
    addressType?: string | null | undefined;
    country?: string | null | undefined;
    gender?: string | null | undefined;
    givenName?: string | null | undefined;
    familyName?: string | null | undefined;
    streetHouseNumber?: string | null | undefined;
    additional?: string | null | undefined;
    servicePointMemberId?: string | null | undefined;
    servicePointId?: string | null | undefined;
    state?: string | null | undefined;
    zipCode?: string | null | undefined;
    city?: string | null | undefined;
    distributionCode?: string | null | undefined;
    defaultDeliverAddress?: boolean | null | undefined;
    defaultBillingAddress?: boolean | null | undefined;
}, {
    addressType: import("superstruct").Struct<string | null | undefined, null>;
    country: import("superstruct").Struct<string | null | undefined, null>;
    gender: import("superstruct").Struct<string | null | undefined, null>;
    givenName: import("superstruct").Struct<string | null | undefined, null>;
    familyName: import("superstruct").Struct<string | null | undefined, null>;
    streetHouseNumber: import("superstruct").Struct<string | null | undefined, null>;
    additional: import("superstruct").Struct<string | null | undefined, null>;
    servicePointMemberId: import("superstruct").Struct<string | null | undefined, null>;
    servicePointId: import("superstruct").Struct<string | null | undefined, null>;
    state: import("superstruct").Struct<string | null | undefined, null>;
    zipCode: import("superstruct").Struct<string | null | undefined, null>;
    city: import("superstruct").Struct<string | null | undefined, null>;
    distributionCode: import("superstruct").Struct<string | null | undefined, null>;
    defaultDeliverAddress: import("superstruct").Struct<boolean | null | undefined, null>;
    defaultBillingAddress: import("superstruct").Struct<boolean | null | undefined, null>;
}>;
/** An address as the form sends it. */
export type AddressInput = Infer<typeof AddressInput>;
