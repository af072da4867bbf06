// What every remote exposes as `./runtime` (registry/remotes.ts RUNTIME_MODULE): the page's one shared runtime, by
// its package name so the remote hands out the page's singleton. The loader starts it when the widgets on a page
// were rendered on the server and wait for their first use, before any of them loads React.
export { startRuntime } from '@schaufenster/shared/runtime';
