import { useCallback, useSyncExternalStore } from 'react';
import { useServerRender } from '@schaufenster/shared/ssr';
import { bus, type BusEventName, type BusEvents } from '@schaufenster/shared/bus';

/**
 * The current value of a state event (`cart:changed`, `session:changed`, ...), re-rendering when it changes. A
 * server render, and the hydration of its HTML, see what the server knew, and keep it until the bus has a value
 * (so a badge the server rendered does not vanish while the mini-cart is still loading).
 */
export function useBusValue<K extends BusEventName>(event: K): BusEvents[K] | undefined {
  const serverRender = useServerRender();
  const known = serverRender ? (serverRender.busValues as Partial<BusEvents>)[event] : undefined;
  const subscribe = useCallback((onChange: () => void) => bus.on(event, onChange), [event]);
  const read = useCallback(() => bus.last(event) ?? known, [event, known]);
  const readServer = useCallback(() => (serverRender ? known : bus.last(event)), [serverRender, known, event]);
  return useSyncExternalStore(subscribe, read, readServer);
}
