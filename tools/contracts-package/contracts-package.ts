import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUNDLER_RUNTIME_GLOBAL } from '../../registry/registry';
import { BUNDLER_RUNTIME_ENTRY, sharedModules } from '../../bundling/webpack.config';
import ts from 'typescript';
import { declarationOptions, SHARED_ENTRIES, sharedDeclarations, sharedEntryFiles } from './shared-declarations';
import { contractFiles, widgetPropsDeclarations } from './widget-props-declarations';

/** The folder of the package's hand-written parts: its package.json (name, version), CHANGELOG.md, the published declarations. */
export const CONTRACTS_DIR = 'contracts';

/** The specifier prefix a remote outside the repository imports the shared runtime by; webpack maps it to the singleton's. */
const CONTRACTS_PREFIX = '@schaufenster/contracts/';

/** The prefix the remotes of the repository share the runtime under (bundling/webpack.config.ts sharedModules). */
const SHARED_PREFIX = '@schaufenster/shared/';

/** The hand-written part of the package.json. */
interface PackageTemplate {
  name: string;
  version: string;
  description: string;
  license: string;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The package's own package.json as committed: its name and version. */
export function readPackageTemplate(root: string): PackageTemplate {
  return readJson<PackageTemplate>(path.join(root, CONTRACTS_DIR, 'package.json'));
}

/** One entry of a remote's `shared` option. */
interface SharedSingleton {
  singleton: boolean;
  requiredVersion: string;
  /** The name the module is shared under, when it is not the one imported. */
  shareKey?: string;
  /** false: taken from the page's share scope only, never bundled as a fallback. */
  import?: false;
}

/** What `federation.json` holds: the plugin options and where the loader hands a remote its bundler runtime. */
interface FederationOptions {
  /** Spread into the remote's ModuleFederationPlugin options. */
  plugin: { shareStrategy: 'loaded-first'; shared: Record<string, SharedSingleton>; experiments: { externalRuntime: true } };
  /** The remote's webpack `externals`: the request of the bundler runtime (a RegExp source) is the loader's global. */
  bundlerRuntime: { request: string; global: string };
}

/**
 * The Module Federation options of a remote outside the repository: the singletons as the shop's remotes share them
 * (same required versions; its own copy of React is only a fallback), the shared runtime taken from the page only
 * (`import: false`), never bundled, under the name the repository's remotes provide it by, and the MF runtime the
 * loader puts on the page instead of one in every remoteEntry.js (as bundling/webpack.config.ts builds the shop's remotes).
 */
export function federationOptions(): FederationOptions {
  const { [SHARED_PREFIX]: runtime, ...packages } = sharedModules();
  const shared: Record<string, SharedSingleton> = Object.fromEntries(Object.entries(packages).map(([name, { singleton, requiredVersion }]) => [name, { singleton, requiredVersion }]));
  shared[CONTRACTS_PREFIX] = { shareKey: SHARED_PREFIX, import: false, singleton: true, requiredVersion: runtime.requiredVersion };
  return {
    plugin: { shareStrategy: 'loaded-first', shared, experiments: { externalRuntime: true } },
    bundlerRuntime: { request: BUNDLER_RUNTIME_ENTRY.source, global: BUNDLER_RUNTIME_GLOBAL },
  };
}

/**
 * The Module Federation version a remote must be built with: the loader hands every remote its own bundler runtime
 * and refuses a remote of another version (loader/mf-version.ts).
 */
const FEDERATION_PLUGIN = '@module-federation/enhanced';

/**
 * The peer dependencies: the packages the declarations import, with the ranges the repository builds with (and their
 * `@types` package, if any), and the Module Federation plugin at the loader's version.
 */
function peerDependencies(root: string, externals: Iterable<string>): Record<string, string> {
  const rootPackage = readJson<{ dependencies: Record<string, string>; devDependencies: Record<string, string> }>(path.join(root, 'package.json'));
  const ranges = { ...rootPackage.devDependencies, ...rootPackage.dependencies };
  const peers: [string, string][] = [];
  for (const name of [...externals].sort()) {
    const typesPackage = `@types/${name.replace(/^@/, '').replace('/', '__')}`;
    for (const peer of [name, typesPackage]) {
      const range = ranges[peer];
      if (range !== undefined && existsSync(path.join(root, 'node_modules', peer))) peers.push([peer, range]);
    }
    if (ranges[name] === undefined) throw new Error(`the contracts' declarations import ${name}, which package.json does not depend on`);
  }
  peers.push([FEDERATION_PLUGIN, readJson<{ version: string }>(path.join(root, 'node_modules', FEDERATION_PLUGIN, 'package.json')).version]);
  return Object.fromEntries(peers);
}

/** The package.json of the built package: the template with the entry points, one per shared concern plus the widgets' props. */
function packageManifest(template: PackageTemplate, peers: Record<string, string>): object {
  const concerns = Object.fromEntries(SHARED_ENTRIES.map((entry) => [`./${entry}`, { types: `./shared/${entry}/index.d.ts` }]));
  return {
    ...template,
    type: 'module',
    types: './index.d.ts',
    exports: {
      '.': { types: './index.d.ts' },
      ...concerns,
      './widgets': { types: './widgets.d.ts' },
      './federation.json': './federation.json',
      './package.json': './package.json',
    },
    sideEffects: false,
    peerDependencies: peers,
  };
}

/** The package's main declarations: every widget's props and the types of the shared concerns (their values come from the page). */
function indexDeclarations(): string {
  const concerns = SHARED_ENTRIES.map((entry) => `export type * from './shared/${entry}/index.js';`).join('\n');
  return `// The types of the Schaufenster contracts. Import values (createMount, bus) from '${CONTRACTS_PREFIX}<concern>'.\nexport type * from './widgets.js';\n${concerns}\n`;
}

/** The declaration files of the package, keyed by their path in it: what the published snapshot and the changelog rule compare. */
export function contractDeclarations(root: string): { files: Map<string, string>; externals: Set<string> } {
  // One program types the widgets' schemas and emits the shared runtime's declarations: the sources are read once.
  const program = ts.createProgram([...contractFiles(root), ...sharedEntryFiles(root)], declarationOptions(root));
  const shared = sharedDeclarations(program, root);
  const files = new Map([['index.d.ts', indexDeclarations()], ['widgets.d.ts', widgetPropsDeclarations(program, root)], ...shared.files]);
  return { files, externals: shared.externals };
}

/** Every file of the contracts package, keyed by its path in it. */
export function contractsPackageFiles(root: string): Map<string, string> {
  const { files, externals } = contractDeclarations(root);
  const template = readPackageTemplate(root);
  return new Map([
    ['package.json', `${JSON.stringify(packageManifest(template, peerDependencies(root, externals)), null, 2)}\n`],
    ['CHANGELOG.md', readFileSync(path.join(root, CONTRACTS_DIR, 'CHANGELOG.md'), 'utf8')],
    ['federation.json', `${JSON.stringify(federationOptions(), null, 2)}\n`],
    ...files,
  ]);
}
