// The example remote outside the workspace (examples/external-remote), set up as a widget team's own checkout would
// be: a copy in a folder of its own, installed from the npm registry and the packed contracts package, then built.
// For the tests that build it: the contracts test, and the browser test that registers it from another origin.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildContracts } from './build-contracts';

const ROOT = path.resolve(__dirname, '../..');
const EXAMPLE = path.join(ROOT, 'examples/external-remote');

/** Whether the npm registry answers: without it the example's public dependencies cannot be installed. */
export function registryReachable(): boolean {
  return spawnSync('npm', ['ping', '--fetch-retries=0'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
}

/** Runs npm in a folder, failing with npm's own output. */
function npm(cwd: string, args: string[]): string {
  const result = spawnSync('npm', args, { cwd, encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/**
 * Packs the contracts into `work`, copies the example there (without node_modules and dist) with its dependency on
 * that tarball, and installs it; returns the copy's folder and its package.json as written.
 */
export function installExampleRemote(work: string): { folder: string; dependencies: string[] } {
  const { tarball } = buildContracts(ROOT, { outDir: work });
  const folder = path.join(work, 'example');
  cpSync(EXAMPLE, folder, { recursive: true, filter: (source) => !/[\\/](node_modules|dist)$/.test(source) });
  const manifestFile = path.join(folder, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { dependencies: Record<string, string> };
  const dependencies = Object.keys(manifest.dependencies);
  manifest.dependencies['@schaufenster/contracts'] = `file:${tarball}`;
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  // The npm cache makes the install quick; the registry is still asked what it lacks.
  npm(folder, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock']);
  return { folder, dependencies };
}

/**
 * Builds the installed example as its own `npm run build` does (typecheck, then webpack); returns its dist folder.
 * Without `typecheck`, webpack alone: for a second build of the same sources with one line changed.
 */
export function buildExampleRemote(folder: string, { typecheck = true }: { typecheck?: boolean } = {}): string {
  npm(folder, typecheck ? ['run', 'build'] : ['exec', '--', 'webpack', '--config', 'webpack.config.mjs']);
  return path.join(folder, 'dist');
}
