export { useBusValue } from './use-bus-value.js';
export { useAbortSignal } from './use-abort-signal.js';
