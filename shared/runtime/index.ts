// The page's shared runtime without React: session, attribution, route changes, declarative tracking.
export { startRuntime } from './start-runtime';
