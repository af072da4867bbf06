import path from 'node:path';
import { readFileSync } from 'node:fs';
import { DefinePlugin, NormalModuleReplacementPlugin, type Compiler, type Configuration, type ExternalItemFunctionData, type Module } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { EsbuildPlugin } from 'esbuild-loader';
import { chunkIntegrityPlugins } from './chunk-integrity-plugin';
import { HydrationFilesPlugin } from './hydration-files-plugin';
import { precompressedCopies } from './precompressed-copies';
import { PropsSchemaPlugin } from './props-schema-plugin';
import { BUNDLER_RUNTIME_GLOBAL, containerName } from '../registry/registry';
import { distDir, LOADER_CHUNK_FILE } from '../registry/registry-files';
import { REMOTES, REMOTE_NAMES, isRemoteName, type RemoteName } from '../registry/remotes';

/** Options of one build, from `webpack --env only=header --env version=1.1.0` or from tools/. */
export interface BuildEnv {
  /** Build only this remote (and no loader); default: every remote plus the loader. */
  only?: string;
  /** Version folder for `only`; default: the remote's package.json version. */
  version?: string;
  /** Output root; default dist/widgets (or WIDGETS_DIST). */
  outDir?: string;
  /** Bench only: build the loader without the MF runtime flags (MF_RUNTIME_FLAGS), to print what they save. */
  fullRuntime?: boolean;
  /** Bench only: bundle the MF runtime into every remote instead of taking it from the loader. */
  embeddedRuntime?: boolean;
}

const root = path.join(__dirname, '..');
const rootPackage = readJson<{ dependencies: Record<string, string> }>('package.json');
const sharedPackage = readJson<{ version: string }>('shared/package.json');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
}

/** The version a remote builds at when none is given: its own package.json. */
export function packageVersion(remote: RemoteName): string {
  return readJson<{ version: string }>(`widgets/${remote}/package.json`).version;
}

const dependency = (name: string): string => {
  const range = rootPackage.dependencies[name];
  if (!range) throw new Error(`bundling/webpack.config.ts: ${name} is not a dependency in package.json`);
  return range;
};

/**
 * The installed version of a package, read from its package.json on disk. Given to every shared singleton
 * explicitly: the MF plugin finds it only through the package's exports, and a package that does not export
 * its package.json (react-final-form) was shared as version "0", which the runtime warns about on every page.
 */
function installedVersion(pkg: string): string {
  return readJson<{ version: string }>(path.join('node_modules', pkg, 'package.json')).version;
}

/** Singletons every remote shares: one React, one goober, one shared runtime per page. */
export function sharedModules() {
  const singleton = (pkg: string) => ({ singleton: true, requiredVersion: dependency(pkg), version: installedVersion(pkg) });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    // The shadow root's React context: the widget root (shared/mount) provides it, useCss (shared/ui) reads it, and
    // those two can come from different remotes' builds when the remotes join the page at different times.
    'react-shadow': singleton('react-shadow'),
    goober: singleton('goober'),
    superstruct: singleton('superstruct'),
    // The shared runtime's request helper and the forms of auth and address: one copy per page.
    ky: singleton('ky'),
    'final-form': singleton('final-form'),
    'react-final-form': singleton('react-final-form'),
    // Prefix share: every `@schaufenster/shared/<concern>` import resolves to the page's one instance.
    '@schaufenster/shared/': { singleton: true, version: sharedPackage.version, requiredVersion: `^${sharedPackage.version}` },
  };
}

/** The names the loader hands the remotes (loader/runtime-shares.ts) with their versions, as the remotes share them. */
function shareVersions(): Record<string, { version: string; requiredVersion: string }> {
  const modules = sharedModules();
  const { ky, superstruct } = modules;
  const prefix = modules['@schaufenster/shared/'];
  return { ky, superstruct, '@schaufenster/shared/': prefix };
}

/** The loader's module that hands the shared runtime to the remotes. */
const RUNTIME_SHARES_MODULE = path.join(root, 'loader/runtime-shares.ts');
/** A request the remotes resolve from the shared scope: a shared package or a `@schaufenster/shared/<concern>`. */
const SHARED_REQUEST = /^(ky|superstruct|@schaufenster\/shared\/.+)$/;

/**
 * Fails the loader's build when a module of the loader imports a shared name (ky, `@schaufenster/shared/session`, …)
 * that runtime-shares.ts does not hand the remotes: a widget would get its own copy, another session or bus.
 */
class RuntimeSharesCheck {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RuntimeSharesCheck', (compilation) => {
      compilation.hooks.finishModules.tap('RuntimeSharesCheck', () => {
        const { moduleGraph } = compilation;
        const entry = compilation.entries.get('loader');
        if (!entry) return;
        // Every module the loader's entry reaches, and the shared names among their imports.
        const seen = new Set<Module>();
        const queue = entry.dependencies.flatMap((dependency) => moduleGraph.getModule(dependency) ?? []);
        const imported = new Set<string>();
        const handed = new Set<string>();
        for (let module = queue.pop(); module !== undefined; module = queue.pop()) {
          if (seen.has(module)) continue;
          seen.add(module);
          for (const connection of moduleGraph.getOutgoingConnections(module)) {
            if (connection.module) queue.push(connection.module);
            const request = (connection.dependency as { request?: string } | null)?.request;
            if (request === undefined || !SHARED_REQUEST.test(request)) continue;
            imported.add(request);
            if ((module as { resource?: string }).resource === RUNTIME_SHARES_MODULE) handed.add(request);
          }
        }
        const missing = [...imported].filter((request) => !handed.has(request));
        if (missing.length > 0) compilation.errors.push(new compiler.webpack.WebpackError(`loader.js imports ${missing.join(', ')}, which loader/runtime-shares.ts does not hand the remotes`));
      });
    });
  }
}

/**
 * The browsers the widgets run in (about four years back): esbuild lowers only the syntax one of them lacks. With
 * 'es2020' it rewrote every private class field (ky's) into WeakMap helpers: ky's chunk was 9.8 KB gz, then 4.7.
 */
export const BROWSER_TARGETS = ['chrome96', 'edge96', 'firefox96', 'safari15'];

const typescriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'esbuild-loader',
  options: { loader: 'tsx', target: BROWSER_TARGETS, jsx: 'automatic' },
};

function common(mode: Configuration['mode']): Configuration {
  return {
    mode,
    context: root,
    devtool: mode === 'production' ? false : 'source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@schaufenster/shared': path.join(root, 'shared'),
        // react-shadow imports react-dom/server for SSR only; we never render on the server.
        'react-dom/server$': false,
      },
    },
    module: { rules: [typescriptRule] },
    optimization: {
      // Readable chunk names (e.g. `node_modules_react-dom_client_js`) cost a few bytes and make downloads countable.
      chunkIds: 'named',
      // esbuild must not wrap remoteEntry in an IIFE, or the container global vanishes.
      minimizer: [new EsbuildPlugin({ target: BROWSER_TARGETS, format: undefined })],
    },
    performance: { hints: false },
    // publicPath 'auto' is deliberate: a remote's chunks load from wherever its version folder is served.
    ignoreWarnings: [/Manifest will use absolute path resolution/],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** The webpack bundler runtime's entry, which every container's federation entry imports (and remotes take from the loader). */
export const BUNDLER_RUNTIME_ENTRY = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;

/**
 * Takes the webpack bundler runtime that every container's federation entry imports from a global the
 * loader provides, like `externalRuntime` does for runtime-core: ~9 KB gz less in every remoteEntry.
 */
function bundlerRuntimeExternal({ request }: ExternalItemFunctionData, callback: (error?: Error, result?: string) => void): void {
  if (request !== undefined && BUNDLER_RUNTIME_ENTRY.test(request)) callback(undefined, `global ${BUNDLER_RUNTIME_GLOBAL}`);
  else callback();
}

/** One remote: a Module Federation container in its own immutable version folder. */
export function remoteConfig(remote: RemoteName, version: string, env: BuildEnv, mode: Configuration['mode']): Configuration {
  const name = containerName(remote);
  return {
    ...common(mode),
    name: remote,
    entry: {},
    externals: env.embeddedRuntime ? [] : [bundlerRuntimeExternal],
    output: {
      path: path.join(env.outDir ?? distDir(), remote, version),
      publicPath: 'auto',
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      // Chunk scripts are fetched in CORS mode, as subresource integrity needs for another origin (a CDN).
      crossOriginLoading: 'anonymous',
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: REMOTES[remote].exposes,
        shared: sharedModules(),
        // A remote that joins the page after others hydrated takes the singletons already loaded: under the default
        // ('version-first') a late remote's copy of an equal version replaced an entry whose module was loaded but
        // not marked so, and the next widget got a second React.
        shareStrategy: 'loaded-first',
        manifest: true,
        // Module Federation's type hints stay off: they work offline, but compiling each remote's types took npm run
        // build from 27 s to 97 s on 2 cores, and they import `@schaufenster/shared/*`, which no consumer resolves.
        // Widget teams get the types from the contracts package instead (npm run contracts:build).
        dts: false,
        // The loader puts the MF runtime on the page once; remotes use it instead of carrying their own.
        experiments: env.embeddedRuntime ? {} : { externalRuntime: true },
      }),
      new PropsSchemaPlugin(remote, version),
      // What each module needs to hydrate (hydration.json): the loader fetches it ahead of the module's first use.
      new HydrationFilesPlugin(),
      // Every chunk the remote loads carries its sha384; remoteEntry.js, checked by the registry's sha384, holds them.
      ...chunkIntegrityPlugins(mode === 'production'),
      // A released version folder never changes: its scripts are compressed once, at build.
      ...(mode === 'production' ? precompressedCopies(/\.js$/) : []),
    ],
  };
}

/**
 * Build flags of the MF runtime (what `experiments.optimization` of the MF plugin sets in its own builds):
 * the loader registers remotes by their remoteEntry URL, so it needs neither the snapshot plugin (manifest
 * snapshots, preloading of their assets) nor the Node.js script loading; both drop out of loader.js.
 * `npm run bench` prints loader.js before and after.
 */
export const MF_RUNTIME_FLAGS = { FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true', ENV_TARGET: JSON.stringify('web') } as const;

/** runtime-core's snapshot and preload-assets plugins, unreachable with FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN. */
const UNUSED_MF_PLUGINS = /^\.\/plugins\/(snapshot\/index|generate-preload-assets)\.js$/;
const RUNTIME_CORE_DIST = /[\\/]@module-federation[\\/]runtime-core[\\/]dist$/;

/** The CMS loader (one plain script that carries the MF runtime for every remote), the widget catalog's, the listing controls' and the layouts' speed-insights and web-analytics scripts. */
export function loaderConfig(env: BuildEnv, mode: Configuration['mode']): Configuration {
  const base = common(mode);
  return {
    ...base,
    name: 'loader',
    // The MF runtime is one chunk, not split into a vendors file of its own: one request when the first widget loads.
    optimization: { ...base.optimization, splitChunks: false },
    entry: {
      loader: './loader/index.ts',
      'widget-catalog': './demo-cms/widget-catalog/widget-catalog-client.ts',
      'listing-controls': './demo-cms/listing-controls-entry.ts',
      'speed-insights': './loader/speed-insights/index.ts',
      'web-analytics': './loader/web-analytics/index.ts',
    },
    output: {
      path: env.outDir ?? distDir(),
      filename: '[name].js',
      // The MF runtime (loader/mf-instance.ts), fetched when the first remote is needed, with its sha384.
      chunkFilename: '[name].[contenthash:8].js',
      crossOriginLoading: 'anonymous',
      iife: true,
    },
    plugins: [
      // The loader refuses remotes built with another Module Federation version (loader/mf-version.ts).
      new DefinePlugin({ __SCHAUFENSTER_MF_VERSION__: JSON.stringify(installedVersion('@module-federation/enhanced')) }),
      // The shared runtime comes with the loader, as the page's singletons (loader/runtime-shares.ts).
      new DefinePlugin({ __SCHAUFENSTER_SHARE_VERSIONS__: JSON.stringify(shareVersions()) }),
      new RuntimeSharesCheck(),
      ...chunkIntegrityPlugins(mode === 'production'),
      // Only the hashed chunk: loader.js and the other entries change in place and are compressed per answer.
      ...(mode === 'production' ? precompressedCopies(LOADER_CHUNK_FILE) : []),
      ...(env.fullRuntime
        ? []
        : [
          new DefinePlugin(MF_RUNTIME_FLAGS),
          // What the flag turns off, runtime-core still imports: the stubs let the bundler drop it.
          new NormalModuleReplacementPlugin(UNUSED_MF_PLUGINS, (resource: { context: string; request: string }) => {
            if (RUNTIME_CORE_DIST.test(resource.context)) resource.request = path.join(root, 'loader/mf-runtime-stubs.ts');
          }),
        ]),
    ],
  };
}

export default (env: BuildEnv = {}, argv: { mode?: Configuration['mode'] } = {}): Configuration[] => {
  const mode = argv.mode ?? 'production';
  if (env.only !== undefined) {
    if (!isRemoteName(env.only)) throw new Error(`Unknown remote "${env.only}"; expected one of ${REMOTE_NAMES.join(', ')}`);
    return [remoteConfig(env.only, env.version ?? packageVersion(env.only), env, mode)];
  }
  return [...REMOTE_NAMES.map((remote) => remoteConfig(remote, packageVersion(remote), env, mode)), loaderConfig(env, mode)];
};
