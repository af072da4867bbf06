import { create, is, type Struct } from 'superstruct';
import { jsonSchemaHint } from './refinements';

/** A JSON Schema (draft 2020-12) document or subschema. */
export type JsonSchema = { [keyword: string]: unknown };

type AnyStruct = Struct<unknown, unknown>;

/** The value a struct fills in for a missing one (`defaulted`), if any. */
export function defaultOf<T, S>(struct: Struct<T, S>): { value: unknown } | undefined {
  try {
    const value = create(undefined, struct);
    return value === undefined ? undefined : { value };
  } catch {
    return undefined;
  }
}

/** Whether an object may leave this field out: it accepts `undefined` or fills in a default. */
export function isOptional<T, S>(struct: Struct<T, S>): boolean {
  return is(undefined, struct) || defaultOf(struct) !== undefined;
}

function fieldsOf(schema: unknown): Record<string, AnyStruct> {
  return schema as Record<string, AnyStruct>;
}

/** The schema of the struct's own type, without null, default and refinement keywords. */
function typeSchema<T, S>(struct: Struct<T, S>): JsonSchema {
  switch (struct.type) {
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return { type: struct.type };
    case 'literal':
      return { const: struct.schema as unknown };
    case 'enums':
      return { enum: Object.values(struct.schema as Record<string, unknown>) };
    case 'array':
      return struct.schema ? { type: 'array', items: toJsonSchema(struct.schema as unknown as AnyStruct) } : { type: 'array' };
    case 'object':
    case 'type': {
      const fields = Object.entries(fieldsOf(struct.schema));
      return {
        type: 'object',
        properties: Object.fromEntries(fields.map(([key, field]) => [key, toJsonSchema(field)])),
        required: fields.filter(([, field]) => !isOptional(field)).map(([key]) => key),
        // `object` refuses keys it does not know; `type` ignores them.
        additionalProperties: struct.type === 'type',
      };
    }
    case 'any':
    case 'unknown':
      return {};
    default:
      // e.g. union (superstruct keeps no list of its members), date, instance: not JSON, or not readable.
      throw new Error(`props schema: superstruct type "${struct.type}" has no JSON Schema counterpart here`);
  }
}

/**
 * The JSON Schema that accepts exactly what `struct` accepts (with `coerce`, as `mount` validates):
 * types, enums, required and optional fields, nulls, defaults, and the refinements of ./refinements.
 */
export function toJsonSchema<T, S>(struct: Struct<T, S>): JsonSchema {
  const base = { ...typeSchema(struct), ...jsonSchemaHint(struct) };
  const fallback = defaultOf(struct);
  const schema = is(null, struct) && struct.type !== 'literal' ? { anyOf: [base, { type: 'null' }] } : base;
  return fallback === undefined ? schema : { ...schema, default: fallback.value };
}
