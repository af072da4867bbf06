// The Module Federation runtime of the page, in a chunk of its own that loader.js fetches when the first remote is
// needed: a page whose widgets wait for their use (server-rendered) loads none of it before the first interaction.
import { createInstance } from '@module-federation/runtime';
import { attachShareScopeMap, bundlerRuntime, runtime } from '@module-federation/webpack-bundler-runtime';
import { BUNDLER_RUNTIME_GLOBAL } from '../registry/registry';
import { runtimeShares } from './runtime-shares';

/**
 * Installs the page's one MF runtime for the remotes: the webpack bundler runtime (with runtime-core inside),
 * the only part of it a remoteEntry references (`experiments.externalRuntime` would read runtime-core from
 * `_FEDERATION_RUNTIME_CORE`, but the bundler runtime that imports it is external too, so no remote does:
 * not setting that global lets the build drop the runtime-core exports the loader never calls). The bundler
 * runtime holds per-container state (`S`, `instance`, options), so the global is a getter that hands each
 * container a fresh object, as if it had bundled its own copy.
 */
function provideRuntime(): void {
  Object.defineProperty(globalThis, BUNDLER_RUNTIME_GLOBAL, {
    configurable: true,
    get: () => ({
      __esModule: true,
      default: {
        runtime,
        instance: undefined,
        initOptions: undefined,
        bundlerRuntime: { ...bundlerRuntime, S: {} },
        attachShareScopeMap,
        bundlerRuntimeOptions: {},
      },
    }),
  });
}

/** The loader's MF instance, with the shared runtime's modules as the page's singletons before any remote is here. */
export function createFederationInstance() {
  provideRuntime();
  return createInstance({ name: 'schaufenster_loader', remotes: [], shared: runtimeShares() });
}

/** The page's MF instance. */
export type FederationInstance = ReturnType<typeof createFederationInstance>;
