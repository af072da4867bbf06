import { withoutSecrets } from '@schaufenster/shared/http';
import { ROUTE_CHANGE_EVENT } from './constants';

type Listener = (url: string) => void;

const listeners = new Set<Listener>();
let uninstall: (() => void) | undefined;
let lastUrl = '';
/** Set while a widget tidies the address (replaceAddressQuietly): that is no route change. */
let quiet = false;

/** The address as route changes compare it: dropping a secret parameter from it is no new page. */
const currentAddress = () => withoutSecrets(location.href);

function notify(): void {
  const url = currentAddress();
  if (quiet || url === lastUrl) {
    lastUrl = url;
    return;
  }
  lastUrl = url;
  for (const listener of [...listeners]) listener(url);
}

/**
 * Replaces the address without reporting a route change: for a widget that tidies its own parameters away
 * (a reset link's secret, a flag it has shown), which is the same page, not a new one.
 */
export function replaceAddressQuietly(state: unknown, url: string): void {
  quiet = true;
  try {
    history.replaceState(state, '', url);
  } finally {
    quiet = false;
  }
}

function install(): () => void {
  lastUrl = currentAddress();
  const { pushState, replaceState } = history;
  history.pushState = function patched(this: History, ...args: Parameters<History['pushState']>) {
    pushState.apply(this, args);
    notify();
  };
  history.replaceState = function patched(this: History, ...args: Parameters<History['replaceState']>) {
    replaceState.apply(this, args);
    notify();
  };
  window.addEventListener('popstate', notify);
  window.addEventListener(ROUTE_CHANGE_EVENT, notify);
  return () => {
    history.pushState = pushState;
    history.replaceState = replaceState;
    window.removeEventListener('popstate', notify);
    window.removeEventListener(ROUTE_CHANGE_EVENT, notify);
  };
}

/**
 * Calls `listener` with the new address on every route change: history pushState/replaceState,
 * popstate, and the `schaufenster:route-change` event. A change that keeps the address is none.
 */
export function onRouteChange(listener: Listener): () => void {
  uninstall ??= install();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    // The last listener gone: give history back its own methods.
    if (listeners.size === 0) {
      uninstall?.();
      uninstall = undefined;
    }
  };
}
