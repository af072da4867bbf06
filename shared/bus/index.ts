// The typed event bus between widgets.
export { bus } from './instance';
export { Bus } from './bus';
export { useBusValue } from './use-bus-value';
export { REPLAYED_EVENTS, QUEUED_EVENTS } from './events';
export type { AuthPage, BusEventName, BusEvents } from './events';
