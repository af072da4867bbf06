import { min, pattern, size, Struct } from 'superstruct';

/** JSON Schema keywords that say what a superstruct refinement checks (refinements cannot be read back). */
export type JsonSchemaHint = Record<string, unknown>;

/**
 * Hints by the struct's `entries` function: superstruct's optional, nullable, defaulted and refine copy a
 * struct's `entries` unchanged, so the hint survives every wrapper put around the refined struct.
 */
const hints = new WeakMap<object, JsonSchemaHint>();

/** The JSON Schema keywords recorded for a struct (and for every wrapper around it). */
export function jsonSchemaHint(struct: { entries: object }): JsonSchemaHint {
  return hints.get(struct.entries) ?? {};
}

/**
 * Records which JSON Schema keywords express a refinement of `struct` (see props-schema.ts). The struct
 * gets an `entries` function of its own, so that two refinements of one base keep separate hints.
 */
export function withJsonSchema<T, S>(struct: Struct<T, S>, hint: JsonSchemaHint): Struct<T, S> {
  const { entries } = struct;
  const hinted = new Struct<T, S>({
    ...struct,
    *entries(value, context) {
      yield* entries(value, context);
    },
  });
  hints.set(hinted.entries, { ...jsonSchemaHint(struct), ...hint });
  return hinted;
}

/** superstruct's `size` for strings and arrays, described for JSON Schema. */
export function sized<T extends string | unknown[], S>(struct: Struct<T, S>, minimum: number, maximum = minimum): Struct<T, S> {
  const keywords = struct.type === 'array' ? { minItems: minimum, maxItems: maximum } : { minLength: minimum, maxLength: maximum };
  return withJsonSchema(size(struct, minimum, maximum), keywords);
}

/** superstruct's `pattern`, described for JSON Schema (the expression must mean the same in ECMA-262 and JSON Schema). */
export function matching<S>(struct: Struct<string, S>, expression: RegExp): Struct<string, S> {
  if (expression.flags !== '') throw new Error(`matching(): JSON Schema patterns take no flags (${expression})`);
  return withJsonSchema(pattern(struct, expression), { pattern: expression.source });
}

/** superstruct's `min` for numbers, described for JSON Schema. */
export function atLeast<S>(struct: Struct<number, S>, minimum: number): Struct<number, S> {
  return withJsonSchema(min(struct, minimum), { minimum });
}
