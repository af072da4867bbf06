/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { HYDRATION_FILE, isHydrationFiles, type HydrationFiles } from '../registry/hydration-files';
import { REMOTE_NAMES, REMOTES } from '../registry/remotes';
import { packageVersion } from './webpack.config';
import { workingTreeBuild } from '../tools/release-testing';

let build: string;

beforeAll(async () => {
  build = await workingTreeBuild();
}, 300_000);

function hydrationFiles(remote: (typeof REMOTE_NAMES)[number]): { folder: string; files: HydrationFiles } {
  const folder = path.join(build, remote, packageVersion(remote));
  const files: unknown = JSON.parse(readFileSync(path.join(folder, HYDRATION_FILE), 'utf8'));
  if (!isHydrationFiles(files)) throw new Error(`${remote}: ${HYDRATION_FILE} is not a hydration file`);
  return { folder, files };
}

describe('hydration.json of each built remote', () => {
  it.each(REMOTE_NAMES)('%s: lists every exposed module, and only chunks of its own version folder', (remote) => {
    const { folder, files } = hydrationFiles(remote);
    expect(Object.keys(files.modules).sort()).toEqual(Object.keys(REMOTES[remote].exposes).map((exposed) => exposed.slice(2)).sort());
    const listed = [...Object.values(files.modules), ...Object.values(files.shared)].flatMap((needs) => needs.files);
    expect(listed.filter((file) => !existsSync(path.join(folder, file)))).toEqual([]);
  });

  it.each(REMOTE_NAMES)('%s: gives each shared module one copy of its code, not its fallback copy (the same bytes under another name) too', (remote) => {
    const { folder, files } = hydrationFiles(remote);
    // Module Federation's manifest lists both copies of a split shared chunk (the provided one and its fallback, the
    // same bytes under two names): fetching both would cost each shared module twice.
    for (const [name, needs] of Object.entries(files.shared)) {
      const contents = needs.files.map((file) => readFileSync(path.join(folder, file), 'utf8'));
      expect([name, new Set(contents).size]).toEqual([name, needs.files.length]);
    }
    expect(files.shared['react-dom/client']?.files).toEqual([expect.stringMatching(/^vendors-node_modules_react-dom_client_js\.[0-9a-f]+\.js$/)]);
  });
});
