// Fakes for the loader's unit tests: a federation that records what it fetched, triggers fired by hand.
import type { WidgetModule } from './mount-widget';
import type { TriggerEnvironment } from './load-trigger';
import type { RemoteLoading } from './widget-loader';
import { EAGER_DEFAULTS, type LoadDefaults } from '../shared/props/load-strategy';

/**
 * The registry's `modules` of the demo's remotes, as the build writes them from their contracts (the loader imports
 * no widget, not even in tests; bundling/contracts.test.ts checks the contracts give these). Eager where not listed.
 */
const DEMO_DEFAULTS: Record<string, LoadDefaults> = {
  auth: { load: 'interaction', answers: ['auth:open'] },
  'auth/password-change': { load: 'visible', answers: [] },
  minicart: { load: 'eager', answers: ['minicart:open'] },
  search: { load: 'eager', answers: ['search:open'] },
  address: { load: 'visible', answers: [] },
};

/** A module's load defaults as a registry of the demo's remotes gives them (RemoteLoading.loadDefaults of the fakes). */
export function demoLoadDefaults(widget: string): LoadDefaults {
  return DEMO_DEFAULTS[widget] ?? EAGER_DEFAULTS;
}

/** A federation that records which remote entries were fetched; `failing` remotes fail their entry. */
export function fakeFederation(failing: string[] = []) {
  const fetched: string[] = [];
  const lowPriority: string[] = [];
  const mounted: string[] = [];
  const props: unknown[] = [];
  /** What each fetch ahead of use asked for, as remote/module. */
  const prefetched: string[][] = [];
  /** How often the loader started the shared runtime (it must be once per page, the runtime guards it too). */
  let runtimeStarts = 0;
  const federation: RemoteLoading = {
    start: async (remotes) => {
      for (const remote of remotes) fetched.push(remote);
    },
    version: () => '1.0.0',
    loadDefaults: demoLoadDefaults,
    loadEntry: async (remote, _timeoutMs, low) => {
      if (!fetched.includes(remote)) fetched.push(remote);
      if (low) lowPriority.push(remote);
      if (failing.includes(remote)) throw new Error(`could not fetch ${remote}`);
    },
    loadModule: async (remote, module): Promise<WidgetModule> => ({
      mount: (el: HTMLElement, tagProps: unknown) => {
        mounted.push(`${remote}/${module}`);
        props.push(tagProps);
        // As React's createRoot does: the widget replaces the tag's content.
        el.textContent = 'mounted';
        return () => undefined;
      },
    }),
    startRuntime: () => {
      runtimeStarts += 1;
    },
    prefetch: async (wanted) => {
      prefetched.push(wanted.map(({ remote, module }) => `${remote}/${module}`));
      return wanted.length;
    },
  };
  return { federation, fetched, lowPriority, mounted, props, prefetched, runtimeStarts: () => runtimeStarts };
}

/** Visibility, idleness and the shopper's pauses the test triggers by hand. */
export function manualTriggers() {
  const visible: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const quiet: (() => void)[] = [];
  const loaded: (() => void)[] = [];
  const environment: TriggerEnvironment = {
    whenVisible: (_el, _margin, callback) => {
      visible.push(callback);
      return () => undefined;
    },
    whenIdle: (callback) => {
      idle.push(callback);
      return () => undefined;
    },
    whenQuiet: (callback) => {
      quiet.push(callback);
      return () => undefined;
    },
    afterLoad: (callback) => {
      loaded.push(callback);
      return () => undefined;
    },
  };
  return { environment, visible, idle, quiet, loaded };
}

/** Lets pending promises and timers of 0 ms run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Replaces the document body with `html` and returns it. */
export function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

/** Gives a tag a widget root with an attached shadow root, as the browser makes of the server's declarative one. */
export function serverRender(el: HTMLElement, html: string, snapshot: object = {}): ShadowRoot {
  const root = document.createElement('div');
  root.setAttribute('data-widget-root', el.dataset.widget ?? '');
  root.setAttribute('data-server-render', JSON.stringify({ busValues: {}, ...snapshot }));
  el.append(root);
  const shadow = root.attachShadow({ mode: 'open' });
  shadow.innerHTML = html;
  return shadow;
}
