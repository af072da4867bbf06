import { Struct } from 'superstruct';
/** JSON Schema keywords that say what a superstruct refinement checks (refinements cannot be read back). */
export type JsonSchemaHint = Record<string, unknown>;
/** The JSON Schema keywords recorded for a struct (and for every wrapper around it). */
export declare function jsonSchemaHint(struct: {
    entries: object;
}): JsonSchemaHint;
/**
 * Records which JSON Schema keywords express a refinement of `struct` (see props-schema.ts). The struct
 * gets an `entries` function of its own, so that two refinements of one base keep separate hints.
 */
export declare function withJsonSchema<T, S>(struct: Struct<T, S>, hint: JsonSchemaHint): Struct<T, S>;
/** superstruct's `size` for strings and arrays, described for JSON Schema. */
export declare function sized<T extends string | unknown[], S>(struct: Struct<T, S>, minimum: number, maximum?: number): Struct<T, S>;
/** superstruct's `pattern`, described for JSON Schema (the expression must mean the same in ECMA-262 and JSON Schema). */
export declare function matching<S>(struct: Struct<string, S>, expression: RegExp): Struct<string, S>;
/** superstruct's `min` for numbers, described for JSON Schema. */
export declare function atLeast<S>(struct: Struct<number, S>, minimum: number): Struct<number, S>;
/** An object of `T` in which exactly one of the keys `K` is given (and the others are left out). */
export type ExactlyOne<T, K extends keyof T, Given extends K = K> = Given extends K ? Omit<T, K> & Required<Pick<T, Given>> & Partial<Record<Exclude<K, Given>, never>> : never;
/**
 * Why props fail "exactly one of `keys`" when `given` of them are present, or undefined when they pass: the field to
 * name (the first key when none is given, the second given key when several are) and the reason. The loader (through
 * exactlyOneOf) and the tag checker (through props.schema.json's oneOf) say it in these same words.
 */
export declare function choiceFailure(keys: readonly string[], given: readonly string[]): {
    field: string;
    reason: string;
} | undefined;
/**
 * An object struct in which exactly one of `keys` (each optional in it) must be given, described for JSON Schema as
 * `oneOf` of one `required` per key; its failure names a field, as every props failure does (see choiceFailure).
 */
export declare function exactlyOneOf<T extends object, S, const K extends keyof T & string>(struct: Struct<T, S>, keys: readonly [K, K, ...K[]]): Struct<ExactlyOne<T, K>, S>;
