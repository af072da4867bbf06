/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { array, date, defaulted, enums, integer, literal, nullable, object, optional, string, type, union, validate } from 'superstruct';
import { atLeast, exactlyOneOf, matching, sized, toJsonSchema } from './index';

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

  it('says "exactly one of these props" as oneOf of one required per key', () => {
    const either = exactlyOneOf(object({ productId: optional(sized(string(), 1, 64)), product: optional(object({ id: string() })) }), ['productId', 'product']);
    expect(toJsonSchema(either)).toEqual({
      type: 'object',
      properties: { productId: { type: 'string', minLength: 1, maxLength: 64 }, product: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'], additionalProperties: false } },
      required: [],
      additionalProperties: false,
      oneOf: [{ required: ['productId'] }, { required: ['product'] }],
    });
  });

  it('refuses a struct JSON Schema cannot express here', () => {
    expect(() => toJsonSchema(object({ either: union([string(), integer()]) }))).toThrow(/"union" has no JSON Schema counterpart/);
    expect(() => toJsonSchema(date())).toThrow(/"date"/);
  });
});

describe('exactlyOneOf', () => {
  const either = exactlyOneOf(object({ a: optional(string()), b: optional(string()), c: optional(string()) }), ['a', 'b', 'c']);
  const failure = (value: unknown) => {
    const [error] = validate(value, either);
    return error && { path: error.path.join('.'), message: error.failures()[0]?.message };
  };

  it.each([{ a: 'x' }, { b: 'x' }, { c: 'x' }])('takes %j', (value) => {
    expect(failure(value)).toBeUndefined();
  });

  it.each([
    [{}, 'a', 'Expected exactly one of a, b, c, but received none'],
    [{ a: 'x', c: 'y' }, 'c', 'Expected exactly one of a, b, c, but received a and c'],
    [{ a: 'x', b: 'y', c: 'z' }, 'b', 'Expected exactly one of a, b, c, but received a, b and c'],
  ])('refuses %j at the field %s', (value, path, message) => {
    expect(failure(value)).toEqual({ path, message });
  });

  it('reports a failing field inside a given key before the choice', () => {
    expect(failure({ a: 1, b: 'x' })).toEqual({ path: 'a', message: 'Expected a string, but received: 1' });
  });
});
