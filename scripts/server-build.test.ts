/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ServerRender } from '../shared/mount/server-render';
import { SERVER_FOLDER } from '../registry/registry';
import { REMOTE_NAMES, REMOTES } from '../registry/remotes';
import { CONTRACTS } from './contracts';
import { buildServerBundles } from './server-build';

/** The widths the page's server lays widgets out for (host-demo/server/ssr/server-render-hook.ts): a phone, a desktop. */
const WIDTHS = [390, 1280];

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'server-build-'));
  for (const remote of REMOTE_NAMES) await buildServerBundles(remote, path.join(folder, remote));
}, 120_000);

afterAll(() => rm(folder, { recursive: true, force: true }));

const modules = REMOTE_NAMES.flatMap((remote) => Object.keys(REMOTES[remote].exposes).map((exposed) => [remote, exposed.slice(2)] as const));

describe('the server builds', () => {
  // A render that throws leaves the tag's fallback: a phone would never see the server HTML (the search box read
  // localStorage while rendering, which Node does not have).
  it.each(modules)('render %s/%s with its contract example in Node, at a phone and a desktop width', (remote, module) => {
    const { render } = require(path.join(folder, remote, SERVER_FOLDER, `${module}.js`)) as { render: ServerRender };
    const contract = CONTRACTS[remote][module];
    if (!contract) throw new Error(`no contract for ${remote}/${module}`);
    for (const viewportWidth of WIDTHS) {
      const { html } = render(contract.example, { snapshot: { viewportWidth, busValues: {} } });
      expect([viewportWidth, html.length > 0]).toEqual([viewportWidth, true]);
    }
  });
});
