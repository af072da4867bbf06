/** @jest-environment node */
import { afterAll, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildContracts } from './build-contracts';
import { federationOptions, readPackageTemplate } from './contracts-package';

const root = path.resolve(__dirname, '../..');
const example = path.join(root, 'examples/external-remote');

/** A text of shared/mount's source: a remote that carried its own copy of the runtime would have it in a chunk. */
const RUNTIME_MARKER = 'the props cannot be read as values';

/** Whether the npm registry answers: without it the example's public dependencies cannot be installed. */
function registryReachable(): boolean {
  return spawnSync('npm', ['ping', '--fetch-retries=0'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
}

/** Runs npm in a folder, failing with npm's own output. */
function npm(cwd: string, args: string[]): string {
  const result = spawnSync('npm', args, { cwd, encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const work = mkdtempSync(path.join(os.tmpdir(), 'schaufenster-external-remote-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const reachable = registryReachable();
const name = 'a remote outside the repository installs the packed contracts, typechecks and builds a remoteEntry.js without a copy of the shared runtime';

(reachable ? test : test.skip)(reachable ? name : `SKIPPED, the npm registry is unreachable: ${name}`, () => {
  const { tarball } = buildContracts(root, { outDir: work });
  const copy = path.join(work, 'example');
  cpSync(example, copy, { recursive: true, filter: (source) => !/[\\/](node_modules|dist)$/.test(source) });
  const manifestFile = path.join(copy, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { dependencies: Record<string, string> };
  expect(Object.keys(manifest.dependencies)).toContain('@schaufenster/contracts');
  manifest.dependencies['@schaufenster/contracts'] = `file:${tarball}`;
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));

  // The npm cache makes the install quick; the registry is still asked what it lacks.
  npm(copy, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock']);
  npm(copy, ['run', 'build']);

  const dist = path.join(copy, 'dist');
  expect(existsSync(path.join(dist, 'remoteEntry.js'))).toBe(true);
  const federationManifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as { exposes: { path: string }[] };
  expect(federationManifest.exposes.map((exposed) => exposed.path)).toEqual(['./mount']);
  const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
  expect(scripts.filter((file) => readFileSync(path.join(dist, file), 'utf8').includes(RUNTIME_MARKER))).toEqual([]);
  // The MF runtime comes from the shop's loader, as for the shop's own remotes: remoteEntry.js is small.
  expect(readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8')).toContain(federationOptions().bundlerRuntime.global);
  // What a widget team's CI would also see: the installed package is the one just packed.
  expect(execFileSync('node', ['-p', "require('@schaufenster/contracts/package.json').version"], { cwd: copy, encoding: 'utf8' }).trim()).toBe(readPackageTemplate(root).version);
  // Installing and building take 15 to 50 s on 2 busy cores, mostly npm and webpack starting.
}, 90_000);
