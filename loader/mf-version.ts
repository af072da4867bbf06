import type { RegistryRelease } from '../registry/registry';

// The loader hands each remote the page's one webpack bundler runtime (federation.ts): a remote built with
// another Module Federation version would get a runtime whose private fields it does not expect.

declare const __SCHAUFENSTER_MF_VERSION__: string | undefined;

/** The `@module-federation/enhanced` version this loader was built with (bundling/webpack.config.ts defines it); 'unknown' outside a build. */
export const LOADER_MF_VERSION = typeof __SCHAUFENSTER_MF_VERSION__ === 'string' ? __SCHAUFENSTER_MF_VERSION__ : 'unknown';

/** A remote built with another Module Federation version than the loader's; it is not run, its fallback stays. */
export class MfVersionMismatchError extends Error {
  override readonly name = 'MfVersionMismatchError';
}

/**
 * Why a release must not run beside this loader's bundler runtime, or undefined when it may: the Module
 * Federation version its registry entry records differs from the loader's. An entry that records none
 * (written before versions were recorded, or by hand) is run as before.
 */
export function mfVersionMismatch(remote: string, release: RegistryRelease, loaderVersion: string): string | undefined {
  if (release.mfVersion === undefined || release.mfVersion === loaderVersion) return undefined;
  return (
    `remote "${remote}" ${release.version} was built with Module Federation ${release.mfVersion}, but the loader runs ${loaderVersion}; ` +
    'rebuild the remote with the loader\'s version (npm run release), or the loader with the remote\'s'
  );
}
