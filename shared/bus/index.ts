// The typed event bus between widgets.
export { bus } from './instance';
export { useBusValue } from './use-bus-value';
export type { AuthPage, BusEventName, BusEvents } from './events';
