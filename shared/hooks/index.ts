// The React hooks of the shared runtime, apart from it: the runtime starts on a page before React loads (the
// loader starts it for server-rendered widgets that wait for their first use), so nothing else in shared/
// that the runtime imports may import React.
export { useBusValue } from './use-bus-value';
export { useAbortSignal } from './use-abort-signal';
