import { useCallback, useSyncExternalStore } from 'react';
import { bus } from './instance';
import type { BusEventName, BusEvents } from './events';

/** The current value of a state event (`cart:changed`, `session:changed`, ...), re-rendering when it changes. */
export function useBusValue<K extends BusEventName>(event: K): BusEvents[K] | undefined {
  const subscribe = useCallback((onChange: () => void) => bus.on(event, onChange), [event]);
  const read = useCallback(() => bus.last(event), [event]);
  return useSyncExternalStore(subscribe, read, read);
}
