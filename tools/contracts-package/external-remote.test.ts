/** @jest-environment node */
import { afterAll, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { federationOptions, readPackageTemplate } from './contracts-package';
import { buildExampleRemote, installExampleRemote, keepExampleRemote, registryReachable } from './example-remote-testing';

const root = path.resolve(__dirname, '../..');

/** A text of shared/mount's source: a remote that carried its own copy of the runtime would have it in a chunk. */
const RUNTIME_MARKER = 'the props cannot be read as values';

const work = mkdtempSync(path.join(os.tmpdir(), 'schaufenster-external-remote-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const reachable = registryReachable();
const name = 'a remote outside the repository installs the packed contracts, typechecks and builds a remoteEntry.js without a copy of the shared runtime';

(reachable ? test : test.skip)(reachable ? name : `SKIPPED, the npm registry is unreachable: ${name}`, () => {
  const { folder: copy, dependencies, tarball } = installExampleRemote(work);
  expect(dependencies).toContain('@schaufenster/contracts');
  buildExampleRemote(copy);

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
  // The browser test of a hosted widget (test/browser/hosted-widget.e2e.ts) builds on this install and build.
  keepExampleRemote(copy, tarball);
  // Installing and building take 15 to 50 s on 2 busy cores, mostly npm and webpack starting.
}, 90_000);
