import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { WidgetModule } from './mount-widget';
import { demoLoadDefaults, fakeFederation, manualTriggers, page, serverRender, settle } from './loader-testing';
import { MountReporter } from './mount-reports';
import { takeEarlyOpener } from '../shared/bus/opened-early';
import { siteKey } from '../shared/site/server-site';
import { effectiveLoad } from './server-rendered';
import { WidgetLoader, type RemoteLoading } from './widget-loader';
import { readWidgetTag } from './widget-tag';

const tag = (body: HTMLElement, widget: string) => body.querySelector<HTMLElement>(`[data-widget="${widget}"]`) as HTMLElement;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  if (typeof performance.mark !== 'function') Object.defineProperty(performance, 'mark', { value: () => undefined, configurable: true });
});

describe('a tag the server rendered', () => {
  it('waits for an interaction instead of its default (eager, visible), keeps an explicit data-load; a tag without server HTML keeps its default', () => {
    const body = page('<div data-widget="header"></div><div data-widget="search" data-load="eager"></div><div data-widget="minicart"></div><div data-widget="address"></div>');
    for (const widget of ['header', 'search', 'address']) serverRender(tag(body, widget), '<a href="/">Start</a>');
    const load = (widget: string) => effectiveLoad(tag(body, widget), readWidgetTag(tag(body, widget)));
    expect([load('header'), load('search'), load('minicart'), load('address')]).toEqual(['interaction', 'eager', 'eager', 'interaction']);
  });

  it('renders anew at once when the server rendered it for another site configuration than the page declares', () => {
    const body = page('<script type="application/json" id="schaufenster-site">{"brand":{"name":"Modehaus"}}</script><div data-widget="header"></div><div data-widget="search"></div>');
    serverRender(tag(body, 'header'), '<a href="/">Schaufenster</a>', { siteKey: siteKey(undefined) });
    serverRender(tag(body, 'search'), '<input>', { siteKey: siteKey('{ "brand": { "name": "Modehaus" } }') });
    const load = (widget: string) => effectiveLoad(tag(body, widget), readWidgetTag(tag(body, widget)));
    expect([load('header'), load('search')]).toEqual(['eager', 'interaction']);
  });

  it('keeps its default when the server HTML only shows it loading what the browser must fetch (the cart page, the address book)', () => {
    const body = page('<div data-widget="minicart"></div><div data-widget="address"></div>');
    serverRender(tag(body, 'minicart'), '<p role="status" data-awaits-browser="">Warenkorb wird geladen</p>');
    serverRender(tag(body, 'address'), '<p role="status" data-awaits-browser="">Adressen werden geladen</p>');
    const load = (widget: string) => effectiveLoad(tag(body, widget), readWidgetTag(tag(body, widget)));
    expect([load('minicart'), load('address')]).toEqual([readWidgetTag(tag(body, 'minicart')).load, readWidgetTag(tag(body, 'address')).load]);
    expect(load('minicart')).not.toBe('interaction');
  });

  it('fetches no remote at start and starts the shared runtime the loader carries (no React); a pointer over a tag prefetches its remote at low priority, a pointerdown hydrates it', async () => {
    const { federation, fetched, lowPriority, mounted, runtimeStarts } = fakeFederation();
    const loader = new WidgetLoader(federation, new MountReporter(undefined), undefined, manualTriggers().environment);
    const body = page('<div data-widget="header"></div><div data-widget="search"></div>');
    serverRender(tag(body, 'header'), '<a href="/konto/">Mein Konto</a>');
    serverRender(tag(body, 'search'), '<input>');
    expect(await loader.mountAll(body)).toEqual(['deferred', 'deferred']);
    await settle();
    expect([fetched, runtimeStarts(), mounted]).toEqual([[], 1, []]);
    tag(body, 'search').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect([lowPriority, mounted]).toEqual([['search'], []]);
    tag(body, 'search').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(mounted).toEqual(['search/mount']);
    expect(tag(body, 'search').dataset.widgetState).toBe('mounted');
    expect(tag(body, 'header').dataset.widgetState).toBe('deferred');
    expect([fetched, runtimeStarts()]).toEqual([['search'], 1]);
  });

  it('knows which commands the tags that have not mounted yet answer (the flyout behind the header cart link)', async () => {
    const { federation } = fakeFederation();
    const loader = new WidgetLoader(federation, new MountReporter(undefined), undefined, manualTriggers().environment);
    const body = page('<div data-widget="header"></div><div data-widget="minicart"></div>');
    serverRender(tag(body, 'header'), '<a href="/warenkorb/">Warenkorb</a>');
    serverRender(tag(body, 'minicart'), '<div></div>');
    await loader.mountAll(body);
    expect([loader.answers('minicart:open'), loader.answers('auth:open')]).toEqual([true, false]);
    tag(body, 'minicart').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(loader.answers('minicart:open')).toBe(false);
  });

  it('starts the shared runtime with the first tags (also when one mounts at once), not on a page without any', async () => {
    const { federation, runtimeStarts, mounted } = fakeFederation();
    const loader = new WidgetLoader(federation, new MountReporter(undefined), undefined, manualTriggers().environment);
    const body = page('<p>Kein Widget</p>');
    await loader.mountAll(body);
    expect(runtimeStarts()).toBe(0);
    body.innerHTML = '<div data-widget="header"></div><div data-widget="address" data-load="eager"></div>';
    serverRender(tag(body, 'header'), '<a href="/konto/">Mein Konto</a>');
    expect(await loader.mountAll(body)).toEqual(['deferred', 'mounted']);
    expect([runtimeStarts(), mounted]).toEqual([1, ['address/mount']]);
  });
});

describe('after the first widget hydrated', () => {
  it('hydrates the other tags that waited for their use once the shopper pauses, not those of an explicit data-load', async () => {
    const { federation, mounted } = fakeFederation();
    const triggers = manualTriggers();
    const loader = new WidgetLoader(federation, new MountReporter(undefined), undefined, triggers.environment);
    const body = page('<div data-widget="header"></div><div data-widget="minicart"></div><div data-widget="search" data-load="interaction"></div>');
    for (const widget of ['header', 'minicart', 'search']) serverRender(tag(body, widget), '<a href="/">Start</a>');
    await loader.mountAll(body);
    tag(body, 'header').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(mounted).toEqual(['header/mount']);
    for (const idle of triggers.idle) idle();
    await settle();
    // An idle moment alone is not enough: the shopper may be typing into the widget in use.
    expect(mounted).toEqual(['header/mount']);
    for (const quiet of triggers.quiet) quiet();
    await settle();
    expect(mounted).toEqual(['header/mount', 'minicart/mount']);
    expect(tag(body, 'search').dataset.widgetState).toBe('deferred');
  });
});

describe('the first interaction with server HTML', () => {
  /** A federation whose module arrives when the test says; its mount "hydrates" by listening to the link's clicks. */
  function slowFederation() {
    const clicks: string[] = [];
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const federation: RemoteLoading = {
      start: async () => undefined,
      version: () => '1.0.0',
    loadDefaults: demoLoadDefaults,
      loadEntry: async () => undefined,
      startRuntime: () => undefined,
      prefetch: async () => 0,
      loadModule: async (): Promise<WidgetModule> => {
        await arrived;
        return {
          mount: (el: HTMLElement) => {
            el.querySelector('[data-widget-root]')?.shadowRoot?.querySelector('a')?.addEventListener('click', (event) => {
              event.preventDefault();
              clicks.push('hydrated');
            });
            return () => undefined;
          },
        };
      },
    };
    return { federation, clicks, arrive };
  }

  /** A page whose header shows the server's link "Mein Konto", on a slow federation; `mountAll` starts its loader. */
  function serverRenderedHeader() {
    const { federation, clicks, arrive } = slowFederation();
    const loader = new WidgetLoader(federation, new MountReporter(undefined), undefined, manualTriggers().environment);
    const body = page('<div data-widget="header"></div>');
    const link = serverRender(tag(body, 'header'), '<a href="#konto">Mein Konto</a>').querySelector('a') as HTMLAnchorElement;
    return { body, link, clicks, arrive, mountAll: () => loader.mountAll(body) };
  }

  it('holds a click made while the widget hydrates (the link does not navigate) and gives it to the hydrated widget', async () => {
    const { body, link, clicks, arrive, mountAll } = serverRenderedHeader();
    await mountAll();
    link.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    await settle();
    const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    arrive();
    await settle();
    await settle();
    expect(tag(body, 'header').dataset.widgetState).toBe('mounted');
    expect(clicks).toEqual(['hydrated']);
  });

  it('hydrates on a click without a pointerdown (assistive technology, a script) and hands that click over too', async () => {
    const { body, link, clicks, arrive, mountAll } = serverRenderedHeader();
    await mountAll();
    link.click();
    await settle();
    expect([tag(body, 'header').dataset.widgetState, clicks]).toEqual(['loading', []]);
    arrive();
    await settle();
    await settle();
    expect(clicks).toEqual(['hydrated']);
  });

  it('hands over every click made while it hydrates, in order (a size, then the add)', async () => {
    const { link, clicks, arrive, mountAll } = serverRenderedHeader();
    await mountAll();
    link.click();
    link.click();
    arrive();
    await settle();
    await settle();
    expect(clicks).toEqual(['hydrated', 'hydrated']);
  });

  it('lets clicks through again once the widget is there', async () => {
    const { link, clicks, arrive, mountAll } = serverRenderedHeader();
    arrive();
    await mountAll();
    link.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    await settle();
    await settle();
    link.click();
    link.click();
    expect(clicks).toEqual(['hydrated', 'hydrated']);
  });
});

describe("a closed dialog in another tag's server HTML, opened by a control that anticipates its command", () => {
  /** A page whose server-rendered header has Suche (naming search:open) beside a server-rendered search with its overlay closed. */
  async function headerAndSearch(failing: string[] = []) {
    const { federation } = fakeFederation(failing);
    const body = page('<div data-widget="header"></div><div data-widget="search"></div>');
    const suche = serverRender(tag(body, 'header'), '<button data-anticipates="search:open">Suche</button>').querySelector('button') as HTMLButtonElement;
    const overlay = serverRender(tag(body, 'search'), '<div hidden data-opened-by="search:open"><input type="hidden" name="site"><input aria-label="Suche"></div>').firstElementChild as HTMLElement;
    await new WidgetLoader(federation, new MountReporter(undefined), undefined, manualTriggers().environment).mountAll(body);
    return { body, suche, overlay, field: overlay.querySelector('[aria-label="Suche"]') };
  }

  const press = (button: HTMLElement) => {
    button.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
  };

  it('opens at once on the click, before either widget hydrated, with the focus in its first field', async () => {
    const { body, suche, overlay, field } = await headerAndSearch();
    press(suche);
    expect([tag(body, 'header').dataset.widgetState, tag(body, 'search').dataset.widgetState]).toEqual(['deferred', 'deferred']);
    expect(overlay.hidden).toBe(false);
    expect((overlay.getRootNode() as ShadowRoot).activeElement).toBe(field);
    expect(takeEarlyOpener(overlay)).toBe(suche);
  });

  it('stays closed for a pointer that only rests on the control', async () => {
    const { suche, overlay } = await headerAndSearch();
    suche.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }));
    await settle();
    expect(overlay.hidden).toBe(true);
  });

  it('closes again, the focus back on the control, when the widget that would take it over fails', async () => {
    // The header fails too: the fake's mount would replace its Suche, where the focus returns.
    const { body, suche, overlay } = await headerAndSearch(['search', 'header']);
    suche.focus();
    press(suche);
    expect(overlay.hidden).toBe(false);
    await settle();
    await settle();
    expect(tag(body, 'search').dataset.widgetState).toBe('failed');
    expect(overlay.hidden).toBe(true);
    expect((suche.getRootNode() as ShadowRoot).activeElement).toBe(suche);
  });
});
