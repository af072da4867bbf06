// The typed event bus between widgets.
export { bus } from './instance';
export type { AuthPage, BusEventName, BusEvents } from './events';
export { announceSession, anticipates } from './wanted';
export { openedBy, takeEarlyOpener } from './opened-early';
