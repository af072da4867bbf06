/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { array, date, defaulted, enums, integer, literal, nullable, object, optional, string, type, union } from 'superstruct';
import { atLeast, matching, sized, toJsonSchema } from './index';

describe('toJsonSchema', () => {
  it('keeps refinement keywords through optional, nullable and defaulted', () => {
    const code = matching(string(), /^[A-Z]{2}$/);
    expect(toJsonSchema(optional(nullable(code)))).toEqual({ anyOf: [{ type: 'string', pattern: '^[A-Z]{2}$' }, { type: 'null' }] });
    expect(toJsonSchema(defaulted(sized(array(code), 1, 3), ['DE']))).toEqual({
      type: 'array',
      items: { type: 'string', pattern: '^[A-Z]{2}$' },
      minItems: 1,
      maxItems: 3,
      default: ['DE'],
    });
  });

  it('gives two refinements of one base their own keywords, and merges refinements of one value', () => {
    const base = string();
    expect(toJsonSchema(sized(base, 1, 5))).toEqual({ type: 'string', minLength: 1, maxLength: 5 });
    expect(toJsonSchema(sized(base, 10, 20))).toEqual({ type: 'string', minLength: 10, maxLength: 20 });
    expect(toJsonSchema(matching(sized(base, 2), /^[a-z]+$/))).toEqual({ type: 'string', minLength: 2, maxLength: 2, pattern: '^[a-z]+$' });
    expect(toJsonSchema(atLeast(integer(), 0))).toEqual({ type: 'integer', minimum: 0 });
  });

  it('marks fields required unless they may be missing or have a default; object refuses unknown keys, type does not', () => {
    const schema = object({ a: string(), b: optional(string()), c: defaulted(enums(['x', 'y']), 'x'), d: type({ e: literal(1) }) });
    expect(toJsonSchema(schema)).toEqual({
      type: 'object',
      properties: {
        a: { type: 'string' },
        b: { type: 'string' },
        c: { enum: ['x', 'y'], default: 'x' },
        d: { type: 'object', properties: { e: { const: 1 } }, required: ['e'], additionalProperties: true },
      },
      required: ['a', 'd'],
      additionalProperties: false,
    });
  });

  it('refuses a struct JSON Schema cannot express here', () => {
    expect(() => toJsonSchema(object({ either: union([string(), integer()]) }))).toThrow(/"union" has no JSON Schema counterpart/);
    expect(() => toJsonSchema(date())).toThrow(/"date"/);
  });
});
