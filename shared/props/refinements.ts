import { min, pattern, refine, size, Struct } from 'superstruct';

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

/** An object of `T` in which exactly one of the keys `K` is given (and the others are left out). */
export type ExactlyOne<T, K extends keyof T, Given extends K = K> = Given extends K
  ? Omit<T, K> & Required<Pick<T, Given>> & Partial<Record<Exclude<K, Given>, never>>
  : never;

/**
 * Why props fail "exactly one of `keys`" when `given` of them are present, or undefined when they pass: the field to
 * name (the first key when none is given, the second given key when several are) and the reason. The loader (through
 * exactlyOneOf) and the tag checker (through props.schema.json's oneOf) say it in these same words.
 */
export function choiceFailure(keys: readonly string[], given: readonly string[]): { field: string; reason: string } | undefined {
  const expected = `Expected exactly one of ${keys.join(', ')}`;
  if (given.length === 1) return undefined;
  if (given.length === 0) return { field: String(keys[0]), reason: `${expected}, but received none` };
  return { field: String(given[1]), reason: `${expected}, but received ${given.slice(0, -1).join(', ')} and ${given.at(-1)}` };
}

/**
 * An object struct in which exactly one of `keys` (each optional in it) must be given, described for JSON Schema as
 * `oneOf` of one `required` per key; its failure names a field, as every props failure does (see choiceFailure).
 */
export function exactlyOneOf<T extends object, S, const K extends keyof T & string>(struct: Struct<T, S>, keys: readonly [K, K, ...K[]]): Struct<ExactlyOne<T, K>, S> {
  const refined = refine(struct, 'exactlyOneOf', (value) => {
    const failure = choiceFailure(keys, keys.filter((key) => value[key] !== undefined));
    return failure ? { path: [failure.field], message: failure.reason } : true;
  });
  // Struct is invariant in its value type; the refinement above is what makes the narrower type true.
  return withJsonSchema(refined, { oneOf: keys.map((key) => ({ required: [key] })) }) as unknown as Struct<ExactlyOne<T, K>, S>;
}
