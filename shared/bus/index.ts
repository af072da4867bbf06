// The typed event bus between widgets.
export { bus } from './instance';
export { Bus } from './bus';
export { useBusValue } from './use-bus-value';
export { REPLAYED_EVENTS, QUEUED_EVENTS } from './events';
export type { AboutMe, AuthPage, BusEventName, BusEvents } from './events';
export { WANTED_EVENT } from './wanted';
export type { WantedDetail } from './wanted';
