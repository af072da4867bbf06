import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { READY_AHEAD_MARK } from './constants';
import { readiedAhead, savesData, whenPageIdle } from './idle-prefetch';
import { IDLE_TIMEOUT_MS } from './load-trigger';
import { fakeFederation, manualTriggers, page, serverRender, settle } from './loader-testing';
import { MountReporter } from './mount-reports';
import { WidgetLoader } from './widget-loader';

const marks: { name: string; detail: unknown }[] = [];

beforeEach(() => {
  marks.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  Object.defineProperty(performance, 'mark', {
    value: (name: string, options?: { detail?: unknown }) => marks.push({ name, detail: options?.detail }),
    configurable: true,
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
});

describe('savesData', () => {
  const matching = (wanted: string) => (query: string) => ({ matches: query === wanted });
  it.each([
    ['Save-Data on', { connection: { saveData: true } }, true],
    ['Save-Data off', { connection: { saveData: false } }, false],
    ['prefers-reduced-data: reduce', { matchMedia: matching('(prefers-reduced-data: reduce)') }, true],
    ['another media query matching', { matchMedia: matching('(prefers-reduced-motion: reduce)') }, false],
    ['a browser that tells neither', {}, false],
  ])('%s: %p', (_case, preference, saves) => {
    expect(savesData(preference)).toBe(saves);
  });
});

describe('readiedAhead', () => {
  it.each([
    ['a tag waiting for its use, without data-load', '<div data-widget="auth"></div>', 'interaction', true],
    ['a tag whose page asks for interaction itself', '<div data-widget="auth" data-load="interaction"></div>', 'interaction', false],
    ['a tag waiting to come into view', '<div data-widget="address"></div>', 'visible', false],
    ['a tag waiting for an idle moment', '<div data-widget="search" data-load="idle"></div>', 'idle', false],
  ] as const)('%s: %p', (_case, html, strategy, ahead) => {
    expect(readiedAhead(page(html).firstElementChild as HTMLElement, strategy)).toBe(ahead);
  });
});

describe('whenPageIdle', () => {
  it('waits for the load event and a painted frame, then for an idle moment', () => {
    const triggers = manualTriggers();
    const idleTimeouts: number[] = [];
    const whenIdle = triggers.environment.whenIdle;
    triggers.environment.whenIdle = (callback, timeoutMs) => {
      idleTimeouts.push(timeoutMs);
      return whenIdle(callback, timeoutMs);
    };
    const called = jest.fn();
    whenPageIdle(triggers.environment, called);
    expect(triggers.idle).toHaveLength(0);
    triggers.loaded[0]?.();
    expect([called.mock.calls.length, idleTimeouts]).toEqual([0, [IDLE_TIMEOUT_MS]]);
    triggers.idle[0]?.();
    expect(called).toHaveBeenCalledTimes(1);
  });
});

describe('the loader once the page is idle', () => {
  /** A page whose header and search the server rendered, with the sign-in dialog, a form that waits to come into view and one the page defers itself. */
  function storefront(): HTMLElement {
    const body = page(
      '<div data-widget="header"></div><div data-widget="search"></div><div data-widget="auth"></div><div data-widget="address"></div><div data-widget="address/checkout" data-load="interaction"></div>',
    );
    serverRender(body.querySelector('[data-widget="header"]') as HTMLElement, '<a href="/konto/">Mein Konto</a>');
    serverRender(body.querySelector('[data-widget="search"]') as HTMLElement, '<input>');
    return body;
  }

  it('fetches ahead, without mounting anything, what the tags waiting for their use need: the server-rendered ones and the sign-in dialog, in page order', async () => {
    const { federation, prefetched, fetched, mounted } = fakeFederation();
    const triggers = manualTriggers();
    const loader = new WidgetLoader(federation, new MountReporter(undefined), undefined, triggers.environment);
    expect(await loader.mountAll(storefront())).toEqual(['deferred', 'deferred', 'deferred', 'deferred', 'deferred']);
    // Nothing before the page has loaded and is idle.
    expect(prefetched).toEqual([]);
    triggers.loaded[0]?.();
    expect(prefetched).toEqual([]);
    triggers.idle.at(-1)?.();
    await settle();
    expect(prefetched).toEqual([['header/mount', 'search/mount', 'auth/mount']]);
    expect([fetched, mounted]).toEqual([[], []]);
    expect(marks.filter(({ name }) => name === READY_AHEAD_MARK)).toEqual([{ name: READY_AHEAD_MARK, detail: { files: 3 } }]);
  });

  it('fetches nothing ahead for a shopper who saves data (Save-Data), and says so in its mark', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const { federation, prefetched } = fakeFederation();
    const triggers = manualTriggers();
    const loader = new WidgetLoader(federation, new MountReporter(undefined), undefined, triggers.environment);
    await loader.mountAll(storefront());
    triggers.loaded[0]?.();
    triggers.idle.at(-1)?.();
    await settle();
    expect(prefetched).toEqual([]);
    expect(marks.filter(({ name }) => name === READY_AHEAD_MARK)).toEqual([{ name: READY_AHEAD_MARK, detail: { skipped: 'save-data' } }]);
  });

  it('fetches ahead only the tags still waiting once the page is idle: one the shopper used before is in the page', async () => {
    const { federation, prefetched } = fakeFederation();
    const triggers = manualTriggers();
    const loader = new WidgetLoader(federation, new MountReporter(undefined), undefined, triggers.environment);
    const body = storefront();
    await loader.mountAll(body);
    body.querySelector('[data-widget="search"]')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    triggers.loaded[0]?.();
    triggers.idle.at(-1)?.();
    await settle();
    expect(prefetched).toEqual([['header/mount', 'auth/mount']]);
  });
});
