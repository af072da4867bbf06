import { type Struct } from 'superstruct';
/** A JSON Schema (draft 2020-12) document or subschema. */
export type JsonSchema = {
    [keyword: string]: unknown;
};
/** The value a struct fills in for a missing one (`defaulted`), if any. */
export declare function defaultOf<T, S>(struct: Struct<T, S>): {
    value: unknown;
} | undefined;
/** Whether an object may leave this field out: it accepts `undefined` or fills in a default. */
export declare function isOptional<T, S>(struct: Struct<T, S>): boolean;
/**
 * The JSON Schema that accepts exactly what `struct` accepts (with `coerce`, as `mount` validates):
 * types, enums, required and optional fields, nulls, defaults, and the refinements of ./refinements.
 */
export declare function toJsonSchema<T, S>(struct: Struct<T, S>): JsonSchema;
