// The page's shared runtime (session, page_view, attribution, tracking; no React) comes with the loader: it starts
// before any remote is fetched, and the loader hands its modules to the remotes as the page's singletons, so a widget
// that hydrates later uses the session and the bus the page already has. Every module of the runtime that a remote imports by its shared
// name must be here: the loader's build fails otherwise (RuntimeSharesCheck in bundling/webpack.config.ts). Of the API
// only the routes and schemas the runtime calls with come along (a lint rule keeps it off the barrel and the API
// tables): the rest, about 4 KB gz, the remotes share among themselves and the loader fetches ahead of use once idle.
import * as ky from 'ky';
import * as superstruct from 'superstruct';
import * as apiPath from '@schaufenster/shared/api/api-path';
import * as errorBody from '@schaufenster/shared/api/error-body';
import * as money from '@schaufenster/shared/api/money';
import * as product from '@schaufenster/shared/api/product';
import * as sessionCall from '@schaufenster/shared/api/session-call';
import * as sessionRoutes from '@schaufenster/shared/api/session-routes';
import * as attribution from '@schaufenster/shared/attribution';
import * as bus from '@schaufenster/shared/bus';
import * as http from '@schaufenster/shared/http';
import * as runtime from '@schaufenster/shared/runtime';
import * as session from '@schaufenster/shared/session';
import * as tracking from '@schaufenster/shared/tracking';
import * as numericId from '@schaufenster/shared/validation/numeric-id';

export { startRuntime } from '@schaufenster/shared/runtime';

/** Each module by the name the remotes share it under (bundling/webpack.config.ts sharedModules). */
export const RUNTIME_MODULES: Readonly<Record<string, object>> = {
  ky,
  superstruct,
  '@schaufenster/shared/api/api-path': apiPath,
  '@schaufenster/shared/api/error-body': errorBody,
  '@schaufenster/shared/api/money': money,
  '@schaufenster/shared/api/product': product,
  '@schaufenster/shared/api/session-call': sessionCall,
  '@schaufenster/shared/api/session-routes': sessionRoutes,
  '@schaufenster/shared/attribution': attribution,
  '@schaufenster/shared/bus': bus,
  '@schaufenster/shared/http': http,
  '@schaufenster/shared/runtime': runtime,
  '@schaufenster/shared/session': session,
  '@schaufenster/shared/tracking': tracking,
  '@schaufenster/shared/validation/numeric-id': numericId,
};

/** Version and required range of a shared name, as the remotes are built with them (by package, or the shared prefix). */
export type ShareVersions = Readonly<Record<string, { version: string; requiredVersion: string }>>;

declare const __SCHAUFENSTER_SHARE_VERSIONS__: ShareVersions | undefined;

/** The versions the loader was built with (bundling/webpack.config.ts defines them); none outside a build. */
const BUILT_VERSIONS: ShareVersions = typeof __SCHAUFENSTER_SHARE_VERSIONS__ === 'object' ? __SCHAUFENSTER_SHARE_VERSIONS__ : {};

/** The prefix every `@schaufenster/shared/<concern>` is shared under. */
const SHARED_PREFIX = '@schaufenster/shared/';

/**
 * The runtime's modules as the MF runtime's `shared` option: already loaded singletons, which the remotes take
 * instead of their own copies (they are built 'loaded-first'). A name without a known version is left out.
 */
export function runtimeShares(versions: ShareVersions = BUILT_VERSIONS) {
  return Object.fromEntries(
    Object.entries(RUNTIME_MODULES).flatMap(([name, module]) => {
      const known = versions[name] ?? (name.startsWith(SHARED_PREFIX) ? versions[SHARED_PREFIX] : undefined);
      if (!known) return [];
      return [[name, { version: known.version, lib: () => module, loaded: true, shareConfig: { singleton: true, requiredVersion: known.requiredVersion } }]];
    }),
  );
}
