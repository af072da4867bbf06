import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import packageJson from '../package.json';

const ROOT = path.join(__dirname, '..');
/** The compiled widget server and demo CMS: what `npm run serve` runs, with no TypeScript compiler at run time. */
export const COMPILED_SERVER = path.join(ROOT, 'dist', 'server', 'main.js');
/** The same with the browser tests' failure fixtures (test/server/fixture-server.ts): what the browser tests start. */
const COMPILED_FIXTURE_SERVER = path.join(ROOT, 'dist', 'server', 'fixture-server.js');

/**
 * Each module's `__dirname` as in the checkout: the server reads its templates, migrations, assets and hashing
 * thread beside its sources, and a bundle's own `__dirname` is its output folder.
 */
const sourceDirs = (outDir: string): Plugin => ({
  name: 'source-dirs',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const contents = await readFile(file, 'utf8');
      if (!contents.includes('__dirname')) return undefined;
      const fromBundle = JSON.stringify(path.relative(outDir, path.dirname(file)));
      // Only the identifier: a string that names it (a CommonJS parameter list) stays as it is.
      const identifier = /(?<!['"`])\b__dirname\b(?!['"`])/g;
      return { contents: contents.replaceAll(identifier, `require('node:path').join(__dirname, ${fromBundle})`), loader: file.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
});

/**
 * Compiles the server (`entry`, server/main.ts by default, and what it imports, the shared runtime included) into one CommonJS
 * file for Node, its source map inside; installed packages stay outside it and load from node_modules as they do for
 * the sources. Written beside and renamed into place, so a process compiling at the same moment never reads half.
 */
export async function compileServer(outfile = COMPILED_SERVER, entry = 'server/main.ts'): Promise<string> {
  const installed = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies }).filter((name) => name !== '@schaufenster/shared');
  const written = `${outfile}.${process.pid}.tmp.js`;
  await build({
    entryPoints: [path.join(ROOT, entry)],
    outfile: written,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'inline',
    external: installed,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    plugins: [sourceDirs(path.dirname(outfile))],
    logLevel: 'warning',
  });
  await rename(written, outfile);
  return outfile;
}

let compiled: Promise<string> | undefined;
let compiledWithFixtures: Promise<string> | undefined;

/** The server compiled from the working tree, once per process: what the browser tests, the bench and the smoke test start. */
export const compiledServer = (): Promise<string> => (compiled ??= compileServer());

/** The server with the browser tests' failure fixtures compiled from the working tree, once per process. */
export const compiledFixtureServer = (): Promise<string> => (compiledWithFixtures ??= compileServer(COMPILED_FIXTURE_SERVER, 'test/server/fixture-server.ts'));
