/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { validate } from 'superstruct';
import type { ModuleContract } from '@schaufenster/shared/props';
import { product } from '../test/shared/shop-fixtures';
import { attributeOf, elementsByTag } from '../test/html';
import { propsSchemaDocument } from './props-schema-document';
import { CONTRACTS } from './contracts';
import { PropsValidator } from '../tools/props-validator';
import { REMOTES, REMOTE_NAMES, type RemoteName, tagName } from '../registry/remotes';
import { moduleDefaultsOf } from '../registry/module-defaults';
import { exampleTag } from '../loader/tag-markup';

const validator = new PropsValidator(REMOTE_NAMES.map((remote) => propsSchemaDocument(remote, '1.0.0', CONTRACTS[remote])));

/** Whether `mount` would take these props: it validates `props ?? {}` with coercion, and props superstruct cannot describe are invalid. */
function superstructAccepts(contract: ModuleContract, props: unknown): boolean {
  try {
    return validate(props ?? {}, contract.props, { coerce: true })[0] === undefined;
  } catch {
    return false;
  }
}

const MODULES = REMOTE_NAMES.flatMap((remote) => Object.entries(CONTRACTS[remote]).map(([module, contract]) => [tagName(remote, module), remote, module, contract] as const));

/** Hand-picked props per tag: what must pass and what must fail, in both schemas. */
const FIXTURES: Record<string, { accepted: unknown[]; rejected: unknown[] }> = {
  header: {
    accepted: [{}, { variant: 'checkout', safeCheckout: true, sellingPoints: ['Kostenloser Versand'] }],
    rejected: [{ variant: 'mega' }, { sellingPoints: 'Versand' }, { sellingPoints: [1] }, { safeCheckout: 'ja' }, { logo: true }, [], 'header'],
  },
  auth: { accepted: [{}, { mode: 'page' }], rejected: [{ mode: 'popup' }, { mode: null }, 1] },
  'auth/password-change': { accepted: [{}], rejected: [{ mode: 'page' }, { currentPassword: 'geheim1' }, 1] },
  search: { accepted: [{}], rejected: [{ q: 'kleid' }] },
  // The search text, page and sort come from the page's address, never from props.
  'search/results': { accepted: [{}], rejected: [{ q: 'kleid' }, { query: 'kleid' }, { page: 2 }, []] },
  minicart: { accepted: [{ loadCart: false }, { view: 'page' }], rejected: [{ view: 'sheet' }, { loadCart: 'false' }] },
  'minicart/buy-button': {
    accepted: [{ productId: 'P100001' }, { productId: 'sku_12-A' }, { productId: 'P'.repeat(64) }, { product }],
    rejected: [
      {},
      { productId: 'P100001', product },
      { productId: '' },
      { productId: 'P 100001' },
      { productId: "P1' OR '1'='1" },
      { productId: 'P'.repeat(65) },
      { productId: 100001 },
      { productId: null },
      { productId: 'P100001', extra: true },
      { product: null },
      { product: { id: 'P-1' } },
      { product: { ...product, variations: [{ id: 'V', size: { id: '36', label: '36' }, availability: { type: 'soon' } }] } },
    ],
  },
  'minicart/product-view': {
    accepted: [{ productId: 'P100001' }, { productId: 'sku_12-A' }],
    rejected: [{}, { product }, { productId: 'P 100001' }, { productId: 'P'.repeat(65) }, { productId: 100001 }, { productId: 'P100001', extra: true }],
  },
  address: {
    accepted: [{ mode: 'book' }, { countries: ['DE', 'AT'] }, { address: { city: 'Berlin', company: 'Beispiel GmbH' } }, { address: { gender: null } }],
    rejected: [{ countries: [] }, { countries: ['XX'] }, { country: 'de' }, { country: 'DEU' }, { address: { city: 3 } }, { mode: 'checkout' }],
  },
  'address/checkout': {
    accepted: [{}, { countries: ['CH'] }],
    rejected: [{ countries: Array.from({ length: 101 }, () => 'DE') }, { order: {} }, { countries: 'DE' }],
  },
};

/** Near misses of a module's example: a field removed, replaced by any JSON, an unknown key added; and any JSON at all. */
function nearMisses(example: object): fc.Arbitrary<unknown> {
  const keys = Object.keys(example);
  const withField = (key: string) =>
    fc.oneof(
      fc.constant(Object.fromEntries(Object.entries(example).filter(([name]) => name !== key))),
      fc.jsonValue().map((value) => ({ ...example, [key]: value })),
    );
  return fc.oneof(
    fc.jsonValue(),
    fc.record({ extra: fc.jsonValue() }).map((extra) => ({ ...example, ...extra })),
    ...(keys.length > 0 ? [fc.constantFrom(...keys).chain(withField)] : []),
  );
}

describe('props contracts', () => {
  it('cover every exposed module of every remote, and nothing else', () => {
    for (const remote of REMOTE_NAMES) {
      expect(Object.keys(CONTRACTS[remote]).sort()).toEqual(Object.keys(REMOTES[remote].exposes).map((key) => key.replace('./', '')).sort());
    }
    expect(Object.keys(FIXTURES).sort()).toEqual(MODULES.map(([widget]) => widget).sort());
  });

  it.each(MODULES)('%s: the example passes both schemas and its tag carries it', (widget, remote, module, contract) => {
    expect(superstructAccepts(contract, contract.example)).toBe(true);
    expect(validator.validate(remote, module, contract.example)).toEqual([]);
    const tag = exampleTag(widget, contract.example, contract);
    const [element] = elementsByTag(tag, 'div');
    const props = element && attributeOf(element, 'data-props');
    expect(props === undefined ? {} : JSON.parse(props)).toEqual(contract.example);
    // With what a CMS page shows until the widget is there, and the space it keeps for it.
    expect(tag.endsWith(`>${contract.fallback}</div>`)).toBe(true);
    expect(element && attributeOf(element, 'style')).toBe(contract.minHeight > 0 ? `min-height:${contract.minHeight}px` : undefined);
  });

  it.each(MODULES)('%s: a fallback a shopper can read (or none, for a widget shown on demand) and a min-height', (_widget, _remote, _module, contract) => {
    expect(contract.minHeight).toBeGreaterThanOrEqual(0);
    // Links name a route of the site configuration, never a path of one shop.
    expect(contract.fallback).not.toMatch(/href="(?!\{routes\.\w+\}")/);
    if (contract.minHeight > 0) expect(contract.fallback.replace(/<[^>]+>/g, '').trim().length).toBeGreaterThan(4);
  });

  it.each(MODULES)('%s: JSON Schema and superstruct accept and reject the same fixtures', (widget, remote, module, contract) => {
    const fixtures = FIXTURES[widget] ?? { accepted: [], rejected: [] };
    for (const props of fixtures.accepted) {
      expect([props, superstructAccepts(contract, props), validator.validate(remote, module, props)]).toEqual([props, true, []]);
    }
    for (const props of fixtures.rejected) {
      expect([props, superstructAccepts(contract, props), validator.validate(remote, module, props).length > 0]).toEqual([props, false, true]);
    }
  });

  it.each(MODULES)('%s: JSON Schema and superstruct agree on generated near misses', (_widget, remote, module, contract) => {
    fc.assert(
      fc.property(nearMisses(contract.example), (props) => {
        expect(validator.validate(remote, module, props).length === 0).toBe(superstructAccepts(contract, props));
      }),
      { numRuns: 300, examples: [[{ ...contract.example, extra: { toString: null } }]] },
    );
  });

  it('names the failing field path like the loader does', () => {
    expect(validator.validate('address', 'mount', { address: { city: 3 }, countries: ['DE', 'XX'] })).toEqual([
      { path: 'address.city', reason: 'must be string' },
      { path: 'countries.1', reason: expect.stringMatching(/^must be equal to one of the allowed values|must be one of/) },
    ]);
    expect(validator.validate('minicart', 'buy-button', {})).toEqual([{ path: 'productId', reason: 'Expected exactly one of productId, product, but received none' }]);
    expect(validator.validate('minicart', 'buy-button', { productId: 'P100001', product })).toEqual([
      { path: 'product', reason: 'Expected exactly one of productId, product, but received productId and product' },
    ]);
    expect(validator.validate('minicart', 'buy-button', { productId: 'P 1' })).toEqual([{ path: 'productId', reason: 'must match pattern "^[A-Za-z0-9_-]+$"' }]);
  });

  it('describes every prop in German and English', () => {
    for (const remote of REMOTE_NAMES) {
      const document = propsSchemaDocument(remote, '1.0.0', CONTRACTS[remote]);
      for (const schema of Object.values(document.$defs as Record<string, { properties: Record<string, { description?: string; 'x-description-en'?: string }> }>)) {
        for (const property of Object.values(schema.properties)) {
          expect(property.description).toEqual(expect.stringMatching(/\S/));
          expect(property['x-description-en']).toEqual(expect.stringMatching(/\S/));
        }
      }
    }
  });
});

describe('load defaults', () => {
  /** What the registry entry of a build records for every module: its contract through props.schema.json. */
  const registryDefaults = (remote: RemoteName) => moduleDefaultsOf(remote, propsSchemaDocument(remote, '1.0.0', CONTRACTS[remote]));

  it.each(MODULES)('%s: the registry entry carries the load default and the commands its contract names', (widget, remote, _module, contract) => {
    expect(registryDefaults(remote)?.[widget]).toEqual({ load: contract.load, answers: contract.answers ?? [] });
  });

  it('keeps header, search, mini-cart and buy button eager, waits with the sign-in modal for auth:open, and loads the address form as it nears the viewport', () => {
    const defaults = Object.assign({}, ...REMOTE_NAMES.map(registryDefaults));
    expect(['header', 'search', 'minicart', 'minicart/buy-button'].map((widget) => defaults[widget].load)).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(defaults.auth).toEqual({ load: 'interaction', answers: ['auth:open'] });
    expect(defaults.minicart.answers).toEqual(['minicart:open']);
    expect(defaults.search.answers).toEqual(['search:open']);
    expect(defaults.address.load).toBe('visible');
  });

  it('reads no defaults from a props.schema.json that records none (a version built before they were)', () => {
    expect(moduleDefaultsOf('header', { $defs: { mount: {} } })).toBeUndefined();
  });
});
