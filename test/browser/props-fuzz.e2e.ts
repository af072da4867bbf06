import { browser, expect } from '@wdio/globals';
import fc from 'fast-check';
import { validate, type Struct } from 'superstruct';
import { MODULE_TAG_NAMES } from '../../registry/remotes';
import { order } from '../shared/shop-fixtures';
import { CheckoutProps } from '../../widgets/address/checkout/checkout-props';
import { AddressProps } from '../../widgets/address/props';
import { PasswordChangeProps } from '../../widgets/auth/password-change-props';
import { AuthProps } from '../../widgets/auth/props';
import { HeaderProps } from '../../widgets/header/props';
import { BuyButtonProps, MiniCartProps, ProductViewProps } from '../../widgets/minicart/props';
import { SearchProps } from '../../widgets/search/props';
import { SearchResultsProps } from '../../widgets/search/results-props';
import './csp-guard';
import { findProduct } from './minicart-shop';
import { openAndSettle } from './widget-page';
import { readLog, watchLog } from './page-log';

// Widget props, fuzzed through the loader: fast-check generates `data-props` here in Node, the browser mounts a
// tag with them via `window.schaufenster.mount`, and the widget's own schema (run here too) says how it must end.

const RUNS = 50;
const SEED = /^-?\d+$/.test(process.env.FUZZ_SEED ?? '') ? Number(process.env.FUZZ_SEED) : (Date.now() ^ (Math.random() * 0x1_0000_0000)) | 0;
console.log(`Props fuzzing: seed ${SEED}, ${RUNS} runs per module; replay with FUZZ_SEED=${SEED}`);

const FALLBACK = 'Fallback bleibt';
/** The title of the technical error panel a widget shows when it fails to render (shared/ui texts). */
const RENDER_FAILURE = 'technischer Fehler';

type Json = fc.JsonValue;
type Path = readonly (string | number)[];

/** What the mount helper decides for parsed props (shared/mount): `props ?? {}` must validate, with coercion, without throwing. */
function accepting<T, S>(schema: Struct<T, S>): (props: unknown) => boolean {
  return (props) => {
    try {
      return validate(props ?? {}, schema, { coerce: true })[0] === undefined;
    } catch {
      return false;
    }
  };
}

/** The state a tag must end in: the loader parses `data-props` (blank is `{}`), then the widget validates. */
function expectedState(text: string, accepts: (props: unknown) => boolean): 'mounted' | 'invalid-props' {
  let props: unknown;
  try {
    props = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return 'invalid-props';
  }
  return accepts(props) ? 'mounted' : 'invalid-props';
}

/** Every exposed module, with its schema and real props it is mounted with on the demo pages. */
function modules(product: Json): { widget: string; accepts: (props: unknown) => boolean; bases: Json[] }[] {
  return [
    { widget: 'header', accepts: accepting(HeaderProps), bases: [{}, { variant: 'checkout', safeCheckout: true, sellingPoints: ['Kauf auf Rechnung', 'Kostenlose Rücksendung'] }] },
    { widget: 'auth', accepts: accepting(AuthProps), bases: [{}, { mode: 'modal' }, { mode: 'page' }] },
    { widget: 'auth/password-change', accepts: accepting(PasswordChangeProps), bases: [{}] },
    { widget: 'search', accepts: accepting(SearchProps), bases: [{}] },
    { widget: 'search/results', accepts: accepting(SearchResultsProps), bases: [{}] },
    { widget: 'minicart', accepts: accepting(MiniCartProps), bases: [{}, { loadCart: false, view: 'flyout' }, { view: 'page' }] },
    { widget: 'minicart/buy-button', accepts: accepting(BuyButtonProps), bases: [{ product }] },
    { widget: 'minicart/product-view', accepts: accepting(ProductViewProps), bases: [{ productId: 'P100001' }] },
    {
      widget: 'address',
      accepts: accepting(AddressProps),
      bases: [
        {},
        { mode: 'book', countries: ['DE', 'AT'], address: { country: 'AT', gender: 'female', givenName: 'Anna', familyName: 'Huber', zipCode: '1010', city: 'Wien' } },
        { mode: 'checkout-billing', country: 'DE' },
      ],
    },
    { widget: 'address/checkout', accepts: accepting(CheckoutProps), bases: [{}, { countries: ['DE'] }, { order: order as Json }] },
  ];
}

/** Every path to a value inside `value`, the root included. */
function pathsOf(value: Json, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries: [string | number, Json | undefined][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => (item === undefined ? [] : pathsOf(item, [...prefix, key])))];
}

/** The value at `path` inside `value`, if there is one. */
function valueAt(value: Json | undefined, path: Path): Json | undefined {
  const [key, ...rest] = path;
  if (key === undefined || value === undefined) return value;
  if (typeof value !== 'object' || value === null) return undefined;
  return valueAt(Array.isArray(value) ? value[Number(key)] : value[String(key)], rest);
}

/** `value` with the value at `path` replaced (or, for `undefined`, removed). */
function replaceAt(value: Json, path: Path, replacement: Json | undefined): Json | undefined {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  if (Array.isArray(value) && typeof key === 'number') {
    const item = replaceAt(value[key] ?? null, rest, replacement);
    return item === undefined ? value.filter((_, index) => index !== key) : value.map((old, index) => (index === key ? item : old));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { [String(key)]: old, ...others } = value;
  const item = replaceAt(old ?? null, rest, replacement);
  return item === undefined ? others : { ...others, [key]: item };
}

/** Near misses of real props: one value somewhere removed, retyped or replaced, or an unknown prop added. */
function nearMiss(base: Json): fc.Arbitrary<Json> {
  const wrong = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom<Json>(null, '', 0, -1, 1.5, true, false, [], {}, 'x'.repeat(10_000), '<img src=x onerror=alert(1)>', '__proto__'),
    fc.jsonValue({ maxDepth: 2 }),
  );
  return fc.oneof(
    fc.tuple(fc.constantFrom(...pathsOf(base)), wrong).map(([path, replacement]) => replaceAt(base, path, replacement) ?? null),
    fc.tuple(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 })).map(([key, value]) =>
      typeof base === 'object' && base !== null && !Array.isArray(base) ? { ...base, [key]: value } : base,
    ),
  );
}

/** Real props with their texts swapped for any text: valid wherever a prop takes free text. */
function withAnyTexts(base: Json): fc.Arbitrary<Json> {
  const texts = pathsOf(base).filter((path) => typeof valueAt(base, path) === 'string');
  if (texts.length === 0) return fc.constant(base);
  return fc
    .array(fc.option(fc.string({ unit: 'grapheme', maxLength: 200 })), { minLength: texts.length, maxLength: texts.length })
    .map((replacements) => replacements.reduce<Json>((value, text, index) => (text === null ? value : (replaceAt(value, texts[index] ?? [], text) ?? value)), base));
}

/** `data-props` as a CMS editor might write it: real props, near misses, any JSON, or text that is no JSON at all. */
function dataProps(bases: Json[]): fc.Arbitrary<string> {
  const base = fc.constantFrom(...bases);
  return fc.oneof(
    { weight: 2, arbitrary: base.map((props) => JSON.stringify(props)) },
    { weight: 3, arbitrary: base.chain(withAnyTexts).map((props) => JSON.stringify(props)) },
    { weight: 6, arbitrary: base.chain(nearMiss).map((props) => JSON.stringify(props)) },
    { weight: 2, arbitrary: fc.jsonValue().map((props) => JSON.stringify(props)) },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom('', '   ', '{', "{'mode':'page'}", 'undefined', 'NaN'), base.map((props) => JSON.stringify(props).slice(0, -1))) },
  );
}

/** How one mount through the loader ended, as the page saw it. */
interface Outcome {
  state: string;
  fallbackKept: boolean;
  rendered: boolean;
  renderFailed: boolean;
  errors: string[];
}

/** Mounts a new tag with the given props on the open page, lets the widget render, then unmounts and removes it. */
async function mountTag(widget: string, props: string): Promise<Outcome> {
  // wdio types an async script's result as a promise of a promise; it arrives as the value.
  return (await browser.execute(
    async (name: string, text: string, fallback: string, renderFailure: string) => {
      const api = window.schaufenster;
      const errors = (window as Window & { __uncaught?: string[] }).__uncaught ?? ['the error listeners are missing'];
      if (!api) return { state: 'no loader', fallbackKept: false, rendered: false, renderFailed: false, errors: [] };
      const tag = document.createElement('div');
      tag.dataset.widget = name;
      tag.dataset.props = text;
      tag.textContent = fallback;
      document.body.append(tag);
      const state = await api.mount(tag);
      const root = () => tag.querySelector('[data-widget-root]')?.shadowRoot ?? null;
      // React commits the shadow root a few ticks after mount returns; wait for it (at most 2 s) before looking.
      for (let tick = 0; state === 'mounted' && !root()?.childElementCount && tick < 200; tick += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      const outcome = {
        state,
        fallbackKept: tag.textContent === fallback && tag.querySelector('[data-widget-root]') === null,
        rendered: Boolean(root()?.childElementCount),
        renderFailed: [...(root()?.querySelectorAll('[role="alert"]') ?? [])].some((alert) => alert.textContent?.includes(renderFailure)),
        errors: errors.splice(0),
      };
      api.unmount(tag);
      tag.remove();
      return outcome;
    },
    widget,
    props,
    FALLBACK,
    RENDER_FAILURE,
  )) as Outcome;
}

describe('widget props, fuzzed through the loader', () => {
  let product: Json;
  before(async () => {
    await openAndSettle('/');
    product = JSON.parse(JSON.stringify(await findProduct({ soldOutSize: false }))) as Json;
  });

  for (const name of MODULE_TAG_NAMES) {
    it(`${name}: any data-props end mounted or invalid-props as its schema says, the fallback kept, no uncaught error`, async () => {
      const module = modules(product).find((candidate) => candidate.widget === name);
      if (!module) throw new Error(`no module ${name}`);
      for (const base of module.bases) expect(module.accepts(base)).toBe(true);
      const log = watchLog();
      await openAndSettle('/');
      await browser.execute(() => {
        const errors: string[] = [];
        (window as Window & { __uncaught?: string[] }).__uncaught = errors;
        window.addEventListener('error', (event) => errors.push(`error: ${event.message}`));
        window.addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
      });

      await fc.assert(
        fc.asyncProperty(dataProps(module.bases), async (props) => {
          const outcome = await mountTag(module.widget, props);
          expect(outcome.errors).toEqual([]);
          expect(outcome.state).toBe(expectedState(props, module.accepts));
          if (outcome.state === 'invalid-props') expect(outcome.fallbackKept).toBe(true);
          else expect({ rendered: outcome.rendered, renderFailed: outcome.renderFailed }).toEqual({ rendered: true, renderFailed: false });
        }),
        // The reporter prints only the property's error message: put the failed expectation into it.
        { numRuns: RUNS, seed: SEED, includeErrorInReport: true },
      );
      await readLog();
      expect(log.uncaught).toEqual([]);
    });
  }
});
