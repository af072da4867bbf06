import { useCallback, useSyncExternalStore } from 'react';
import { useServerRender } from '@schaufenster/shared/ssr';
import { bus } from './instance';
import type { BusEventName, BusEvents } from './events';

/**
 * The current value of a state event (`cart:changed`, `session:changed`, ...), re-rendering when it changes. A
 * server render, and the hydration of its HTML, see what the server knew; the bus's value follows at once.
 */
export function useBusValue<K extends BusEventName>(event: K): BusEvents[K] | undefined {
  const serverRender = useServerRender();
  const subscribe = useCallback((onChange: () => void) => bus.on(event, onChange), [event]);
  const read = useCallback(() => bus.last(event), [event]);
  const readServer = useCallback(
    () => (serverRender ? (serverRender.busValues as Partial<BusEvents>)[event] : bus.last(event)),
    [serverRender, event],
  );
  return useSyncExternalStore(subscribe, read, readServer);
}
