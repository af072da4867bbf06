/** @jest-environment node */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEV_VERSION } from '../registry/registry';
import { rebuildHandler } from './dev-build';

let dir: string;

/** What webpack's watch hands over after a rebuild: with or without errors. */
const stats = (errors: string) => ({ hasErrors: () => errors !== '', toString: () => errors });

/** A terminal that keeps its lines. */
function terminal() {
  const lines = { info: [] as string[], error: [] as string[] };
  return { lines, log: { info: (line: string) => lines.info.push(line), error: (line: string) => lines.error.push(line) } };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dev-build-'));
  // The browser build as webpack leaves it, as far as completing a dev build reads it.
  await mkdir(path.join(dir, 'search', DEV_VERSION), { recursive: true });
  await writeFile(path.join(dir, 'search', DEV_VERSION, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: '0.0.0-test' } }));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a rebuild of npm run dev', () => {
  it('that failed shows its errors in the terminal and writes nothing: open pages stay as they are', async () => {
    const { lines, log } = terminal();
    const onRebuild = rebuildHandler(dir, 'search', log);
    await onRebuild(null, stats("Module not found: Error: Can't resolve './gibt-es-nicht'"));
    await onRebuild(new Error('watch failed'));
    expect(lines.error).toEqual(["Module not found: Error: Can't resolve './gibt-es-nicht'", 'watch failed']);
    expect(lines.info).toEqual([]);
    expect(existsSync(path.join(dir, 'registry.dev.json'))).toBe(false);
    expect(existsSync(path.join(dir, 'search', DEV_VERSION, 'server'))).toBe(false);
  });

  it('that succeeded writes the server build, then points the dev registry at both builds', async () => {
    const { lines, log } = terminal();
    await rebuildHandler(dir, 'search', log)(null, stats(''));
    expect(lines.error).toEqual([]);
    expect(lines.info).toEqual([expect.stringContaining(`search@${DEV_VERSION} built`)]);
    const registry: unknown = JSON.parse(await readFile(path.join(dir, 'registry.dev.json'), 'utf8'));
    expect(registry).toEqual({
      remotes: {
        search: {
          version: DEV_VERSION,
          entry: `search/${DEV_VERSION}/remoteEntry.js`,
          mfVersion: '0.0.0-test',
          server: { mount: `search/${DEV_VERSION}/server/mount.js`, results: `search/${DEV_VERSION}/server/results.js` },
        },
      },
    });
  }, 120_000);
});
