import { ROUTE_CHANGE_EVENT } from './constants';

type Listener = (url: string) => void;

const listeners = new Set<Listener>();
let uninstall: (() => void) | undefined;
let lastUrl = '';

function notify(): void {
  const url = location.href;
  if (url === lastUrl) return;
  lastUrl = url;
  for (const listener of [...listeners]) listener(url);
}

function install(): () => void {
  lastUrl = location.href;
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
