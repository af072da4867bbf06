// The example remote outside the workspace (examples/external-remote), set up as a widget team's own checkout would
// be: a copy in a folder of its own, installed from the npm registry and the packed contracts package, then built.
// For the tests that build it: the contracts test, and the browser test that registers it from another origin.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { globSync } from 'glob';
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
 * Packs the contracts into `work` (unless `tarball` is a pack made already), copies the example there (without
 * node_modules and dist) with its dependency on that tarball, and installs it; returns the copy's folder, its
 * package.json's dependencies as written and the tarball.
 */
export function installExampleRemote(work: string, tarball = buildContracts(ROOT, { outDir: work }).tarball): { folder: string; dependencies: string[]; tarball: string } {
  const folder = path.join(work, 'example');
  cpSync(EXAMPLE, folder, { recursive: true, filter: (source) => !/[\\/](node_modules|dist)$/.test(source) });
  const manifestFile = path.join(folder, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { dependencies: Record<string, string> };
  const dependencies = Object.keys(manifest.dependencies);
  manifest.dependencies['@schaufenster/contracts'] = `file:${tarball}`;
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  // The npm cache makes the install quick; the registry is still asked what it lacks.
  npm(folder, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock']);
  return { folder, dependencies, tarball };
}

/**
 * Builds the installed example as its own `npm run build` does (typecheck, then webpack); returns its dist folder.
 * Without `typecheck`, webpack alone: for a second build of the same sources with one line changed.
 */
export function buildExampleRemote(folder: string, { typecheck = true }: { typecheck?: boolean } = {}): string {
  npm(folder, typecheck ? ['run', 'build'] : ['exec', '--', 'webpack', '--config', 'webpack.config.mjs']);
  return path.join(folder, 'dist');
}

/**
 * Where a test leaves the example it installed and built for a later test of the run (the contracts test runs before
 * the browser tests in npm test), in the system's temporary folder so that it moves there instead of being copied.
 */
const KEPT = path.join(tmpdir(), 'schaufenster-example-remote');

/**
 * Whether the kept examples' folder is this user's alone (made here with mode 0700): in a temporary folder others can
 * write to, a folder someone else made would hand the tests a node_modules of theirs to run.
 */
function keptFolderIsOurs(): boolean {
  mkdirSync(KEPT, { recursive: true, mode: 0o700 });
  const { uid, mode } = statSync(KEPT);
  return uid === process.getuid?.() && (mode & 0o077) === 0;
}

/** What an installed example is made of: the packed contracts and the example's own files. */
function makingsOf(tarball: string): string {
  const hash = createHash('sha256').update(readFileSync(tarball));
  for (const file of globSync('**/*', { cwd: EXAMPLE, nodir: true, dot: true, ignore: ['node_modules/**', 'dist/**', 'package-lock.json'] }).sort()) {
    hash.update(file).update(readFileSync(path.join(EXAMPLE, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Keeps an example that installExampleRemote installed from `tarball` and buildExampleRemote built, moving its folder away. */
export function keepExampleRemote(folder: string, tarball: string): void {
  const kept = path.join(KEPT, makingsOf(tarball));
  if (existsSync(kept) || !keptFolderIsOurs()) return;
  // One kept example: those of older contracts or sources are of no use any more.
  for (const older of readdirSync(KEPT)) rmSync(path.join(KEPT, older), { recursive: true, force: true });
  try {
    renameSync(folder, kept);
  } catch {
    // Another run kept the same example meanwhile, or the folders are on different disks: then it is not kept.
  }
}

/**
 * The example installed and built as its own `npm run build` does, in a folder of `work`: a copy of the one an earlier
 * test kept when it is made of the same contracts and sources (its node_modules linked, its dist copied), or else
 * installed and built here. The copy's sources may be changed and built again.
 */
export function preparedExampleRemote(work: string): { folder: string; dist: string } {
  const { tarball } = buildContracts(ROOT, { outDir: work });
  const kept = path.join(KEPT, makingsOf(tarball));
  if (!keptFolderIsOurs() || !existsSync(path.join(kept, 'dist', 'remoteEntry.js'))) {
    const { folder } = installExampleRemote(work, tarball);
    return { folder, dist: buildExampleRemote(folder) };
  }
  const folder = path.join(work, 'example');
  cpSync(kept, folder, { recursive: true, filter: (source) => !/[\\/]node_modules$/.test(source) });
  symlinkSync(path.join(kept, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  return { folder, dist: path.join(folder, 'dist') };
}
