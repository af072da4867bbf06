import { describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { Struct } from 'superstruct';
import { Address, API, Cart, EmailAnswer, ForgotAnswer, Order, SearchAnswer } from '@schaufenster/shared/api';
import { parseAnswer, readAnswer } from '@schaufenster/shared/http/read-answer';
import { cart, order, product } from '../test/shared/shop-fixtures';
import { BERLIN, STATION } from '../test/shared/address-fixtures';
import { SERVICE_CONTACT } from '../test/shared/service-fixtures';

// Tolerant reading of every answer the widgets parse (ARCHITECTURE.md, contract 1): a backend that answers
// more than our schemas know, anywhere in the body, must not change what a widget reads.

/** Runs per answer: FUZZ_RUNS, as the API fuzzing reads it, else 200. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/** One answer a widget reads: its fixture, how the request helper reads it, and the field names its schema knows. */
interface AnswerCase {
  name: string;
  fixture: unknown;
  /** Reads a body as the request helper does: from the JSON text the API sends. */
  read(body: unknown): unknown;
  known: Set<string>;
}

/** Every field name a schema knows at any depth: an extra key must be unknown, or it is no extra. */
function knownKeys<T, S>(struct: Struct<T, S>, into = new Set<string>()): Set<string> {
  const schema: unknown = struct.schema;
  // Braces matter here: without them the last `else` binds to the `if` inside the loop and objects are never walked.
  if (schema instanceof Struct) knownKeys(schema, into);
  else if (Array.isArray(schema)) {
    for (const member of schema) if (member instanceof Struct) knownKeys(member, into);
  } else if (typeof schema === 'object' && schema !== null) {
    for (const [key, field] of Object.entries(schema)) {
      into.add(key);
      if (field instanceof Struct) knownKeys(field, into);
    }
  }
  return into;
}

function answerCase<T, S>(name: string, schema: Struct<T, S>, fixture: T): AnswerCase {
  return { name, fixture, read: (body) => readAnswer(parseAnswer(JSON.stringify(body)), schema, 'GET /api/test/'), known: knownKeys(schema) };
}

/** One answer fixture per schema a widget reads an API answer with. */
const ANSWERS: readonly AnswerCase[] = [
  answerCase('session (GET /api/s/)', API.session.answer, { id: 's-1', aboutMe: { isLogged: true, givenName: 'Anna', familyName: 'Schmidt' } }),
  answerCase('search (POST /api/search/)', SearchAnswer, {
    groups: [
      { type: 'FAQ', results: [{ path: '/faq/ruecksendung/', title: 'Wie funktioniert die Rücksendung?' }] },
      { type: 'PRODUCT', results: [{ path: '/p/leinenkleid/', title: 'Leichtes Leinenkleid', productId: 'P1', brand: 'Elbufer', price: 4995, image: '/images/P1.svg' }] },
    ],
  }),
  answerCase('cart (overview, add, quantity, remove, voucher)', Cart, {
    ...cart,
    summary: { ...cart.summary, voucher: { code: 'SOMMER', amount: { amount: 500, currency: 'EUR' } } },
    recommendations: [product],
  }),
  answerCase('address book (list, delete, default)', API.addresses.answer, { addresses: [BERLIN, STATION] }),
  answerCase('address (save)', Address, BERLIN),
  answerCase('order (POST /api/checkout-v3/order/)', Order, order),
  answerCase('login and code verification', API.login.answer, { success: true, email: 'anna@example.de' }),
  answerCase('register and code request', EmailAnswer, { email: 'anna@example.de' }),
  answerCase('forgot password', ForgotAnswer, { email: 'anna@example.de', service: SERVICE_CONTACT }),
  answerCase('reset link check', API.verifyResetLink.answer, { success: true }),
];

/** Paths of every plain object in a value (the value itself, nested fields, array elements). */
function objectPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectPaths(item, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  return [path, ...Object.entries(value).flatMap(([key, field]) => objectPaths(field, [...path, key]))];
}

/** Field names a backend might send that JavaScript objects already carry. */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];

/** Adds extra fields to copies of a fixture, at random objects of it, as own enumerable properties (also `__proto__`). */
function withExtraFields(fixture: unknown, known: Set<string>) {
  const paths = objectPaths(fixture);
  const extra = fc.record({
    at: fc.nat(),
    key: fc.oneof({ weight: 5, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) }, { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) }).filter((key) => !known.has(key)),
    value: fc.jsonValue({ maxDepth: 3 }),
  });
  return fc.array(extra, { minLength: 1, maxLength: 8 }).map((extras) => {
    const copy = structuredClone(fixture);
    for (const { at, key, value } of extras) {
      const target = (paths[at % paths.length] ?? []).reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], copy);
      Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
    }
    return copy;
  });
}

describe.each(ANSWERS)('the $name answer', ({ fixture, read, known }) => {
  it('parses its fixture to itself: the fixture is an exact answer', () => {
    expect(read(fixture)).toEqual(fixture);
  });

  it(`reads the same with unknown fields added at any depth (${RUNS} runs)`, () => {
    const expected = read(fixture);
    fc.assert(
      fc.property(withExtraFields(fixture, known), (answer) => {
        expect(read(answer)).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the known field names', () => {
  it('reach every depth of a schema, so an "extra" field never replaces a real one', () => {
    const cartKeys = knownKeys(Cart);
    for (const key of ['summary', 'subtotal', 'amount', 'inStock', 'name', 'brand', 'recommendations', 'availability']) expect(cartKeys).toContain(key);
  });
});

describe('required fields of the answers', () => {
  const byName = (prefix: string) => ANSWERS.find((answer) => answer.name.startsWith(prefix)) as AnswerCase;
  it.each([
    ['session without aboutMe', byName('session'), { id: 's-1' }, 'aboutMe'],
    ['cart with the subtotal as text', byName('cart'), { ...cart, summary: { ...cart.summary, subtotal: { amount: '49,99', currency: 'EUR' } } }, 'summary.subtotal.amount'],
    ['search group without results', byName('search'), { groups: [{ type: 'FAQ', unknown: 1 }] }, 'groups.0.results'],
    ['address without city', byName('address book'), { addresses: [{ ...BERLIN, city: undefined, extra: true }] }, 'addresses.0.city'],
    ['order line without its voucher value', byName('order'), { ...order, items: [{ ...order.items[0], price: { salesPrice: { amount: 1, currency: 'EUR' } } }] }, 'items.0.price.salesPriceMinusVoucher'],
  ])('still fail: %s', (_name, answer, body, path) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => answer.read(body)).toThrow('Internal Error');
    expect(String(logged.mock.calls[0]?.[0])).toContain(`at ${path}: expected`);
    logged.mockRestore();
  });
});
