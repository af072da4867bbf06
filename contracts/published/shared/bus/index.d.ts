export { bus } from './instance.js';
export type { AuthPage, BusEventName, BusEvents } from './events.js';
export { announceSession, anticipates } from './wanted.js';
export { openedBy, takeEarlyOpener } from './opened-early.js';
