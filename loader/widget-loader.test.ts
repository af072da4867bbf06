import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { MountHooks } from '../shared/mount/mount-hooks';
import type { WidgetModule } from './mount-widget';
import { fakeFederation, manualTriggers, page, settle } from './loader-testing';
import { MountReporter } from './mount-reports';
import { WidgetLoader, type RemoteLoading } from './widget-loader';
import { demoLoadDefaults } from './loader-testing';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // jsdom has no User Timing; the loader marks each mount.
  if (typeof performance.mark !== 'function') Object.defineProperty(performance, 'mark', { value: () => undefined, configurable: true });
});

describe('the loader with load strategies', () => {
  it('mounts eager tags at once and leaves deferred ones in state deferred, their remotes unfetched and their fallback in place', async () => {
    const { federation, fetched } = fakeFederation();
    const loader = new WidgetLoader(federation, new MountReporter(undefined), undefined, manualTriggers().environment);
    const body = page('<div data-widget="header"></div><div data-widget="auth"><a>Anmelden</a></div><div data-widget="address"></div>');
    const states = await loader.mountAll(body);
    expect(states).toEqual(['mounted', 'deferred', 'deferred']);
    expect(fetched).toEqual(['header']);
    expect(body.querySelector('[data-widget="auth"]')?.innerHTML).toBe('<a>Anmelden</a>');
    expect(body.querySelector<HTMLElement>('[data-widget="address"]')?.dataset.widgetState).toBe('deferred');
  });

  it('fetches a visible tag once it nears the viewport, and an idle one in an idle moment', async () => {
    const { federation, fetched } = fakeFederation();
    const triggers = manualTriggers();
    const loader = new WidgetLoader(federation, new MountReporter(undefined), undefined, triggers.environment);
    const body = page('<div data-widget="address"></div><div data-widget="search" data-load="idle"></div>');
    await loader.mountAll(body);
    expect(fetched).toEqual([]);
    triggers.visible[0]?.();
    await settle();
    expect(fetched).toEqual(['address']);
    expect(body.querySelector<HTMLElement>('[data-widget="address"]')?.dataset.widgetState).toBe('mounted');
    triggers.idle[0]?.();
    await settle();
    expect(fetched).toEqual(['address', 'search']);
  });

  it('lets data-load override the default: an eager auth tag loads at once, a misspelt value keeps the default and says so', async () => {
    const { federation, fetched } = fakeFederation();
    const loader = new WidgetLoader(federation, new MountReporter(undefined), undefined, manualTriggers().environment);
    const states = await loader.mountAll(page('<div data-widget="auth" data-load="eager"></div><div data-widget="address" data-load="sichtbar"></div>'));
    expect(states).toEqual(['mounted', 'deferred']);
    expect(fetched).toEqual(['auth']);
    expect(jest.mocked(console.error).mock.calls.filter(([message]) => String(message).includes('data-load="sichtbar" is none of eager, visible, idle, interaction'))).toHaveLength(1);
  });

  it('fetches the sign-in widget when a bus command it answers is wanted, and at low priority on a mere intent', async () => {
    const first = fakeFederation();
    const loader = new WidgetLoader(first.federation, new MountReporter(undefined), undefined, manualTriggers().environment);
    await loader.mountAll(page('<div data-widget="auth"></div><div data-widget="address"></div>'));
    loader.wake('cart:changed', false);
    await settle();
    expect(first.fetched).toEqual([]);
    loader.wake('auth:open', false);
    await settle();
    expect(first.fetched).toEqual(['auth']);
    expect(first.lowPriority).toEqual([]);

    const second = fakeFederation();
    const intent = new WidgetLoader(second.federation, new MountReporter(undefined), undefined, manualTriggers().environment);
    await intent.mountAll(page('<div data-widget="auth"></div>'));
    intent.wake('auth:open', true);
    await settle();
    expect(second.lowPriority).toEqual(['auth']);
  });

  it('fetches the widget answering the command a touched control anticipates alongside its own: low for a pointer over it, at once for a press', async () => {
    /** A page whose deferred header holds an account entry naming auth:open, beside a deferred auth tag, taken up by a loader. */
    const headerAndAuth = async () => {
      const fake = fakeFederation();
      const body = page('<div data-widget="header" data-load="interaction"><div data-anticipates="auth:open"><button>Mein Konto</button></div><a href="/">Home</a></div><div data-widget="auth"></div>');
      await new WidgetLoader(fake.federation, new MountReporter(undefined), undefined, manualTriggers().environment).mountAll(body);
      return { ...fake, body };
    };
    const over = await headerAndAuth();
    over.body.querySelector('a')?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    await settle();
    expect(over.fetched).toEqual(['header']);
    over.body.querySelector('button')?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    await settle();
    expect(over.lowPriority).toEqual(['header', 'auth']);

    const press = await headerAndAuth();
    press.body.querySelector('button')?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    await settle();
    expect(press.fetched).toEqual(['header', 'auth']);
    expect(press.lowPriority).toEqual([]);
    expect(press.body.querySelector<HTMLElement>('[data-widget="auth"]')?.dataset.widgetState).toBe('mounted');
  });

  it('mounts a deferred tag at once when a CMS script asks for it explicitly', async () => {
    const { federation, mounted } = fakeFederation();
    const loader = new WidgetLoader(federation, new MountReporter(undefined), undefined, manualTriggers().environment);
    const body = page('<div data-widget="address/checkout" data-load="visible"></div>');
    await loader.mountAll(body);
    const el = body.querySelector<HTMLElement>('[data-widget]') as HTMLElement;
    await expect(loader.mount(el, { now: true })).resolves.toBe('mounted');
    expect(mounted).toEqual(['address/checkout']);
  });

  it('keeps the fallback of a deferred remote that fails when its trigger comes, and the other widgets mounted', async () => {
    const { federation } = fakeFederation(['auth']);
    const loader = new WidgetLoader(federation, new MountReporter(undefined), undefined, manualTriggers().environment);
    const body = page('<div data-widget="header"></div><div data-widget="auth"><a>Anmelden</a></div>');
    await loader.mountAll(body);
    loader.wake('auth:open', false);
    await settle();
    const auth = body.querySelector<HTMLElement>('[data-widget="auth"]') as HTMLElement;
    expect(auth.dataset.widgetState).toBe('failed');
    expect(auth.innerHTML).toBe('<a>Anmelden</a>');
    expect(body.querySelector<HTMLElement>('[data-widget="header"]')?.dataset.widgetState).toBe('mounted');
  });

  it('forgets a deferred tag that is unmounted: its trigger no longer fetches anything', async () => {
    const { federation, fetched } = fakeFederation();
    const triggers = manualTriggers();
    const loader = new WidgetLoader(federation, new MountReporter(undefined), undefined, triggers.environment);
    const body = page('<div data-widget="address"></div>');
    await loader.mountAll(body);
    loader.unmount(body.querySelector<HTMLElement>('[data-widget]') as HTMLElement);
    triggers.visible[0]?.();
    await settle();
    expect(fetched).toEqual([]);
    expect(body.querySelector<HTMLElement>('[data-widget]')?.dataset.widgetState).toBeUndefined();
  });
});

describe('the loader with props in a child script', () => {
  const TAG = `<div data-widget="header"><script type="application/json">{"sellingPoints":["Marc O'Polo"]}</script><a href="/">Shop</a></div>`;

  it('mounts with the script’s props, and with the same props again after an unmount took the tag’s content', async () => {
    const { federation, props } = fakeFederation();
    const loader = new WidgetLoader(federation, new MountReporter(undefined));
    const el = page(TAG).querySelector<HTMLElement>('[data-widget]') as HTMLElement;
    await expect(loader.mount(el)).resolves.toBe('mounted');
    expect(el.querySelector('script')).toBeNull();
    loader.unmount(el);
    expect(el.querySelector('script')?.textContent).toBe(`{"sellingPoints":["Marc O'Polo"]}`);
    await expect(loader.mount(el)).resolves.toBe('mounted');
    expect(props).toEqual([{ sellingPoints: ["Marc O'Polo"] }, { sellingPoints: ["Marc O'Polo"] }]);
  });

  it.each([
    ['JSON that is broken', `<div data-widget="header"><script type="application/json">{"variant":}</script><a href="/">Shop</a></div>`, 'widget "header": its child <script type="application/json"> is not valid JSON: '],
    ['props given twice', `<div data-widget="header" data-props='{}'><script type="application/json">{}</script><a href="/">Shop</a></div>`, 'widget "header": props given twice, in data-props and in a child <script'],
  ])('keeps the fallback of a tag with %s, in state invalid-props, naming the widget and the problem', async (_case, html, message) => {
    jest.mocked(console.error).mockClear();
    const { federation, mounted } = fakeFederation();
    const loader = new WidgetLoader(federation, new MountReporter(undefined));
    const body = page(html);
    expect(await loader.mountAll(body)).toEqual(['invalid-props']);
    expect(mounted).toEqual([]);
    expect(body.querySelector('[data-widget] a')?.textContent).toBe('Shop');
    expect(body.querySelector<HTMLElement>('[data-widget]')?.dataset.widgetError?.startsWith(message)).toBe(true);
    expect(jest.mocked(console.error).mock.calls.map(([text]) => String(text).startsWith(`[schaufenster] ${message}`))).toEqual([true]);
  });
});

/** A federation whose one remote mounts with `mount`, a widget that reports how its rendering went. */
function reportingFederation(mount: (el: HTMLElement, hooks: MountHooks) => () => void): RemoteLoading {
  return {
    start: async () => undefined,
    version: () => '2.0.0',
    loadDefaults: demoLoadDefaults,
    loadEntry: async () => undefined,
    startRuntime: () => undefined,
    prefetch: async () => 0,
    loadModule: async (): Promise<WidgetModule> => ({ mount: Object.assign((el: HTMLElement, _props: unknown, hooks?: MountHooks) => mount(el, hooks as MountHooks), { reportsRender: true }) }),
  };
}

/** The `widget_mount` events the loader pushed to the data layer. */
function mountEvents(): unknown[] {
  return (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'widget_mount');
}

describe('the loader with widgets that report their rendering', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('counts a widget as mounted only once it is in the page, and says so then', async () => {
    let hooks: MountHooks | undefined;
    const loader = new WidgetLoader(
      reportingFederation((_el, given) => {
        hooks = given;
        return () => undefined;
      }),
      new MountReporter(undefined),
    );
    const body = page('<div data-widget="header"><a>Logo</a></div>');
    const states = loader.mountAll(body);
    await settle();
    const tag = body.querySelector<HTMLElement>('[data-widget]') as HTMLElement;
    expect(tag.dataset.widgetState).toBe('loading');
    expect(mountEvents()).toEqual([]);
    hooks?.rendered();
    await expect(states).resolves.toEqual(['mounted']);
    expect(tag.dataset.widgetState).toBe('mounted');
    expect(mountEvents()).toEqual([{ event: 'widget_mount', widget: 'header', version: '2.0.0', outcome: 'mounted' }]);
  });

  it('fails a widget that throws while rendering: the tag is failed, the failure reported, nothing counted as mounted', async () => {
    const loader = new WidgetLoader(
      reportingFederation((_el, hooks) => {
        setTimeout(() => hooks.failed(new Error('Header kaputt')), 0);
        return () => undefined;
      }),
      new MountReporter(undefined),
    );
    const body = page('<div data-widget="header"><a>Logo</a></div>');
    await expect(loader.mountAll(body)).resolves.toEqual(['failed']);
    const tag = body.querySelector<HTMLElement>('[data-widget]') as HTMLElement;
    expect(tag.dataset.widgetState).toBe('failed');
    expect(tag.dataset.widgetError).toBe('widget "header" failed; its fallback stays: RenderError: widget "header" threw while rendering: Header kaputt');
    expect(mountEvents()).toEqual([{ event: 'widget_mount', widget: 'header', version: '2.0.0', outcome: 'failed' }]);
  });

  it('fails a widget that breaks after it was in the page, and reports that failure as one that replaces its mount', async () => {
    let hooks: MountHooks | undefined;
    const loader = new WidgetLoader(
      reportingFederation((_el, given) => {
        hooks = given;
        given.rendered();
        return () => undefined;
      }),
      new MountReporter(undefined),
    );
    const body = page('<div data-widget="header"></div>');
    await expect(loader.mountAll(body)).resolves.toEqual(['mounted']);
    const states: string[] = [];
    body.addEventListener('schaufenster:widget-state', (event) => states.push((event as CustomEvent<{ state: string }>).detail.state));
    hooks?.failed(new Error('später kaputt'));
    expect(body.querySelector<HTMLElement>('[data-widget]')?.dataset.widgetState).toBe('failed');
    expect(states).toEqual(['failed']);
    expect(mountEvents().map((entry) => (entry as { outcome: string }).outcome)).toEqual(['mounted', 'failed-later']);
  });

  it('times out a widget that never renders within data-timeout and unmounts it, so its fallback stays', async () => {
    const unmount = jest.fn();
    const loader = new WidgetLoader(
      reportingFederation(() => unmount),
      new MountReporter(undefined),
    );
    const body = page('<div data-widget="header" data-timeout="30"><a>Logo</a></div>');
    await expect(loader.mountAll(body)).resolves.toEqual(['failed']);
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(mountEvents().map((entry) => (entry as { outcome: string }).outcome)).toEqual(['timeout']);
  });

  it('counts a remote built before render reports as mounted as soon as its mount returns', async () => {
    const { federation } = fakeFederation();
    const loader = new WidgetLoader(federation, new MountReporter(undefined));
    await expect(loader.mountAll(page('<div data-widget="header"></div>'))).resolves.toEqual(['mounted']);
    expect(mountEvents()).toHaveLength(1);
  });
});
